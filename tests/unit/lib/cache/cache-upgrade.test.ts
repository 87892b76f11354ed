import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toCachedReview } from '@/lib/reviews/cached-review';
import { listReview } from '../reviews/fixtures';

const NOW = 1_800_000_000_000;
const REVIEWS = 700;

/** A cache as version 3 left it: the stores and indexes of then, reviews without a row. */
async function cacheOfVersion3() {
  const db = await openDB('review-desk-cache', 3, {
    upgrade(db) {
      const reviews = db.createObjectStore('reviews', { keyPath: ['accountId', 'id'] });
      reviews.createIndex('byUpdated', ['accountId', 'updated']);
      reviews.createIndex('byInbox', ['accountId', 'inboxRank', 'updated']);
      reviews.createIndex('byPublished', ['accountId', 'publisherDate']);
      reviews.createIndex('byDone', ['accountId', 'doneAt']);
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
    },
  });
  const tx = db.transaction('reviews', 'readwrite');
  for (let i = 0; i < REVIEWS; i++) {
    const review = listReview({
      id: `old${String(i).padStart(4, '0')}`,
      rating: (i % 5) + 1,
      content: i % 10 === 0 ? 'Cosy corner' : 'Fine',
      publisherDate: `2026-10-${String((i % 28) + 1).padStart(2, '0')}T10:00`,
      lastServiceUpdateTime: `2026-10-${String((i % 28) + 1).padStart(2, '0')}T11:00`,
    });
    void tx.store.put(toCachedReview('acc', review, undefined, { origin: 'backfill', now: NOW }));
  }
  await tx.done;
  db.close();
}

beforeEach(() => {
  // A browser profile of its own, and modules that have not opened the cache yet.
  globalThis.indexedDB = new IDBFactory();
  vi.resetModules();
});

describe('a version 3 cache opened today (version 4: the side panel projection; 5: no rank index)', () => {
  it('opens a version 3 cache keeping every review; the panel reads it until the next write projects it', async () => {
    await cacheOfVersion3();
    const { openCache, CACHE_STORES } = await import('@/lib/cache/db');
    const { ReviewIndex } = await import('@/lib/reviews/review-index');
    const { cacheReviews } = await import('@/lib/reviews/review-cache-writes');
    const db = await openCache();
    expect(db.version).toBe(5);
    expect([...db.objectStoreNames].sort()).toEqual([...CACHE_STORES].sort());
    expect(await db.count('reviews')).toBe(REVIEWS);
    // The inbox ranks' index is gone; the counts come from the records until the tally is kept.
    expect([...db.transaction('reviews').store.indexNames].sort()).toEqual([
      'byDone',
      'byPublished',
      'byUpdated',
    ]);
    const { countInbox } = await import('@/lib/reviews/review-cache');
    const records = await db.getAll('reviews');
    const ranked = (...ranks: number[]) =>
      records.filter((r) => ranks.includes(r.inboxRank as number)).length;
    expect(ranked(1, 3)).toBeGreaterThan(0);
    expect(await countInbox('acc')).toEqual({ total: REVIEWS, awaiting: ranked(1, 3), unread: ranked(2, 3) });

    // No projection yet: the index reads the reviews themselves, all of them.
    const before = await ReviewIndex.open('acc');
    expect(before.size).toBe(REVIEWS);
    expect(before.query({ text: 'cosy' }, undefined, 'newest')).toHaveLength(REVIEWS / 10);

    // The next write gives every earlier review its row, then the new one the next.
    // The write edits one of them too: it keeps the row it was just given.
    await cacheReviews(
      'acc',
      [
        listReview({ id: 'new', content: 'Cosy too' }),
        listReview({ id: 'old0003', content: 'Cosy now', lastServiceUpdateTime: '2026-11-02T10:00' }),
      ],
      () => 'poll',
      NOW,
    );
    expect(await before.refresh()).toBe('rebuild');
    const rows = (await db.getAll('reviews')).map((record) => record.row as number);
    expect(rows.sort((a, b) => a - b)).toEqual(Array.from({ length: REVIEWS + 1 }, (_, i) => i));
    const after = await ReviewIndex.open('acc');
    expect(after.size).toBe(REVIEWS + 1);
    // Read from the projection: the search text comes apart.
    expect(after.hasText).toBe(false);
    await after.loadText();
    expect(after.query({ text: 'cosy' }, undefined, 'newest')).toHaveLength(REVIEWS / 10 + 2);
    expect(after.query({ minRating: 5 }, undefined, 'oldest')).toEqual(
      before.query({ minRating: 5 }, undefined, 'oldest'),
    );
    expect(after.query({ text: 'cosy now' })).toEqual(['old0003']);
    // The same write gave every review its reputation fact, at its row.
    const { readReviewFacts } = await import('@/lib/reputation/fact-cache');
    const { factChunkRange } = await import('@/lib/reputation/fact-chunks');
    expect((await readReviewFacts('acc')).facts).toHaveLength(REVIEWS + 1);
    expect(await db.count('snapshots', factChunkRange('acc'))).toBe(2);
  });
});
