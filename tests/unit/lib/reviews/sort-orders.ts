/**
 * The side panel's sort orders written plainly, as comparators over one review's facts: the
 * specification that the index's column sort (lib/reviews/review-column-sort.ts), built for speed,
 * is checked against (review-sort.test.ts, review-projection.test.ts).
 */
import { chain, type ReviewSort } from '@/lib/reviews/review-sort';

/** What the orders look at. */
export interface SortFacts {
  id: string;
  /** The review's date (`publisherDate`), the date the rows show; '' when missing. */
  published: string;
  rating: number;
  needsReply: boolean;
  /** Since when the customer has been waiting: their last word, the review or a follow-up. */
  waitingSince: string;
  /**
   * When it is due (lib/reviews/due-time.ts › reviewDueTime, the rule the labels show), undefined
   * for none; a bare date's due time sorts before the same instant with a time, as its date does.
   */
  due?: number;
}

/** The `due` of `dueTime` (ms) counted from `waitingSince`. */
export const dueOrder = (dueTime: number | undefined, waitingSince: string): number | undefined =>
  dueTime === undefined ? undefined : dueTime * 2 + (waitingSince.length > 10 ? 1 : 0);

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
  // Those with a due time first, the earliest (the most overdue) on top; then the rest, newest first.
  due: chain(
    (a, b) => Number(b.due !== undefined) - Number(a.due !== undefined),
    (a, b) => (a.due !== undefined && b.due !== undefined ? a.due - b.due : 0),
    (a, b) => (a.due !== undefined ? byId(1)(a, b) : newest(a, b)),
  ),
};

export const compareBy = (sort: ReviewSort): Compare => COMPARE[sort];
