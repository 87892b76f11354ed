/**
 * The reviews backfill is bounded: it keeps the newest reviews up to the cache's size per account
 * (injected small here, as `maxReviews`, where the background leaves REVIEWS_PER_ACCOUNT), says
 * older ones were left out, and a `count` that grows with every page cannot keep its walk going.
 * Against the emulator over loopback.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { ReviewsApi } from '@/lib/api';
import { countInbox, readReviewsByIds } from '@/lib/reviews/review-cache';
import { readOlderLeftOut } from '@/lib/sync/kept-reviews';
import { syncAllAccounts } from '@/lib/sync/sync-runner';
import { initialSyncState, loadSyncState, saveSyncState } from '@/lib/sync/sync-state';
import { ACCOUNT, clearCache, connectAccount, type Harness, startHarness, syncDeps } from './sync-harness';

let harness: Harness;
/** Reviews on the service now (a test adds one). */
const serviceTotal = async () => (await harness.client().reviews.list({ limit: 1 })).count;

beforeAll(async () => {
  harness = await startHarness({ reviews: 500 });
});
afterAll(() => harness.close());
beforeEach(async () => {
  fakeBrowser.reset();
  await clearCache();
  await connectAccount(harness, 'Slice');
  await harness.clearRequests();
});

describe('the cache keeps the newest reviews per account', () => {
  it('stops the backfill at the cap, keeps the newest, says older are left out, and syncs on', async () => {
    const run = await syncAllAccounts('startup', syncDeps(harness, { maxReviews: 250 }));
    expect(run.accounts[0].error).toBeUndefined();
    expect((await countInbox(ACCOUNT)).total).toBe(250);
    // Nothing past the cap was asked for, ahead or not.
    expect((await harness.requests()).map((request) => Number(request.query.offset))).toEqual([0, 100, 200]);
    // The newest 250, as the service lists them, and none older.
    const newest = (await harness.client().reviews.list({ limit: 100, offset: 200 })).reviews;
    expect(await readReviewsByIds(ACCOUNT, [newest[49].id])).toHaveLength(1);
    expect(await readReviewsByIds(ACCOUNT, [newest[50].id])).toEqual([]);
    const state = await loadSyncState(ACCOUNT, harness.now());
    expect(state.backfill).toBeNull();
    expect(state.olderLeftOut).toBe(250);
    expect(await readOlderLeftOut([ACCOUNT])).toBe(250);

    // New reviews still arrive on top.
    await harness.advance(5 * 60_000);
    const arrived = await harness.addReview({ rating: 2, publisherId: 'BRANDB' });
    await harness.advance(60_000);
    const next = await syncAllAccounts('alarm', syncDeps(harness, { maxReviews: 250 }));
    expect(next.accounts[0].arrived.map((review) => review.id)).toEqual([String(arrived.id)]);
  });

  it('says nothing is left out when the whole list fits', async () => {
    const total = await serviceTotal();
    await syncAllAccounts('startup', syncDeps(harness, { maxReviews: total + 1 }));
    expect((await countInbox(ACCOUNT)).total).toBe(total);
    expect((await loadSyncState(ACCOUNT, harness.now())).olderLeftOut).toBeUndefined();
    expect(await readOlderLeftOut([ACCOUNT])).toBeUndefined();
  });
});

describe('a count that lies', () => {
  /** The real list, with a count that always says 150 more than the page's offset. */
  const lying: typeof syncDeps = (h, overrides) =>
    syncDeps(h, {
      openReviews: async (_id, onRateLimit) => {
        const api = h.client({ onRateLimit }).reviews;
        const list: ReviewsApi['list'] = async (params) => ({
          ...(await api.list(params)),
          count: (params?.offset ?? 0) + 150,
        });
        return { list };
      },
      ...overrides,
    });

  it('stops the backfill two pages past what the first page counted, in words, not complete, then goes on', async () => {
    const total = await serviceTotal();
    await harness.clearRequests();
    const run = await syncAllAccounts('startup', lying(harness));
    expect(run.accounts[0].error).toBe('error');
    expect(run.accounts[0].message).toBe(
      "The service kept sending reviews past the 150 it counted at first, so the download stopped there and is not complete. It goes on at the next sync; if this stays, tell the service's operator.",
    );
    const state = await loadSyncState(ACCOUNT, harness.now());
    expect(state.lastError?.message).toBe(run.accounts[0].message);
    // The pages before it are kept, and the backfill is not taken for done.
    expect(state.backfill).toMatchObject({ offset: 300 });
    expect(state.cursor).toBeUndefined();
    expect((await countInbox(ACCOUNT)).total).toBe(300);

    // The service behaves again: the next run finishes the backfill.
    await harness.advance(5 * 60_000);
    const after = await syncAllAccounts('alarm', syncDeps(harness));
    expect(after.accounts[0].error).toBeUndefined();
    expect((await loadSyncState(ACCOUNT, harness.now())).backfill).toBeNull();
    expect((await countInbox(ACCOUNT)).total).toBe(total);
  });
});

describe('an incremental pass that never meets a known review', () => {
  it('stops past the reviews the cache keeps, in words, its cursor unmoved, and starts again next run', async () => {
    // A backfill long done, and a last look so old that every review on the service is new to it.
    await saveSyncState({
      ...initialSyncState(ACCOUNT, harness.now()),
      backfill: null,
      cursor: '2000-01-01T00:00:00Z',
    });
    const run = await syncAllAccounts('alarm', syncDeps(harness, { maxReviews: 150 }));
    expect(run.accounts[0].message).toBe(
      "The service sent more than 150 new reviews in one check, more than this device keeps for an account, so the check stopped and is not complete. It starts again at the next sync; if this stays, tell the service's operator.",
    );
    const state = await loadSyncState(ACCOUNT, harness.now());
    expect(state.cursor).toBe('2000-01-01T00:00:00Z');
    expect(state.pass).toBeUndefined();
    expect((await countInbox(ACCOUNT)).total).toBe(100);
  });
});
