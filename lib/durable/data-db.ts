/**
 * What the person made, and what the service cannot give again: an IndexedDB database of its own,
 * apart from the cache (lib/cache/db.ts). The cache holds what the service sent and what is
 * derived from it, and a change of its version drops it for the backfill to rebuild; this one is
 * never dropped. It holds the outbox (replies not yet sent, or sent and shown), the reply drafts,
 * and per review the person's marks (unread and why, Done) and the earlier texts of an edited
 * review (lib/reviews/review-marks.ts). Small: a review is in `marks` only while it differs from
 * the default (read, not Done, never edited).
 *
 * Its schema changes by migrations only: DATA_MIGRATIONS in order, its version the number of them,
 * and opening an older database runs the ones it lacks (tests/unit/lib/durable/data-db.test.ts
 * builds a database at every earlier version and upgrades it). A migration that shipped is never
 * edited: the next change is one more.
 */
import { type DBSchema, type IDBPDatabase, type IDBPTransaction, openDB } from 'idb';
import type { AccountScoped } from '../cache/db';

export const DATA_DB_NAME = 'review-desk-data';

export interface DataSchema extends DBSchema {
  /** Replies waiting to be sent, or sent/failed, by the background (never lost, never twice). */
  outbox: {
    key: string;
    value: AccountScoped & { id: string; [field: string]: unknown };
    indexes: { byAccount: string };
  };
  /** Reply drafts, saved as the person types: one per review and reply target. */
  drafts: {
    key: [string, string, string];
    value: AccountScoped & { reviewId: string; target: string; [field: string]: unknown };
  };
  /** A review's marks and earlier texts, while it has any. */
  marks: {
    key: [string, string];
    value: AccountScoped & { reviewId: string; [field: string]: unknown };
  };
}

export type DataStore = 'outbox' | 'drafts' | 'marks';
export const DATA_STORES: readonly DataStore[] = ['outbox', 'drafts', 'marks'];

export type DataDb = IDBPDatabase<DataSchema>;
type UpgradeTx = IDBPTransaction<DataSchema, DataStore[], 'versionchange'>;

/**
 * One step of the schema. It may create or delete stores and indexes and move records, with
 * `tx`'s own requests only: awaiting anything else would let the upgrade's transaction end.
 */
export type Migration = (db: DataDb, tx: UpgradeTx) => void | Promise<void>;

export const DATA_MIGRATIONS: readonly Migration[] = [
  // 1: the outbox, the drafts and the marks, moved out of the cache (its version 6).
  (db) => {
    db.createObjectStore('outbox', { keyPath: 'id' }).createIndex('byAccount', 'accountId');
    db.createObjectStore('drafts', { keyPath: ['accountId', 'reviewId', 'target'] });
    db.createObjectStore('marks', { keyPath: ['accountId', 'reviewId'] });
  },
];

export const DATA_VERSION = DATA_MIGRATIONS.length;

/** Runs the migrations a database of `oldVersion` lacks, in order. */
export async function migrate(
  db: DataDb,
  oldVersion: number,
  tx: UpgradeTx,
  migrations: readonly Migration[] = DATA_MIGRATIONS,
): Promise<void> {
  for (const step of migrations.slice(oldVersion)) await step(db, tx);
}

let opening: Promise<DataDb> | undefined;

/** The database, opened once per page or worker and shared. */
export function openData(): Promise<DataDb> {
  opening ??= openDB<DataSchema>(DATA_DB_NAME, DATA_VERSION, {
    upgrade(db, oldVersion, _newVersion, tx) {
      // A migration that fails leaves the database as it was, not half migrated.
      migrate(db, oldVersion, tx).catch(() => tx.abort());
    },
    // Another page still holds the old version open: let it go so this one can upgrade.
    blocking() {
      void opening?.then((db) => db.close());
      opening = undefined;
    },
  });
  return opening;
}
