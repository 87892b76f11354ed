/**
 * The side panel's sort orders (UI.md › Side panel › Sort), by name; the index sorts its columns
 * by them (review-column-sort.ts). Every order ends on the id, so equal keys never swap places
 * between two renders, and a review whose date is missing (an unreadable record) goes last.
 */
import { type AwaitingKind, newestComment } from './awaiting-response';
import type { CachedReview } from './cached-review';

export const REVIEW_SORTS = ['newest', 'oldest', 'lowest', 'highest', 'waiting', 'due'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const isReviewSort = (value: unknown): value is ReviewSort =>
  (REVIEW_SORTS as readonly unknown[]).includes(value);

/** The customer's last word: the newest comment when it is theirs (a follow-up), else the review. */
export function waitingSince(
  review: Pick<CachedReview, 'publisherDate' | 'comments'> & { awaiting?: AwaitingKind | null },
): string {
  if (review.awaiting === 'COMMENT') {
    const last = newestComment(review.comments);
    if (last?.authorRole === 'CONSUMER' && last.publisherDate) return last.publisherDate;
  }
  return review.publisherDate ?? '';
}

/** The date a row shows under `sort`: the one it is sorted by (a due time counts from it). */
export const sortDate = (
  review: Parameters<typeof waitingSince>[0] & { publisherDate: string; needsReply: boolean },
  sort: ReviewSort,
): string =>
  (sort === 'waiting' || sort === 'due') && review.needsReply ? waitingSince(review) : review.publisherDate;

/** The first of `steps` that tells `a` and `b` apart decides (0: none does). */
export const chain =
  <T>(...steps: ((a: T, b: T) => number)[]) =>
  (a: T, b: T): number => {
    for (const step of steps) {
      const order = step(a, b);
      if (order !== 0) return order;
    }
    return 0;
  };
