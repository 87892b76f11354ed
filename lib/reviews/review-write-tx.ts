/**
 * The transaction every review write runs in (review-cache-writes.ts): the reviews with what is
 * kept in step with them (the inbox tally, the side panel's projection and, in `snapshots`, the
 * reputation facts) and
 * the sync state, which a backfill page saves with its reviews.
 */
import type { IDBPTransaction } from 'idb';
import type { CacheSchema } from '../cache/db';

type Store = 'reviews' | 'snapshots' | 'reviewRows' | 'reviewText' | 'syncState';

/** The stores a review write needs, for `db.transaction(…)`. */
export const REVIEW_WRITE_STORES: Store[] = ['reviews', 'snapshots', 'reviewRows', 'reviewText', 'syncState'];

/** A transaction that can write the reviews and everything kept with them. */
export type RowsTx = IDBPTransaction<CacheSchema, Store[], 'readwrite' | 'versionchange'>;

/** Any transaction over those stores, read-only ones included. */
export type ReviewStoresTx = IDBPTransaction<CacheSchema, Store[], IDBTransactionMode>;
