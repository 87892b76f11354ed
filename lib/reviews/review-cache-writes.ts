/**
 * The background's writes to cached reviews (DESIGN.md › Cache: the background writes, pages read
 * and subscribe). Every write re-reads the record inside its own transaction, so a read mark made
 * a moment earlier is never overwritten by a sync that fetched before it.
 */
import type { Comment, Review } from '../api';
import { announceChange } from '../cache/changes';
import { accountRange, type CacheSchema, type CacheStore, openCache } from '../cache/db';
import {
  type CachedReview,
  type ReviewOrigin,
  sameReview,
  toCachedReview,
  withComments,
  withDone,
  withRead,
} from './cached-review';
import { readTally, recordTally } from './inbox-tally';
import { ratingDropped } from './review-edits';
import { REVIEW_WRITE_STORES, readRowsMeta, recordRows } from './review-projection';

/**
 * Review writes also keep the inbox tally (inbox-tally.ts) and the side panel's projection
 * (review-projection.ts) in the same transaction.
 */
const writeReviews = async () => (await openCache()).transaction(REVIEW_WRITE_STORES, 'readwrite');

export interface CachedReviewChanges {
  /** Reviews the cache did not hold before this write. */
  created: CachedReview[];
  /** Reviews it held in another form (edited, or a comment added). */
  edited: CachedReview[];
  /** Those of `edited` whose rating this write lowered: each is listed by one write only. */
  ratingDrops: CachedReview[];
}

/** The ids of every review the cache holds for the account. */
export async function readCachedIds(accountId: string): Promise<Set<string>> {
  const keys = await (await openCache()).getAllKeys('reviews', accountRange(accountId));
  return new Set(keys.map(([, id]) => id));
}

/** The `updated` of each cached review among `ids` (absent ones are not in the map). */
export async function readKnownUpdates(
  accountId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const tx = (await openCache()).transaction('reviews');
  const records = await Promise.all(ids.map((id) => tx.store.get([accountId, id])));
  await tx.done;
  const known = new Map<string, string>();
  for (const record of records) if (record) known.set(record.id, record.updated);
  return known;
}

export interface CacheReviewsOptions {
  /**
   * Saved in the same transaction as the reviews: the sync's progress never runs ahead of them.
   */
  syncState?: CacheSchema['syncState']['value'];
  /**
   * Whether the cache may hold this review already. A caller that holds every id the account
   * has cached (the backfill) answers no for the others, which are then written without reading
   * them first; without it, every review is read.
   */
  mayBeCached?: (reviewId: string) => boolean;
}

/**
 * Writes fetched reviews. `originOf` says, per review new to the cache, whether it is history
 * (backfill) or an arrival; an arrival is claimed for announcement here (`notifiedAt`), in the same
 * transaction that makes it known, so no later poll can announce it again.
 */
export async function cacheReviews(
  accountId: string,
  fetched: readonly Review[],
  originOf: (review: Review) => ReviewOrigin,
  now: number,
  { syncState, mayBeCached = () => true }: CacheReviewsOptions = {},
): Promise<CachedReviewChanges> {
  const result: CachedReviewChanges = { created: [], edited: [], ratingDrops: [] };
  if (fetched.length === 0 && !syncState) return result;
  // One write per review: pages read while the list moves can bring one twice (the later wins).
  const reviews = [...new Map(fetched.map((review) => [review.id, review])).values()];
  const tx = await writeReviews();
  if (syncState) void tx.objectStore('syncState').put(syncState);
  const store = tx.objectStore('reviews');
  // Every read in one go: the records, the tally and the projection's snapshot.
  const [previous, tally, rows] = await Promise.all([
    Promise.all(
      reviews.map((review) => (mayBeCached(review.id) ? store.get([accountId, review.id]) : undefined)),
    ),
    // The same stores and more: the tally reads one of them.
    readTally(tx as unknown as Parameters<typeof readTally>[0], accountId),
    readRowsMeta(tx, accountId),
  ]);
  const changes: { before?: CachedReview; after: CachedReview }[] = [];
  reviews.forEach((review, i) => {
    const before = previous[i] as CachedReview | undefined;
    if (before && sameReview(before, review)) return; // nothing new: no write, no change event
    const origin = before ? 'poll' : originOf(review);
    let record = toCachedReview(accountId, review, before, { origin, now });
    if (!before && origin === 'poll') record = { ...record, notifiedAt: now };
    (before ? result.edited : result.created).push(record);
    if (ratingDropped(before, record)) result.ratingDrops.push(record);
    changes.push({ before, after: record });
  });
  await recordTally(tx, accountId, changes, { stored: tally });
  await recordRows(tx, accountId, changes, { stored: rows });
  await Promise.all([...changes.map(({ after }) => store.put(after)), tx.done]);
  const stores: CacheStore[] = [
    ...(changes.length ? ['reviews' as const] : []),
    ...(syncState ? ['syncState' as const] : []),
  ];
  if (stores.length) announceChange({ accountId, stores });
  return result;
}

