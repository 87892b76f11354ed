/**
 * The side panel's sort orders (review-sort.ts) over the projection's columns: the same orders,
 * compared on numbers (review-rows.ts › dateKey). `updated` is the order without a sort: newest
 * update first, the same minute by id, newest first.
 *
 * Sorting 100,000 rows with a comparator takes ~40 ms of one task, a long frame for a list being
 * scrolled. So each order is first sorted natively on one number per row that carries its leading
 * keys (`leadingKey`), packed with the row number into a Float64Array; only the runs of rows
 * whose leading keys tie (the same minute) are then put in order by the full comparator.
 */
import { DEFAULT_BANDS, LOW_BAND_MAX_RATING, type TargetBands } from './due-time';
import type { ReviewColumns } from './review-columns';
import { FLAG, keyTime } from './review-rows';
import { chain, type ReviewSort } from './review-sort';

export type ColumnOrder = ReviewSort | 'updated';

type Compare = (a: number, b: number) => number;

/**
 * Each row's due time as a date key (review-rows.ts › dateKey: minutes × 2), 0 for none: the same
 * rule as the labels (due-time.ts), over the columns. A target of h hours is h × 120 keys.
 */
/**
 * The response targets rows are due by: one set for every row, or one per account, by the row's
 * account number (`columns.account`: All accounts, where each account may have its own).
 */
export type RowBands = TargetBands | readonly TargetBands[];

/** Half-minutes of a band's target, or -1 for none. */
const halves = (bands: TargetBands): readonly [number, number] => [
  bands.low === null ? -1 : bands.low * 120,
  bands.rest === null ? -1 : bands.rest * 120,
];

export function dueKeys(columns: ReviewColumns, bands: RowBands): (p: number) => number {
  const { waiting, rating, flags, account } = columns;
  const targets = ('low' in bands ? [bands] : bands).map(halves);
  const fallback = targets[0] ?? halves(DEFAULT_BANDS);
  return (p) => {
    const flag = flags[p];
    if (!(flag & FLAG.needsReply) || flag & (FLAG.done | FLAG.removed) || waiting[p] === 0) return 0;
    const [low, rest] = targets[account[p] ?? 0] ?? fallback;
    const target = rating[p] <= LOW_BAND_MAX_RATING ? low : rest;
    return target < 0 ? 0 : waiting[p] + target;
  };
}

/**
 * Whether a due key (`dueKeys`) is past at `now`, the labels' rule (due-time.ts): exactly at its
 * target a review is due, not late. A key counts half-minutes, plus one where it has a time.
 */
export const isPastDue = (key: number, now: number): boolean => key !== 0 && now > keyTime(key);

/** The full order of two rows (the reference: `leadingKey` must agree with it). */
export function rowComparator(
  columns: ReviewColumns,
  order: ColumnOrder,
  bands: RowBands = DEFAULT_BANDS,
): Compare {
  const { ids, published, waiting, updated, rating, flags } = columns;
  const idAsc: Compare = (a, b) => (ids[a] === ids[b] ? 0 : ids[a] < ids[b] ? -1 : 1);
  const idDesc: Compare = (a, b) => -idAsc(a, b);
  /** A missing date (0) sorts after every present one, in both directions. */
  const byDate =
    (keys: Int32Array, direction: 1 | -1): Compare =>
    (a, b) => {
      const [x, y] = [keys[a], keys[b]];
      if (x === y) return 0;
      if (x === 0) return 1;
      if (y === 0) return -1;
      return (x - y) * direction;
    };
  const newest = chain(byDate(published, -1), idDesc);
  const needsReply = (p: number) => flags[p] & FLAG.needsReply;
  const due = dueKeys(columns, bands);
  const hasDue = (p: number) => (due(p) === 0 ? 0 : 1);
  const compare: Record<ColumnOrder, Compare> = {
    updated: chain((a, b) => updated[b] - updated[a], idDesc),
    newest,
    oldest: chain(byDate(published, 1), idAsc),
    lowest: chain((a, b) => rating[a] - rating[b], newest),
    highest: chain((a, b) => rating[b] - rating[a], newest),
    waiting: chain(
      (a, b) => needsReply(b) - needsReply(a),
      (a, b) => (needsReply(a) ? byDate(waiting, 1)(a, b) : 0),
      (a, b) => (needsReply(a) ? idAsc(a, b) : newest(a, b)),
    ),
    // What is due first, the most overdue at the top; reviews without a due time after, newest first.
    due: chain(
      (a, b) => hasDue(b) - hasDue(a),
      (a, b) => (hasDue(a) ? due(a) - due(b) : 0),
      (a, b) => (hasDue(a) ? idAsc(a, b) : newest(a, b)),
    ),
  };
  return compare[order];
}

