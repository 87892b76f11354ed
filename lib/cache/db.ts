/**
 * The one local cache (DESIGN.md › Contracts › Cache): an IndexedDB database shared by the
 * background (which writes) and every extension page (which reads, and renders before any network
 * call). Every record is keyed by account first, so one account's data can be wiped in one sweep
 * and never shows under another account.
 *
 * The schema lives here, once. A store's records may gain non-indexed fields freely; adding a
 * store or an index means bumping CACHE_VERSION and extending `upgrade`.
 */
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { CACHE_DB_NAME } from './db-name';

export { CACHE_DB_NAME } from './db-name';
export const CACHE_VERSION = 5;

/** Fields every cached record has: the account it belongs to. */
export interface AccountScoped {
  accountId: string;
}

export interface CacheSchema extends DBSchema {
  /**
   * Reviews with their comments; `updated` is the review's lastServiceUpdateTime. `inboxRank`
   * (0–3, unread and awaiting a response rank higher; lib/reviews/cached-review.ts) orders the
   * inbox counts (version 2); the counts per rank are kept in `snapshots` (inbox-tally.ts).
   * `byPublished` (version 3) orders the popup and the side panel's first rows by the date they
   * show (the review's `publisherDate`); `byDone` holds only the reviews set aside as Done
   * (`doneAt`, a local triage state), so the side panel finds them without reading every record.
   */
  reviews: {
    key: [string, string];
    value: AccountScoped & { id: string; updated: string; inboxRank?: number; [field: string]: unknown };
    indexes: {
      byUpdated: [string, string];
      byPublished: [string, string];
      byDone: [string, number];
    };
  };
  /** Reply drafts, saved as the person types: one per review and reply target. */
  drafts: {
    key: [string, string, string];
    value: AccountScoped & { reviewId: string; target: string; [field: string]: unknown };
  };
  /** Replies waiting to be sent, or sent/failed, by the background (never lost, never twice). */
  outbox: {
    key: string;
    value: AccountScoped & { id: string; [field: string]: unknown };
    indexes: { byAccount: string };
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
   * The side panel's projection of the reviews (version 4; lib/reviews/review-rows.ts): their
   * filter and sort fields column-wise, ROW_CHUNK rows per record, and their search text apart.
   */
  reviewRows: { key: [string, number]; value: AccountScoped & { chunk: number; [field: string]: unknown } };
  reviewText: { key: [string, number]; value: AccountScoped & { chunk: number; [field: string]: unknown } };
  /** Small precomputed summaries the popup shows instantly (listing counts, quick numbers, inbox counts…). */
  snapshots: { key: [string, string]; value: AccountScoped & { name: string; [field: string]: unknown } };
}

export type CacheStore =
  | 'reviews'
  | 'drafts'
  | 'outbox'
  | 'syncState'
  | 'locations'
  | 'publishers'
  | 'listings'
  | 'suggestions'
  | 'reviewRows'
  | 'reviewText'
  | 'snapshots';
export const CACHE_STORES: readonly CacheStore[] = [
  'reviews',
  'drafts',
  'outbox',
  'syncState',
  'locations',
  'publishers',
  'listings',
  'suggestions',
  'reviewRows',
  'reviewText',
  'snapshots',
];

export type CacheDb = IDBPDatabase<CacheSchema>;

let opening: Promise<CacheDb> | undefined;

/** The cache, opened once per page or worker and shared. */
export function openCache(): Promise<CacheDb> {
  opening ??= openDB<CacheSchema>(CACHE_DB_NAME, CACHE_VERSION, {
    // Each version's step runs once, in order, so a cache of any earlier version catches up.
    upgrade(db, oldVersion, _newVersion, tx) {
      if (oldVersion < 1) {
        const reviews = db.createObjectStore('reviews', { keyPath: ['accountId', 'id'] });
        reviews.createIndex('byUpdated', ['accountId', 'updated']);
        db.createObjectStore('drafts', { keyPath: ['accountId', 'reviewId', 'target'] });
        db.createObjectStore('outbox', { keyPath: 'id' }).createIndex('byAccount', 'accountId');
        db.createObjectStore('syncState', { keyPath: 'accountId' });
        db.createObjectStore('locations', { keyPath: ['accountId', 'id'] });
        db.createObjectStore('publishers', { keyPath: ['accountId', 'id'] });
        db.createObjectStore('listings', { keyPath: ['accountId', 'id'] }).createIndex('byLocation', [
          'accountId',
          'locationId',
        ]);
        db.createObjectStore('suggestions', { keyPath: ['accountId', 'id'] });
        db.createObjectStore('snapshots', { keyPath: ['accountId', 'name'] });
      }
      // Version 2 added an index of the inbox ranks (`byInbox`), which version 5 removes.
      if (oldVersion < 3) {
        // The date the lists show (lib/reviews/review-cache.ts › readInbox, readNewest); an
        // index added to a store fills itself from the records already there.
        tx.objectStore('reviews').createIndex('byPublished', ['accountId', 'publisherDate']);
        tx.objectStore('reviews').createIndex('byDone', ['accountId', 'doneAt']);
      }
      if (oldVersion < 4) {
        // The side panel's projection. Reviews cached before it get their rows on the account's
        // next write (lib/reviews/review-projection.ts); until then the panel reads them itself.
        db.createObjectStore('reviewRows', { keyPath: ['accountId', 'chunk'] });
        db.createObjectStore('reviewText', { keyPath: ['accountId', 'chunk'] });
      }
      if (oldVersion < 5) {
        // The inbox counts come from their tally (lib/reviews/inbox-tally.ts): an index kept on
        // every review write for a count made once per cache was the backfill's cost, not a help.
        const reviews = tx.objectStore('reviews') as unknown as IDBObjectStore;
        if (reviews.indexNames.contains('byInbox')) reviews.deleteIndex('byInbox');
      }
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