/** Applies `change` to one cached review, if present; returns the new record. */
async function updateOne(
  accountId: string,
  reviewId: string,
  change: (record: CachedReview) => CachedReview,
): Promise<CachedReview | undefined> {
  const tx = await writeReviews();
  const store = tx.objectStore('reviews');
  const record = (await store.get([accountId, reviewId])) as CachedReview | undefined;
  const next = record && change(record);
  if (record && next) {
    await recordTally(tx, accountId, [{ before: record, after: next }]);
    await recordRows(tx, accountId, [{ before: record, after: next }]);
    await store.put(next);
  }
  await tx.done;
  if (next) announceChange({ accountId, stores: ['reviews'] });
  return next;
}

/** Marks reviews read or unread (the badge's "unread" mode and the inbox order follow). */
export async function markReviewsRead(
  accountId: string,
  reviewIds: readonly string[],
  read: boolean,
): Promise<void> {
  const tx = await writeReviews();
  const store = tx.objectStore('reviews');
  const records = await Promise.all(reviewIds.map((id) => store.get([accountId, id])));
  const changes = records
    .filter((record) => record !== undefined)
    .map((record) => ({ before: record as CachedReview, after: withRead(record as CachedReview, read) }));
  await recordTally(tx, accountId, changes);
  await recordRows(tx, accountId, changes);
  await Promise.all([...changes.map(({ after }) => store.put(after)), tx.done]);
  announceChange({ accountId, stores: ['reviews'] });
}

/**
 * Sets reviews aside as Done, or brings them back to the Inbox. A local state: the service is not
 * told, and the inbox tally is unchanged (a Done review awaiting a response still awaits one).
 */
export async function markReviewsDone(
  accountId: string,
  reviewIds: readonly string[],
  done: boolean,
  now = Date.now(),
): Promise<void> {
  const tx = await writeReviews();
  const store = tx.objectStore('reviews');
  const records = await Promise.all(reviewIds.map((id) => store.get([accountId, id])));
  const changes = records
    .filter((record) => record !== undefined)
    .map((record) => ({
      before: record as CachedReview,
      after: withDone(record as CachedReview, done ? now : undefined),
    }));
  await recordRows(tx, accountId, changes);
  await Promise.all([...changes.map(({ after }) => store.put(after)), tx.done]);
  announceChange({ accountId, stores: ['reviews'] });
}

/** Adds a comment the business just posted, so the thread shows it before the next poll. */
export function addPostedComment(accountId: string, reviewId: string, comment: Comment) {
  return updateOne(accountId, reviewId, (record) =>
    record.comments.some((existing) => existing.id === comment.id)
      ? record
      : withComments(record, [...record.comments, comment]),
  );
}

/** Replaces a cached thread with the one just read back from the service. */
export function replaceThread(accountId: string, reviewId: string, comments: readonly Comment[]) {
  return updateOne(accountId, reviewId, (record) => withComments(record, comments));
}

/** One cached review, as the background sees it. */
export async function readCachedReview(
  accountId: string,
  reviewId: string,
): Promise<CachedReview | undefined> {
  return (await (await openCache()).get('reviews', [accountId, reviewId])) as CachedReview | undefined;
}