/** Date keys are below 2^27 until the year 2097 (review-rows.ts › dateKey: minutes × 2). */
const DATES = 2 ** 27;
/** Star ratings run 1–5 (0: none): well below this. */
const RATINGS = 16;
/** Rows the packing holds: a key (below RATINGS × DATES = 2^31) times ROWS plus the row stays an exact double. */
const ROWS = 2 ** 22;

/**
 * One number per row, ascending in the order's leading keys (everything but the id tie-break):
 * rows with a smaller key come first in the comparator's order, equal keys leave it to the ids.
 */
function leadingKey(columns: ReviewColumns, order: ColumnOrder, bands: RowBands): (p: number) => number {
  const { published, waiting, updated, rating, flags } = columns;
  // Newest first, a missing date (0) last; oldest first, a missing date last as well.
  const later = (keys: Int32Array, p: number) => (keys[p] === 0 ? DATES - 1 : DATES - 1 - keys[p]);
  const earlier = (keys: Int32Array, p: number) => (keys[p] === 0 ? DATES - 1 : keys[p]);
  switch (order) {
    case 'updated':
      return (p) => DATES - 1 - Math.max(updated[p], 0);
    case 'newest':
      return (p) => later(published, p);
    case 'oldest':
      return (p) => earlier(published, p);
    case 'lowest':
      return (p) => rating[p] * DATES + later(published, p);
    case 'highest':
      return (p) => (RATINGS - 1 - rating[p]) * DATES + later(published, p);
    case 'waiting':
      return (p) => (flags[p] & FLAG.needsReply ? earlier(waiting, p) : DATES + later(published, p));
    case 'due': {
      const due = dueKeys(columns, bands);
      return (p) => {
        const key = due(p);
        return key === 0 ? DATES + later(published, p) : key;
      };
    }
  }
}

/**
 * The row numbers of `columns` in `order` (rows without an id are left out); `bands` are the
 * response targets Due soonest orders by.
 */
export function sortedRows(
  columns: ReviewColumns,
  order: ColumnOrder,
  bands: RowBands = DEFAULT_BANDS,
): Uint32Array {
  const { ids } = columns;
  const compare = rowComparator(columns, order, bands);
  const rows = new Uint32Array(columns.rows);
  if (columns.rows >= ROWS) {
    let count = 0;
    for (let p = 0; p < columns.rows; p++) if (ids[p] !== '') rows[count++] = p;
    return rows.subarray(0, count).sort(compare);
  }
  const key = leadingKey(columns, order, bands);
  const packed = new Float64Array(columns.rows);
  let count = 0;
  for (let p = 0; p < columns.rows; p++) if (ids[p] !== '') packed[count++] = key(p) * ROWS + p;
  const sorted = packed.subarray(0, count).sort();
  for (let i = 0; i < count; i++) rows[i] = sorted[i] % ROWS;
  // Runs of equal leading keys: the comparator's tie-breaks (the ids) order them.
  for (let start = 0; start < count; ) {
    const lead = Math.floor(sorted[start] / ROWS);
    let end = start + 1;
    while (end < count && Math.floor(sorted[end] / ROWS) === lead) end++;
    if (end - start > 1) rows.subarray(start, end).sort(compare);
    start = end;
  }
  return rows.subarray(0, count);
}
