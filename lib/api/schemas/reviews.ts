import { z } from 'zod';
import { AWAITING_RESPONSE, COMMENT_AUTHOR_ROLES, COMMENT_VISIBILITIES, REVIEW_STATUSES } from '../catalog';
import { dateSchema, idSchema, lenientEnum, maybeEmptyText } from './lenient';

const idList = z.array(z.string()).readonly();

/**
 * The review list filters (conventions.md › Reviews, and the 2017 filters of the platform's client
 * specs), one definition for the client and the emulator. Dates are `YYYY-MM-DD`, inclusive, UTC;
 * every member is optional and absent means "no bound".
 */
export const reviewFiltersSchema = z.object({
  locationIds: idList.optional(),
  publisherIds: idList.optional(),
  minRating: z.number().optional(),
  maxRating: z.number().optional(),
  minPublisherDate: dateSchema.optional(),
  maxPublisherDate: dateSchema.optional(),
  minLastServiceUpdateDate: dateSchema.optional(),
  maxLastServiceUpdateDate: dateSchema.optional(),
  /** `REVIEW`: no owner reply at all; `COMMENT`: the newest comment is a customer's; or either. */
  awaitingResponse: z.enum(AWAITING_RESPONSE).optional(),
  /** Substring of the review text, case-insensitive. */
  reviewContent: z.string().optional(),
  /** Substring of the reviewer's name, case-insensitive. */
  reviewerName: z.string().optional(),
  /** The reviewer's email, whole (case aside). */
  reviewerEmail: z.string().optional(),
  /** At least this many comments not written by the business owner. */
  minNonOwnerComments: z.number().int().min(0).optional(),
  /** The folder of the review's location. */
  folderId: z.string().optional(),
  /** Two-letter country codes of the review's location. */
  countries: idList.optional(),
  /** Labels of the review's location: any of them. */
  locationLabels: idList.optional(),
  /** Moderation status; the service shows LIVE reviews when it is absent (`VERSION_GATES.reviewStatus`). */
  status: z.enum(REVIEW_STATUSES).optional(),
});
export type ReviewFilters = z.input<typeof reviewFiltersSchema>;

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
  /** From `VERSION_GATES.reviewStatus` on; unknown values are carried through. */
  status: lenientEnum(REVIEW_STATUSES).optional(),
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
