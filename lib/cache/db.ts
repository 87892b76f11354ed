/**
 * The local cache (docs/architecture.md › Contracts › Cache): an IndexedDB database shared by the
 * background
 * (which writes) and every extension page (which reads, and renders before any network call). It
 * holds what the service sent and what is derived from it; what the person made (the outbox,
 * drafts, Read and Done marks, an edited review's earlier texts) lives apart, in
 * lib/durable/data-db.ts. Every record is keyed by account first, so one account's data can be
 * wiped in one sweep and never shows under another account.
 *
 * The schema lives here, once. A store's records may gain non-indexed fields freely; any other
 * change bumps CACHE_VERSION, and a cache of another version is dropped whole and rebuilt: each
 * account's sync state goes with it, so each backfills again, its records taking the person's
 * marks from the durable database.
 */
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

export const CACHE_DB_NAME = 'review-desk-cache';
export const CACHE_VERSION = 10;

/** Fields every cached record has: the account it belongs to. */
export interface AccountScoped {
  accountId: string;
}

export interface CacheSchema extends DBSchema {
  /**
   * Reviews with their comments; `updated` is the review's lastServiceUpdateTime. `inboxRank`
   * (0–3, unread and awaiting a response rank higher; lib/reviews/cached-review.ts) is counted per
   * rank in `snapshots` (inbox-tally.ts). `byPublished` orders the popup and the side panel's first
   * rows by the date they show (the review's `publisherDate`); `byUpdated` gives the trim the
   * oldest (review-trim.ts). Every index costs each record written (docs/benchmarks.md): the side
   * panel finds Done reviews and every other filter through its projection, not an index.
   */
  reviews: {
    key: [string, string];
    value: AccountScoped & { id: string; updated: string; inboxRank?: number; [field: string]: unknown };
    indexes: {
      byUpdated: [string, string];
      byPublished: [string, string];
    };
  };
  /** Per-account sync bookkeeping (cursor, last poll, backfill progress). */
  syncState: { key: string; value: AccountScoped & { [field: string]: unknown } };
  locations: { key: [string, string]; value: AccountScoped & { id: string; [field: string]: unknown } };
  publishers: { key: [string, string]; value: AccountScoped & { id: string; [field: string]: unknown } };
  listings: {
    key: [string, string];
    value: AccountScoped & { id: string; locationId: string; [field: string]: unknown };
    indexes: { byLocation: [string, string] };
  };
  suggestions: { key: [string, string]; value: AccountScoped & { id: string; [field: string]: unknown } };
  /**
   * The side panel's projection of the reviews (lib/reviews/review-rows.ts): their filter and sort
   * fields column-wise, ROW_CHUNK rows per record, and their search text apart.
   */
  reviewRows: { key: [string, number]; value: AccountScoped & { chunk: number; [field: string]: unknown } };
  reviewText: { key: [string, number]; value: AccountScoped & { chunk: number; [field: string]: unknown } };
  /** Small precomputed summaries the popup shows instantly (listing counts, quick numbers, inbox counts…). */
  snapshots: { key: [string, string]; value: AccountScoped & { name: string; [field: string]: unknown } };
}

export const CACHE_STORES = [
  'reviews',
  'syncState',
  'locations',
  'publishers',
  'listings',
  'suggestions',
  'reviewRows',
  'reviewText',
  'snapshots',
] as const;
export type CacheStore = (typeof CACHE_STORES)[number];

export type CacheDb = IDBPDatabase<CacheSchema>;

let opening: Promise<CacheDb> | undefined;

/** The cache, opened once per page or worker and shared. */
export function openCache(): Promise<CacheDb> {
  opening ??= openDB<CacheSchema>(CACHE_DB_NAME, CACHE_VERSION, {
    // Whatever version the cache had: every store goes, the current ones are made empty.
    upgrade(db) {
      for (const name of [...db.objectStoreNames]) db.deleteObjectStore(name);
      const reviews = db.createObjectStore('reviews', { keyPath: ['accountId', 'id'] });
      reviews.createIndex('byUpdated', ['accountId', 'updated']);
      // The date the lists show (lib/reviews/review-cache.ts › readNewest).
      reviews.createIndex('byPublished', ['accountId', 'publisherDate']);
      db.createObjectStore('syncState', { keyPath: 'accountId' });
      db.createObjectStore('locations', { keyPath: ['accountId', 'id'] });
      db.createObjectStore('publishers', { keyPath: ['accountId', 'id'] });
      db.createObjectStore('listings', { keyPath: ['accountId', 'id'] }).createIndex('byLocation', [
        'accountId',
        'locationId',
      ]);
      db.createObjectStore('suggestions', { keyPath: ['accountId', 'id'] });
      db.createObjectStore('reviewRows', { keyPath: ['accountId', 'chunk'] });
      db.createObjectStore('reviewText', { keyPath: ['accountId', 'chunk'] });
      db.createObjectStore('snapshots', { keyPath: ['accountId', 'name'] });
    },
    // Another page still holds the old version open: let it go so this one can upgrade.
    blocking() {
      void opening?.then((db) => db.close());
      opening = undefined;
    },
  });
  return opening;
}

/** Every key of one account in a store keyed `[accountId, …]`: arrays sort after all strings. */
export const accountRange = (accountId: string): IDBKeyRange =>
  IDBKeyRange.bound([accountId], [accountId, []]);

/**
 * Every record of these accounts in one run of keys, the first account's to the last's (All
 * accounts: one read where there was one per account). An account whose id sorts between them
 * is in it too: the reader keeps its accounts' records.
 */
export function accountsRange(accountIds: readonly string[]): IDBKeyRange {
  const sorted = [...accountIds].sort();
  return IDBKeyRange.bound([sorted[0]], [sorted[sorted.length - 1], []]);
}
