/**
 * Reviews of one account kept in the service's order (conventions.md › Reviews: newest
 * lastServiceUpdateTime first, ties by id descending): the records, their filterable fields as
 * columns in the same order, and buckets per location and per publisher for narrow filters.
 */
import type { ReviewRecord } from './model';
import { Interner, ReviewColumns, statusCode } from './review-columns';
import { TextSearch } from './text-search';

/** Negative when `a` comes first. */
export const reviewOrder = (a: ReviewRecord, b: ReviewRecord): number =>
  b.updatedTime - a.updatedTime || b.id - a.id;

/** A place in the order: the sort key of a review (a page token's cursor). */
export interface OrderKey {
  updatedTime: number;
  id: number;
}

/** Negative when `a` comes before the key, zero when it has it. */
export const orderToKey = (a: OrderKey, key: OrderKey): number =>
  key.updatedTime - a.updatedTime || key.id - a.id;

function insertionPoint(list: readonly OrderKey[], review: OrderKey): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (orderToKey(list[mid], review) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The position of the first review strictly after `key` in the service's order. */
export function positionAfter(list: readonly OrderKey[], key: OrderKey): number {
  const at = insertionPoint(list, key);
  return at < list.length && orderToKey(list[at], key) === 0 ? at + 1 : at;
}

function insert(list: ReviewRecord[], review: ReviewRecord): number {
  const at = insertionPoint(list, review);
  list.splice(at, 0, review);
  return at;
}

function remove(list: ReviewRecord[], review: ReviewRecord): number {
  let at = insertionPoint(list, review);
  if (list[at] !== review) at = list.indexOf(review);
  list.splice(at, 1);
  return at;
}

export class ReviewIndex {
  readonly all: ReviewRecord[];
  readonly columns = new ReviewColumns(new Interner(), new Interner());
  readonly byLocation = new Map<string, ReviewRecord[]>();
  readonly byPublisher = new Map<string, ReviewRecord[]>();
  /** Reviews by slot, in the order they joined the index; a slot never changes. */
  readonly slots: ReviewRecord[] = [];
  readonly slotOf = new Map<ReviewRecord, number>();
  readonly contentSearch = new TextSearch(this.slots, (r) => r.content);
  readonly authorSearch = new TextSearch(this.slots, (r) => r.authorName);
  /** Reviews and their rating sum per status code, for the totals of an otherwise unfiltered list. */
  readonly statusCount = [0, 0, 0];
  readonly statusRatingSum = [0, 0, 0];

  constructor(reviews: ReviewRecord[]) {
    this.all = reviews.slice().sort(reviewOrder);
    for (const review of this.all) {
      this.assignSlot(review);
      this.countStatus(review);
      this.columns.push(review, this.slotOf.get(review) ?? 0);
      bucket(this.byLocation, review.locationId).push(review);
      bucket(this.byPublisher, review.publisherId).push(review);
    }
  }

  private assignSlot(review: ReviewRecord): void {
    this.slotOf.set(review, this.slots.length);
    this.slots.push(review);
  }

  private countStatus(review: ReviewRecord, sign = 1): void {
    const code = statusCode(review.status);
    this.statusCount[code] += sign;
    this.statusRatingSum[code] += sign * review.rating;
  }

  add(review: ReviewRecord): void {
    this.assignSlot(review);
    this.countStatus(review);
    this.columns.insertAt(insert(this.all, review), review, this.slotOf.get(review) ?? 0);
    insert(bucket(this.byLocation, review.locationId), review);
    insert(bucket(this.byPublisher, review.publisherId), review);
  }

  /**
   * Moves a review to its new place after `mutate` changes it (a comment, a new update time, an
   * edit or a new status), keeping the totals and the text search true.
   */
  update(review: ReviewRecord, mutate: () => void): void {
    const text = { content: review.content, authorName: review.authorName };
    const buckets = [
      bucket(this.byLocation, review.locationId),
      bucket(this.byPublisher, review.publisherId),
    ];
    this.columns.removeAt(remove(this.all, review));
    for (const list of buckets) remove(list, review);
    this.countStatus(review, -1);
    mutate();
    this.countStatus(review);
    if (review.content !== text.content) this.contentSearch.invalidate();
    if (review.authorName !== text.authorName) this.authorSearch.invalidate();
    review.listJson = undefined;
    this.columns.insertAt(insert(this.all, review), review, this.slotOf.get(review) ?? 0);
    for (const list of buckets) insert(list, review);
  }

  /**
   * The buckets of the narrowest id filter when they hold few reviews; undefined when scanning
   * the columns is the better plan.
   */
  smallCandidates(
    locationIds?: readonly string[],
    publisherIds?: readonly string[],
  ): ReviewRecord[] | undefined {
    const options = [
      locationIds && this.buckets(this.byLocation, locationIds),
      publisherIds && this.buckets(this.byPublisher, publisherIds),
    ]
      .filter((lists): lists is ReviewRecord[][] => lists !== undefined)
      .map((lists) => ({ lists, size: lists.reduce((sum, list) => sum + list.length, 0) }))
      .sort((a, b) => a.size - b.size);
    const best = options[0];
    if (!best || best.size > this.all.length / 16) return undefined;
    return best.lists.length === 1 ? best.lists[0] : [...new Set(best.lists.flat())].sort(reviewOrder);
  }

  private buckets(map: Map<string, ReviewRecord[]>, ids: readonly string[]): ReviewRecord[][] {
    return [...new Set(ids)].map((id) => map.get(id) ?? []);
  }
}

function bucket(map: Map<string, ReviewRecord[]>, key: string): ReviewRecord[] {
  let list = map.get(key);
  if (!list) {
    list = [];
    map.set(key, list);
  }
  return list;
}
