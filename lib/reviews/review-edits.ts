/**
 * What the reviewer changed, kept on the cached review (cached-review.ts › `edits`): the earlier
 * rating, title and text each time a fetch shows them changed, so the inbox can say "Edited ★2 → ★4"
 * and still show what was written first. Comments (a follow-up, or our own reply) are not an edit of
 * the review. And whether the publisher removed it (`status: 'REMOVED'`). Pure.
 */
import type { Review } from '../api';

/** The review as it read before one edit, and when this extension saw it change. */
export interface ReviewEdit {
  rating: number;
  title?: string;
  content: string;
  seenAt: number;
}

/** Edits kept per review: enough to show the first rating and the text before, small in the cache. */
export const MAX_EDITS = 3;

type Written = Pick<Review, 'rating' | 'title' | 'content'>;

/** Whether the rating, the title or the text differ (an absent title reads as an empty one). */
export function isEdit(before: Written, after: Written): boolean {
  return (
    before.rating !== after.rating ||
    before.content !== after.content ||
    (before.title ?? '') !== (after.title ?? '')
  );
}

/** The edit history after `review` replaces `before`: one more entry when it is an edit, last MAX_EDITS kept. */
export function editsAfter(
  before: (Written & { edits?: readonly ReviewEdit[] }) | undefined,
  review: Written,
  now: number,
): ReviewEdit[] | undefined {
  if (!before) return undefined;
  const kept = before.edits ?? [];
  if (!isEdit(before, review)) return kept.length ? [...kept] : undefined;
  const entry: ReviewEdit = {
    rating: before.rating,
    ...(before.title !== undefined ? { title: before.title } : {}),
    content: before.content,
    seenAt: now,
  };
  return [...kept, entry].slice(-MAX_EDITS);
}

/** The rating change to show, oldest kept rating first; undefined when the rating is as it was. */
export function ratingChange(review: {
  rating: number;
  edits?: readonly ReviewEdit[];
}): { from: number; to: number } | undefined {
  const first = review.edits?.[0];
  return first && first.rating !== review.rating ? { from: first.rating, to: review.rating } : undefined;
}

/**
 * Whether this update lowered the rating: what "notify me when a rating drops" announces. Asked of
 * the write that changed the rating, so a later comment on the same review never announces it again.
 */
export const ratingDropped = (before: { rating: number } | undefined, after: { rating: number }): boolean =>
  before !== undefined && after.rating < before.rating;

/** Removed by the publisher: the service says so (`status`); such a review takes no reply. */
export const isRemoved = (review: { status?: string }): boolean => review.status === 'REMOVED';
