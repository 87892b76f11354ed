/**
 * How many of an account's cached reviews sit at each inbox rank (cached-review.ts › inboxRank),
 * kept as a snapshot next to them. Counting 100,000 records through an index takes IndexedDB about
 * half a second, during which other reads of the store wait (the side panel's first rows, the
 * popup's list); the tally makes the counts of the badge and the tabs one small read.
 *
 * Every write to the reviews store (review-cache-writes.ts) updates the tally in the same
 * transaction, so the two never disagree; an account without one has no review cached.
 */
import type { IDBPTransaction } from 'idb';
import type { CacheSchema } from '../cache/db';

/** The snapshot's name in the `snapshots` store. */
export const INBOX_TALLY = 'inboxTally';

export interface InboxTally {
  /** Every cached review of the account. */
  total: number;
  /**
   * Reviews in the Inbox at inbox rank 0, 1, 2 and 3, then those set aside as Done, whatever their
   * rank: Done takes a review out of every count the Inbox, the badge and the popup show.
   */
  ranks: [number, number, number, number, number];
}

/** Where a review counts in the tally: its inbox rank, or the Done bucket. */
const DONE_BUCKET = 4;
const bucketOf = (review: { inboxRank: number; doneAt?: number }): number =>
  review.doneAt !== undefined ? DONE_BUCKET : review.inboxRank;

export interface InboxCounts {
  total: number;
  /** In the Inbox (not Done), awaiting a reply that can be given (`needsReply`): ranks 1 and 3. */
  awaiting: number;
  /** In the Inbox, unread: ranks 2 and 3. */
  unread: number;
}

/** The tally of an account with no review cached. */
export const EMPTY_TALLY: InboxTally = { total: 0, ranks: [0, 0, 0, 0, 0] };

export const countsOf = ({ total, ranks }: InboxTally): InboxCounts => ({
  total,
  awaiting: ranks[1] + ranks[3],
  unread: ranks[2] + ranks[3],
});

/** Any transaction that can read the reviews store. */
type ReviewsTx = IDBPTransaction<CacheSchema, ('reviews' | 'snapshots')[], IDBTransactionMode>;
/** A review write (review-cache-writes.ts), which also holds the projection's stores. */
type WriteTx = IDBPTransaction<
  CacheSchema,
  ('reviews' | 'snapshots' | 'reviewRows' | 'reviewText' | 'syncState')[],
  'readwrite'
>;

/** The stored tally, if this cache has one for the account. */
export async function readTally(tx: ReviewsTx, accountId: string): Promise<InboxTally | undefined> {
  const record = await tx.objectStore('snapshots').get([accountId, INBOX_TALLY]);
  return record && { total: record.total as number, ranks: record.ranks as InboxTally['ranks'] };
}

/**
 * Updates the account's tally for reviews written in `tx`: each change is the record before the
 * write (absent for a new review) and after it (absent for one that leaves the cache,
 * review-trim.ts). Call it before the transaction ends. `read` is
 * the stored tally when the caller has read it already in `tx` (with its other reads, in one go).
 */
export async function recordTally(
  writeTx: WriteTx,
  accountId: string,
  changes: readonly {
    before?: { inboxRank: number; doneAt?: number };
    after?: { inboxRank: number; doneAt?: number };
  }[],
  read?: { stored: InboxTally | undefined },
): Promise<void> {
  if (changes.length === 0) return;
  // The same stores and more: only these two are used here.
  const tx = writeTx as unknown as IDBPTransaction<CacheSchema, ('reviews' | 'snapshots')[], 'readwrite'>;
  // Counted before this transaction's writes land, or the new records would count twice.
  const tally = (read ? read.stored : await readTally(tx, accountId)) ?? EMPTY_TALLY;
  const ranks = [...tally.ranks] as InboxTally['ranks'];
  let total = tally.total;
  for (const { before, after } of changes) {
    if (before) ranks[bucketOf(before)] -= 1;
    else total += 1;
    if (after) ranks[bucketOf(after)] += 1;
    else total -= 1;
  }
  await tx.objectStore('snapshots').put({ accountId, name: INBOX_TALLY, total, ranks });
}
