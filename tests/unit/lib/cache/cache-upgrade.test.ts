import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { type IDBPDatabase, openDB } from 'idb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { schemaOf } from '../../schema-of';

/** A cache as an earlier version left it: some of the stores and indexes of then, with records. */
async function cacheOfVersion(version: number): Promise<void> {
  const db = await openDB('review-desk-cache', version, {
    upgrade(db) {
      const reviews = db.createObjectStore('reviews', { keyPath: ['accountId', 'id'] });
      reviews.createIndex('byUpdated', ['accountId', 'updated']);
      reviews.createIndex('byInbox', ['accountId', 'inboxRank', 'updated']);
      db.createObjectStore('drafts', { keyPath: ['accountId', 'reviewId', 'target'] });
      db.createObjectStore('outbox', { keyPath: 'id' }).createIndex('byAccount', 'accountId');
      db.createObjectStore('syncState', { keyPath: 'accountId' });
      db.createObjectStore('snapshots', { keyPath: ['accountId', 'name'] });
    },
  });
  await db.put('reviews', {
    accountId: 'acc',
    id: '1',
    updated: '2026-11-01T10:00',
    read: false,
    inboxRank: 2,
  });
  await db.put('syncState', { accountId: 'acc', backfill: null, cursor: '2026-11-01T10:00' });
  await db.put('snapshots', { accountId: 'acc', name: 'inboxTally', total: 1, ranks: [0, 0, 1, 0] });
  db.close();
}

/** The schema of a cache made today from nothing. */
async function freshSchema() {
  globalThis.indexedDB = new IDBFactory();
  vi.resetModules();
  const db = await (await import('@/lib/cache/db')).openCache();
  const schema = schemaOf(db as unknown as IDBDatabase);
  db.close();
  return schema;
}

beforeEach(() => {
  // A browser profile of its own, and modules that have not opened the cache yet.
  globalThis.indexedDB = new IDBFactory();
  vi.resetModules();
});

describe('a cache of an earlier version, opened today', () => {
  for (const version of [1, 3, 5])
    it(`version ${version}: every store is dropped and the current ones made empty, as in a fresh cache`, async () => {
      await cacheOfVersion(version);
      const { openCache, CACHE_STORES, CACHE_VERSION } = await import('@/lib/cache/db');
      const db = (await openCache()) as unknown as IDBPDatabase;
      expect(db.version).toBe(CACHE_VERSION);
      expect([...db.objectStoreNames].sort()).toEqual([...CACHE_STORES].sort());
      for (const store of CACHE_STORES) expect(await db.count(store), store).toBe(0);
      const upgraded = schemaOf(db as unknown as IDBDatabase);
      db.close();
      expect(upgraded).toEqual(await freshSchema());
    });
});
