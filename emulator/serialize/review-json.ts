/**
 * Reviews and comments as the API shows them (service.md › Review, › Comment): the list carries
 * minute stamps, the single review dates plus `authorEmail`.
 */
import type { z } from 'zod';
import type { commentSchema, reviewSchema } from '../../lib/api/schemas';
import { dayNumber, isoDay, minuteStamp } from '../core/dates';
import type { CommentRecord, ReviewRecord } from '../state/model';

export function commentJson(comment: CommentRecord): z.input<typeof commentSchema> {
  return {
    id: comment.id,
    publisherDate: minuteStamp(comment.publisherTime),
    authorName: comment.authorName,
    authorRole: comment.authorRole,
    message: comment.message,
    visibility: comment.visibility,
    ...(comment.parentId !== undefined ? { parentId: comment.parentId } : {}),
  };
}

function common(review: ReviewRecord) {
  return {
    id: review.id,
    locationId: review.locationId,
    publisherId: review.publisherId,
    rating: review.rating,
    ...(review.title !== undefined ? { title: review.title } : {}),
    content: review.content,
    authorName: review.authorName,
    ...(review.url !== undefined ? { url: review.url } : {}),
  };
}

/** An item of `GET /reviews` before `VERSION_GATES.reviewStatus`. */
function listFields(review: ReviewRecord): z.input<typeof reviewSchema> {
  return {
    ...common(review),
    publisherDate: minuteStamp(review.publisherTime),
    lastServiceUpdateTime: minuteStamp(review.updatedTime),
    comments: review.comments.map(commentJson),
  };
}

/** An item of `GET /reviews` as the newest version lists it (with `status`). */
export function reviewListJson(review: ReviewRecord): z.input<typeof reviewSchema> {
  return { status: review.status, ...listFields(review) };
}

/**
 * The list JSON of a review as text, serialised once until the review changes; `withStatus` (from
 * the status gate on) puts `status` in front of the cached text.
 */
export function reviewListText(review: ReviewRecord, withStatus: boolean): string {
  review.listJson ??= JSON.stringify(listFields(review));
  return withStatus
    ? `{"status":${JSON.stringify(review.status)},${review.listJson.slice(1)}`
    : review.listJson;
}

/** `GET /reviews/<id>`; `status` from `VERSION_GATES.reviewStatus` on. */
export function reviewSingleJson(review: ReviewRecord, withStatus: boolean): z.input<typeof reviewSchema> {
  return {
    ...(withStatus ? { status: review.status } : {}),
    ...common(review),
    authorEmail: review.authorEmail,
    publisherDate: isoDay(dayNumber(review.publisherTime)),
    lastServiceUpdateDate: isoDay(dayNumber(review.updatedTime)),
    comments: review.comments.map(commentJson),
  };
}
