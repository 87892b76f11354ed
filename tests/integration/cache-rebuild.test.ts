/**
 * A cache of an earlier version, against the emulator over real HTTP (issue 28 › What a person made
 * is durable): with a reply waiting in the outbox, a draft, reviews marked read and unread, others
 * Done and one edited, the cache's upgrade drops it whole; the next sync backfills it again, and
 * the inbox is whole, every mark, draft and reply is as it was and shows on the rebuilt reviews,
 * and nothing old is announced as new.
 */

import { openDB } from 'idb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { CACHE_DB_NAME, CACHE_STORES, CACHE_VERSION, openCache } from '@/lib/cache/db';
import { announceArrivals } from '@/lib/notify/new-review-notifier';
import { queueReply } from '@/lib/outbox/reply-outbox';
import type { CachedReview } from '@/lib/reviews/cached-review';
import { countInbox, readDraft, readDraftReviewIds, readOutbox, saveDraft } from '@/lib/reviews/review-cache';
import { markReviews } from '@/lib/reviews/review-cache-writes';
import { ReviewIndex } from '@/lib/reviews/review-index';
import { type SyncDeps, type SyncRunResult, syncAllAccounts } from '@/lib/sync/sync-runner';
import { loadSyncState } from '@/lib/sync/sync-state';
import { readReviews } from '../unit/lib/reviews/read-reviews';
import { ACCOUNT, clearCache, connectAccount, type Harness, startHarness, syncDeps } from './sync-harness';

let harness: Harness;

const announced: string[] = [];
/** The sync's dependencies, noting every review announced. */
const deps = (): SyncDeps =>
  syncDeps(harness, {
    announce: async (arrived, drops) => {
      announced.push(...arrived.map((review) => review.id), ...drops.map((review) => `drop:${review.id}`));
      await announceArrivals(arrived, harness.now(), drops);
    },
  });
const poll = async (): Promise<SyncRunResult> => {
  await harness.advance(5 * 60_000);
  return syncAllAccounts('alarm', deps());
};

/** What the person made of each cached review, and what the service cannot give again. */
async function localState(): Promise<Map<string, unknown>> {
  const { reviews } = await readReviews(ACCOUNT);
  return new Map(
    reviews.map((review: CachedReview) => [
      review.id,
      { read: review.read, unreadReason: review.unreadReason, doneAt: review.doneAt, edits: review.edits },
    ]),
  );
}

/**
 * Makes the cache a version-5 one, as the build before the durable database left it: the stores of
 * then (the drafts and the outbox among them) holding the records the cache holds now. Deleting
 * the database makes this worker let go of its connection (lib/cache/db.ts › blocking), so its
 * next read opens the cache at today's version and runs the upgrade.
 */
async function makeCacheVersion5(): Promise<void> {
  const cache = await openCache();
  const held = Object.fromEntries(
    await Promise.all(CACHE_STORES.map(async (store) => [store, await cache.getAll(store)] as const)),
  );
  await new Promise<void>((resolve, reject) => {
    const request = indexedDB.deleteDatabase(CACHE_DB_NAME);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error);
  });
  const old = await openDB(CACHE_DB_NAME, 5, {
    upgrade(db) {
      const reviews = db.createObjectStore('reviews', { keyPath: ['accountId', 'id'] });
      reviews.createIndex('byUpdated', ['accountId', 'updated']);
      reviews.createIndex('byPublished', ['accountId', 'publisherDate']);
      reviews.createIndex('byDone', ['accountId', 'doneAt']);
      db.createObjectStore('drafts', { keyPath: ['accountId', 'reviewId', 'target'] });
      db.createObjectStore('outbox', { keyPath: 'id' }).createIndex('byAccount', 'accountId');
      db.createObjectStore('syncState', { keyPath: 'accountId' });
      for (const store of ['locations', 'publishers', 'suggestions'])
        db.createObjectStore(store, { keyPath: ['accountId', 'id'] });
      db.createObjectStore('listings', { keyPath: ['accountId', 'id'] }).createIndex('byLocation', [
        'accountId',
        'locationId',
      ]);
      db.createObjectStore('reviewRows', { keyPath: ['accountId', 'chunk'] });
      db.createObjectStore('reviewText', { keyPath: ['accountId', 'chunk'] });
      db.createObjectStore('snapshots', { keyPath: ['accountId', 'name'] });
    },
  });
  for (const [store, records] of Object.entries(held))
    for (const record of records) await old.put(store, record);
  expect(old.version).toBe(5);
  expect(await old.count('reviews')).toBeGreaterThan(0);
  old.close();
}

let before: {
  local: Map<string, unknown>;
  counts: Awaited<ReturnType<typeof countInbox>>;
  outbox: Awaited<ReturnType<typeof readOutbox>>;
};
let marked: {
  unreadByHand: string;
  readByHand: string;
  arrival: string;
  done: string[];
  edited: string;
  drafted: string;
};

