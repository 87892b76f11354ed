/**
 * The side panel's in-memory projection of an account's cached reviews: for each, only what the
 * filters look at (review-filter.ts › ReviewFacts), in list order. Filtering 100,000 of these takes
 * milliseconds, so the list re-filters on every keystroke and scrolls by reading 50-review slices
 * by key (review-cache.ts › readReviewsByIds); no query reads every record again.
 *
 * Built once per account by a chunked scan, then kept current by `refresh` on every cache change:
 * records updated at or after the newest known update are read again, and the read/awaiting flags
 * of all come from the `byInbox` index's keys alone. A reply the background records without a new
 * update time changes the flags (caught) but its words reach the text search only at the next
 * build: the next poll reads the review back with a new update time anyway.
 */
import { accountRange, openCache } from '../cache/db';
import type { CachedReview } from './cached-review';
import { rankRange } from './inbox-tally';
import type { PlaceLookup } from './place-facts';
import { factsMatcher, type ReviewFacts, type ReviewFilter, reviewFacts } from './review-filter';
import { newestFirst, type ScanOptions, scanReviews } from './review-scan';
import { compareBy, type ReviewSort, type SortFacts, waitingSince } from './review-sort';

export interface Distinct {
  locationIds: string[];
  publisherIds: string[];
  emails: boolean;
}

export interface IndexedReview extends ReviewFacts, SortFacts {
  id: string;
  updated: string;
}

const indexed = (review: CachedReview): IndexedReview => ({
  id: review.id,
  updated: review.updated,
  published: review.publisherDate ?? '',
  waitingSince: waitingSince(review),
  ...reviewFacts(review),
});

export class ReviewIndex {
  private readonly rows = new Map<string, IndexedReview>();
  private order: IndexedReview[] = [];
  private newest = '';
  /** `distinct()`'s answer, until a record is added or changed. */
  private choices?: Distinct;
  /** The rows in each sort order asked for, until a record is added or changed. */
  private readonly sorted = new Map<ReviewSort, IndexedReview[]>();

  private constructor(readonly accountId: string) {}

  /** Scans the account; `onProgress` hears how many were read so far. */
  static async build(
    accountId: string,
    { onProgress, ...scan }: Omit<ScanOptions, 'chunk'> & { onProgress?: (loaded: number) => void } = {},
  ): Promise<ReviewIndex> {
    const index = new ReviewIndex(accountId);
    for await (const batch of scanReviews(accountId, scan)) {
      for (const review of batch) index.put(indexed(review));
      onProgress?.(index.rows.size);
    }
    index.sort();
    return index;
  }

  get size(): number {
    return this.rows.size;
  }

  /**
   * Ids of the reviews matching `filter`, in `sort` order (review-sort.ts), or newest update first
   * without one; `places` joins location facts. Each order is sorted once and kept, so typing in
   * the search box only filters.
   */
  query(filter: ReviewFilter, places?: PlaceLookup, sort?: ReviewSort): string[] {
    const matches = factsMatcher(filter, places);
    const ids: string[] = [];
    for (const row of sort ? this.inOrder(sort) : this.order) if (matches(row)) ids.push(row.id);
    return ids;
  }

  private inOrder(sort: ReviewSort): IndexedReview[] {
    let rows = this.sorted.get(sort);
    if (!rows) {
      rows = [...this.order].sort(compareBy(sort));
      this.sorted.set(sort, rows);
    }
    return rows;
  }

  get(id: string): IndexedReview | undefined {
    return this.rows.get(id);
  }

  /**
   * Every location and publisher that has a review, for the filters' choices, and whether any
   * review's email is cached (the email filter is offered only then).
   */
  distinct(): Distinct {
    this.choices ??= this.collectDistinct();
    return this.choices;
  }

  private collectDistinct(): Distinct {
    const locations = new Set<string>();
    const publishers = new Set<string>();
    let emails = false;
    for (const row of this.order) {
      locations.add(row.locationId);
      publishers.add(row.publisherId);
      emails ||= row.authorEmail !== '';
    }
    return { locationIds: [...locations].sort(), publisherIds: [...publishers].sort(), emails };
  }

  /**
   * Catches up with the cache; resolves to false when nothing the list shows changed. A record
   * count that no longer adds up (reviews removed) means a rebuild, which the caller does.
   */
  async refresh(): Promise<'unchanged' | 'changed' | 'rebuild'> {
    const { accountId } = this;
    const tx = (await openCache()).transaction('reviews');
    const inbox = tx.store.index('byInbox');
    const [count, recent, readAwaiting, unreadCalm, unreadAwaiting, doneKeys] = await Promise.all([
      tx.store.count(accountRange(accountId)),
      tx.store.index('byUpdated').getAll(IDBKeyRange.bound([accountId, this.newest], [accountId, []])),
      inbox.getAllKeys(rankRange(accountId, 1, 1)),
      inbox.getAllKeys(rankRange(accountId, 2, 2)),
      inbox.getAllKeys(rankRange(accountId, 3, 3)),
      // Done is set without a new update time: only this index tells which are.
      tx.store.index('byDone').getAllKeys(accountRange(accountId)),
    ]);
    await tx.done;
    let changed = false;
    let reorder = false;
    for (const review of recent as CachedReview[]) {
      const before = this.rows.get(review.id);
      const after = indexed(review);
      if (before && sameRow(before, after)) continue;
      reorder ||= before?.updated !== after.updated;
      this.put(after);
      changed = true;
    }
    if (count !== this.rows.size) return 'rebuild';
    const ids = (keys: IDBValidKey[]) => new Set(keys.map((key) => (key as [string, string])[1]));
    const [awaitingRead, unread, both] = [ids(readAwaiting), ids(unreadCalm), ids(unreadAwaiting)];
    const doneIds = ids(doneKeys);
    for (const row of this.order) {
      const read = !unread.has(row.id) && !both.has(row.id);
      const needsReply = awaitingRead.has(row.id) || both.has(row.id);
      const done = doneIds.has(row.id);
      if (row.read === read && row.needsReply === needsReply && row.done === done) continue;
      row.read = read;
      row.needsReply = needsReply;
      row.done = done;
      changed = true;
    }
    if (changed) this.sorted.clear();
    if (reorder) this.sort();
    return changed ? 'changed' : 'unchanged';
  }

  private put(row: IndexedReview): void {
    this.choices = undefined;
    this.sorted.clear();
    const known = this.rows.get(row.id);
    if (known) Object.assign(known, row);
    else {
      this.rows.set(row.id, row);
      this.order.push(row);
    }
    if (row.updated > this.newest) this.newest = row.updated;
  }

  private sort(): void {
    this.order.sort(newestFirst);
  }
}

function sameRow(a: IndexedReview, b: IndexedReview): boolean {
  return (Object.keys(b) as (keyof IndexedReview)[]).every((key) => a[key] === b[key]);
}
