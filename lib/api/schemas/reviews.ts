import { z } from 'zod';
import { type AwaitingResponse, COMMENT_AUTHOR_ROLES, COMMENT_VISIBILITIES } from '../catalog';
import { idSchema, lenientEnum, maybeEmptyText } from './lenient';

/**
 * service.md › Comment. Ids arrive as numbers and are handed on as strings; `parentId` is present
 * only on a reply to a comment.
 */
export const commentSchema = z.object({
  id: idSchema,
  publisherDate: z.string(),
  authorName: maybeEmptyText,
  authorRole: lenientEnum(COMMENT_AUTHOR_ROLES),
  message: maybeEmptyText,
  visibility: lenientEnum(COMMENT_VISIBILITIES).optional(),
  parentId: idSchema.optional(),
});
export type Comment = z.output<typeof commentSchema>;

/**
 * service.md › Review, both forms: the list sends `publisherDate` as `YYYY-MM-DDThh:mm` with
 * `lastServiceUpdateTime`; the single-review call sends `publisherDate` as `YYYY-MM-DD` with
 * `lastServiceUpdateDate` and `authorEmail`. Dates are kept as sent.
 */
export const reviewSchema = z.object({
  id: idSchema,
  locationId: idSchema,
  publisherId: z.string(),
  rating: z.number(),
  title: z.string().optional(),
  /** A rating without text arrives with empty (or no) content. */
  content: maybeEmptyText,
  authorName: maybeEmptyText,
  authorEmail: z.string().optional(),
  url: z.string().optional(),
  publisherDate: z.string(),
  lastServiceUpdateTime: z.string().optional(),
  lastServiceUpdateDate: z.string().optional(),
  comments: z.array(commentSchema).optional().default([]),
});
export type Review = z.output<typeof reviewSchema>;

/**
 * service.md › Review list payload. `count` and `averageRating` cover every match, not the page
 * (conventions.md › Reviews); with no review at all there is no average, read as `null`.
 */
export const reviewListSchema = z.object({
  reviews: z.array(reviewSchema),
  averageRating: z
    .number()
    .nullish()
    .transform((value) => value ?? null),
  count: z.number().int(),
});
export type ReviewList = z.output<typeof reviewListSchema>;

/** The body of `POST .../reviews/<id>/comments` (conventions.md › Reviews). */
export const newCommentSchema = z.object({
  // Sent as typed; only a blank reply is refused (the service answers 400 code 22).
  content: z.string().refine((text) => text.trim().length > 0, { error: 'write something before sending' }),
  visibility: z.enum(COMMENT_VISIBILITIES).optional(),
  parentId: z.string().min(1).optional(),
});
export type NewComment = z.output<typeof newCommentSchema>;

/** Every filter of conventions.md › Reviews. Dates are `YYYY-MM-DD`, inclusive, UTC. */
export interface ReviewFilters {
  /** @default all */
  locationIds?: readonly string[];
  /** @default all */
  publisherIds?: readonly string[];
  /** @default undefined (no bound) */
  minRating?: number;
  /** @default undefined (no bound) */
  maxRating?: number;
  /** @default undefined (no bound) */
  minPublisherDate?: string;
  /** @default undefined (no bound) */
  maxPublisherDate?: string;
  /** @default undefined (no bound) */
  minLastServiceUpdateDate?: string;
  /** @default undefined (no bound) */
  maxLastServiceUpdateDate?: string;
  /** `REVIEW`: no owner reply at all; `COMMENT`: the newest comment is a customer's; or either. @default undefined */
  awaitingResponse?: AwaitingResponse;
  /** Substring of the review text, case-insensitive. @default undefined */
  reviewContent?: string;
  /** Substring of the reviewer's name. @default undefined */
  reviewerName?: string;
}