beforeAll(async () => {
  fakeBrowser.reset();
  await clearCache();
  harness = await startHarness({ reviews: 300 });
  await connectAccount(harness, 'Rebuilt');
  const edited = await harness.addReview({ rating: 2, content: 'Cold coffee.', publisherId: 'BRANDB' });
  await syncAllAccounts('startup', deps()); // the backfill: everything read, nothing announced

  // Two arrivals (unread, "new"), and an edit of a review the backfill brought.
  const arrivals = [
    await harness.addReview({ rating: 5, publisherId: 'BRANDB', content: 'Lovely terrace.' }),
    await harness.addReview({ rating: 1, publisherId: 'BRANDB', content: 'Never again.' }),
  ];
  await fetch(`${harness.emulator.baseUrl}/__emulator/reviews/${edited.id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rating: 4, content: 'Better on a second visit.' }),
  });
  expect((await poll()).accounts[0].arrived).toHaveLength(2);

  const { reviews } = await readReviews(ACCOUNT, { publisherIds: ['BRANDB'] });
  const history = reviews.filter((review) => review.read).map((review) => review.id);
  marked = {
    unreadByHand: history[0],
    readByHand: String(arrivals[0].id),
    arrival: String(arrivals[1].id),
    done: [history[1], history[2], String(arrivals[1].id)],
    edited: String(edited.id),
    drafted: history[3],
  };
  await markReviews(ACCOUNT, [marked.unreadByHand], { read: false });
  await markReviews(ACCOUNT, [marked.readByHand], { read: true });
  await markReviews(ACCOUNT, marked.done, { done: true }, harness.now());
  await saveDraft({ accountId: ACCOUNT, reviewId: marked.drafted, text: 'Thank you for com' });
  // A reply held for an hour: still waiting in the outbox when the cache goes.
  await queueReply(
    { accountId: ACCOUNT, reviewId: history[4], visibility: 'PUBLIC', content: 'Thanks, see you soon!' },
    harness.now(),
    60 * 60_000,
  );
  before = {
    local: await localState(),
    counts: await countInbox(ACCOUNT),
    outbox: await readOutbox(ACCOUNT),
  };
  // What the arrivals announced is over: from here on nothing is.
  announced.length = 0;
  for (const id of Object.keys(await fakeBrowser.notifications.getAll()))
    await fakeBrowser.notifications.clear(id);
});
afterAll(() => harness.close());

describe('a cache of an earlier version', () => {
  it('is dropped whole, and the backfill rebuilds it with every mark, draft and reply as it was', async () => {
    // What the marks are, as the inbox showed them before.
    expect(before.local.get(marked.unreadByHand)).toMatchObject({ read: false, unreadReason: undefined });
    expect(before.local.get(marked.readByHand)).toMatchObject({ read: true });
    expect(before.local.get(marked.arrival)).toMatchObject({ read: false, unreadReason: { kind: 'new' } });
    expect(before.local.get(marked.edited)).toMatchObject({
      read: false,
      unreadReason: { kind: 'edited' },
      edits: [expect.objectContaining({ rating: 2, content: 'Cold coffee.' })],
    });
    for (const id of marked.done) expect(before.local.get(id)).toMatchObject({ doneAt: expect.any(Number) });
    expect(before.outbox).toHaveLength(1);

    await makeCacheVersion5();
    const cache = await openCache();
    expect(cache.version).toBe(CACHE_VERSION);
    expect(await cache.count('reviews')).toBe(0);
    expect([...cache.objectStoreNames].sort()).toEqual([...CACHE_STORES].sort());
    // The sync state went with the cache: the account backfills again.
    expect((await loadSyncState(ACCOUNT, harness.now())).backfill).toMatchObject({ offset: 0 });

    const rebuild = await poll();
    expect(rebuild.accounts[0].error).toBeUndefined();
    expect((await loadSyncState(ACCOUNT, harness.now())).backfill).toBeNull();
    // The inbox is whole, each review as the person left it.
    expect(await countInbox(ACCOUNT)).toEqual(before.counts);
    expect(await localState()).toEqual(before.local);
    const index = await ReviewIndex.build(ACCOUNT);
    expect(index.size).toBe(before.counts.total);
    expect(index.query({ done: true }).sort()).toEqual([...marked.done].sort());
    expect(index.query({ unread: true })).toContain(marked.unreadByHand);
    expect(index.query({ unread: true })).not.toContain(marked.readByHand);
    // The draft and the waiting reply are where they were.
    expect(await readDraftReviewIds(ACCOUNT)).toEqual(new Set([marked.drafted]));
    expect(await readDraft(ACCOUNT, marked.drafted)).toMatchObject({ text: 'Thank you for com' });
    expect(await readOutbox(ACCOUNT)).toEqual(before.outbox);

    // Nothing old is announced as new, by the rebuild or by the next pass.
    const next = await poll();
    expect(rebuild.accounts[0].arrived).toEqual([]);
    expect(next.accounts[0].arrived).toEqual([]);
    expect(announced).toEqual([]);
    expect(await fakeBrowser.notifications.getAll()).toEqual({});
  });
});
