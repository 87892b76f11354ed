/**
 * The read side of the reviews cache, for the popup and the side panel (docs/architecture.md › The
 * stores: pages render
 * from the cache first, then ask the background to refresh). Everything here reads IndexedDB
 * directly and never waits on the network; subscribe to `onCacheChange` (lib/cache/changes.ts) and
 * read again when `reviews`, `drafts` or `outbox` of the shown account change.
 *
 * Writes go through the background (lib/messaging.ts), except drafts, which pages save as the
 * person types (reply-drafts.ts, re-exported here). Drafts and the outbox live in the durable
 * database (lib/durable/data-db.ts), and are read through here all the same.
 */
import { unwrap, wrap } from 'idb';
import { accountRange, openCache } from '../cache/db';
import type { CachedReview } from './cached-review';
import { type CommentNode, commentThread } from './comment-thread';
import { countsOf, EMPTY_TALLY, type InboxCounts, readTally } from './inbox-tally';

export type { OutboxItem, OutboxStatus, ReplyProblem } from '../outbox/outbox-machine';
export { readOutbox } from '../outbox/outbox-store';
export { type PendingReply, pendingReply } from '../outbox/pending-reply';
export type { CachedReview } from './cached-review';
export type { CommentNode } from './comment-thread';
export type { InboxCounts } from './inbox-tally';
export {
  clearDraft,
  draftTarget,
  type ReplyDraft,
  readDraft,
  readDraftReviewIds,
  restoreReplyText,
  saveDraft,
} from './reply-drafts';
export type { ReviewFilter } from './review-filter';

/** The account's `limit` newest reviews by `publisherDate`, in one request where the browser can. */
async function readNewestFirst(accountId: string, limit: number): Promise<CachedReview[]> {
  const tx = (await openCache()).transaction('reviews');
  const index = tx.store.index('byPublished');
  const range = accountRange(accountId);
  // One request for them all where the browser has getAllRecords (Chrome 141+); a cursor makes a
  // round trip per record, a good part of the popup's time to content (docs/benchmarks.md).
  const native = unwrap(index) as IDBIndex & { getAllRecords?: GetAllRecords };
  if (native.getAllRecords) {
    const records = await wrap(native.getAllRecords({ query: range, count: limit, direction: 'prev' }));
    // A read-only request's result is final once it succeeds: waiting for the transaction to
    // complete as well held the first screen for one more turn of the page's busy main thread.
    tx.done.catch(() => {});
    return records.map((record) => record.value as CachedReview);
  }
  const reviews: CachedReview[] = [];
  let cursor = await index.openCursor(range, 'prev');
  while (cursor && reviews.length < limit) {
    reviews.push(cursor.value as CachedReview);
    cursor = await cursor.continue();
  }
  await tx.done;
  return reviews;
}

/** IndexedDB's `getAllRecords` (not yet in TypeScript's DOM types, nor in every browser). */
type GetAllRecords = (options: {
  query: IDBKeyRange;
  count: number;
  direction: IDBCursorDirection;
}) => IDBRequest<{ value: unknown }[]>;

/** The account's counts, from its inbox tally: one small read. */
export async function countInbox(accountId: string): Promise<InboxCounts> {
  const tx = (await openCache()).transaction(['reviews', 'snapshots']);
  const tally = (await readTally(tx, accountId)) ?? EMPTY_TALLY;
  await tx.done;
  return countsOf(tally);
}

/**
 * Reviews `offset`…`offset+limit` of the account, newest by the date each card shows
 * (`publisherDate`) first, through the `byPublished` index so it stays instant at 100,000 reviews:
 * the popup's list, and the side panel's default sort (review-sort.ts › newest, up to its id
 * tie-break). Ordering the popup by anything else (last update, unread first) made the shown dates
 * read 1d, 3d, 20h, 1w: unread reviews carry their own dot and the tab counts those awaiting a
 * response, so the order is left to the one thing the person can check, the date. Nothing is
 * counted: IndexedDB counts by walking every key, seconds at 100,000 reviews on a slow machine,
 * while a page of 50 near the top is read at once.
 */
export async function readNewest(
  accountId: string,
  { offset = 0, limit = 50 }: { offset?: number; limit?: number } = {},
): Promise<CachedReview[]> {
  // The first page: the popup's list, and the panel's first rows (components/reviews/inbox/first-screen.ts).
  if (offset === 0) return readNewestFirst(accountId, limit);
  const tx = (await openCache()).transaction('reviews');
  const reviews: CachedReview[] = [];
  let cursor = await tx.store.index('byPublished').openCursor(accountRange(accountId), 'prev');
  if (cursor && offset > 0) cursor = await cursor.advance(offset);
  while (cursor && reviews.length < limit) {
    reviews.push(cursor.value as CachedReview);
    cursor = await cursor.continue();
  }
  await tx.done;
  return reviews;
}

/** The given reviews in the given order, in one read; ids no longer cached are left out. */
export async function readReviewsByIds(accountId: string, ids: readonly string[]): Promise<CachedReview[]> {
  if (ids.length === 0) return [];
  const tx = (await openCache()).transaction('reviews');
  const found = await Promise.all(ids.map((id) => tx.store.get([accountId, id])));
  await tx.done;
  return found.filter((review) => review !== undefined) as CachedReview[];
}

/** Reviews of several accounts, `[accountId, id]` each, in the given order, in one read. */
export async function readReviewsByKeys(keys: readonly [string, string][]): Promise<CachedReview[]> {
  if (keys.length === 0) return [];
  const tx = (await openCache()).transaction('reviews');
  const found = await Promise.all(keys.map((key) => tx.store.get(key)));
  await tx.done;
  return found.filter((review) => review !== undefined) as CachedReview[];
}

export async function readReview(accountId: string, reviewId: string): Promise<CachedReview | undefined> {
  return (await (await openCache()).get('reviews', [accountId, reviewId])) as CachedReview | undefined;
}

/** A review and its comments nested by `parentId`; undefined when it is not cached. */
export async function readThread(
  accountId: string,
  reviewId: string,
): Promise<{ review: CachedReview; thread: CommentNode[] } | undefined> {
  const review = await readReview(accountId, reviewId);
  return review && { review, thread: commentThread(review.comments) };
}
