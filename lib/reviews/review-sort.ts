/**
 * The side panel's sort orders (UI.md › Side panel › Sort). Pure, so the list and its tests agree.
 * Every order ends on the id, so equal keys never swap places between two renders, and a review
 * whose date is missing (an unreadable record) goes last rather than first.
 */
import { type AwaitingKind, newestComment } from './awaiting-response';
import type { CachedReview } from './cached-review';

export const REVIEW_SORTS = ['newest', 'oldest', 'lowest', 'highest', 'waiting'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const isReviewSort = (value: unknown): value is ReviewSort =>
  (REVIEW_SORTS as readonly unknown[]).includes(value);

/** What the orders look at. */
export interface SortFacts {
  id: string;
  /** The review's date (`publisherDate`), the date the rows show; '' when missing. */
  published: string;
  rating: number;
  needsReply: boolean;
  /** Since when the customer has been waiting: their last word, the review or a follow-up. */
  waitingSince: string;
}

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

/** The date a row shows under `sort`: the one it is sorted by. */
export const sortDate = (facts: SortFacts, sort: ReviewSort): string =>
  sort === 'waiting' && facts.needsReply ? facts.waitingSince : facts.published;

type Compare = (a: SortFacts, b: SortFacts) => number;

/** Dates as `YYYY-MM-DD[Thh:mm]` compare as strings; a missing one sorts after every present one. */
const byDate =
  (pick: (facts: SortFacts) => string, direction: 1 | -1): Compare =>
  (a, b) => {
    const [x, y] = [pick(a), pick(b)];
    if (x === y) return 0;
    if (!x) return 1;
    if (!y) return -1;
    return x < y ? -direction : direction;
  };
const byId =
  (direction: 1 | -1): Compare =>
  (a, b) =>
    a.id === b.id ? 0 : a.id < b.id ? -direction : direction;
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

const newest = chain(
  byDate((f) => f.published, -1),
  byId(-1),
);
const oldest = chain(
  byDate((f) => f.published, 1),
  byId(1),
);

const COMPARE: Record<ReviewSort, Compare> = {
  newest,
  oldest,
  lowest: chain((a, b) => a.rating - b.rating, newest),
  highest: chain((a, b) => b.rating - a.rating, newest),
  // Those awaiting a response first, the longest-waiting on top; then the rest, newest first.
  waiting: chain(
    (a, b) => Number(b.needsReply) - Number(a.needsReply),
    (a, b) => (a.needsReply ? byDate((f) => f.waitingSince, 1)(a, b) : 0),
    (a, b) => (a.needsReply ? byId(1)(a, b) : newest(a, b)),
  ),
};

export const compareBy = (sort: ReviewSort): Compare => COMPARE[sort];
