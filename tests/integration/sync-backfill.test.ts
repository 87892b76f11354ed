/**
 * The backfill survives a dead worker: progress is persisted after every page, and the next run
 * carries on at the next offset. A review that arrives meanwhile is announced by the first
 * incremental poll after it, while history never is.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { ReviewsApi } from '@/lib/api';
import { refreshBadge } from '@/lib/notify/badge-refresh';
import { announceArrivals } from '@/lib/notify/new-review-notifier';
import { countInbox, readReview } from '@/lib/reviews/review-cache';
import { type SyncDeps, syncAllAccounts } from '@/lib/sync/sync-runner';
import { loadSyncState } from '@/lib/sync/sync-state';
import { ACCOUNT, clearCache, connectAccount, type Harness, startHarness } from './sync-harness';

let harness: Harness;

/** A client whose worker "dies" (the call never returns an answer) after `pages` pages. */
function dyingAfter(pages: number): SyncDeps['openReviews'] {
  return async (_id, onRateLimit) => {
    const api = harness.client({ onRateLimit }).reviews;
    let served = 0;
    const list: ReviewsApi['list'] = async (params) => {
      if (served++ >= pages) throw new Error('The service worker was stopped.');
      return api.list(params);
    };
    return { list };
  };
}

const deps = (openReviews: SyncDeps['openReviews']): SyncDeps => ({
  openReviews,
  now: () => harness.now(),
  online: () => true,
  listAccounts: async () => [{ id: ACCOUNT, status: 'connected' }],
  announce: (arrived) => announceArrivals(arrived, harness.now()),
  afterRun: () => refreshBadge(),
});

beforeAll(async () => {
  fakeBrowser.reset();
  await clearCache();
  harness = await startHarness({ reviews: 350 });
  await connectAccount(harness, 'Slice');
});
afterAll(() => harness.close());

describe('a backfill cut off mid-way', () => {
  it('resumes at the persisted offset and announces only what arrived meanwhile', async () => {
    const total = (await harness.client().reviews.list({ limit: 1 })).count;
    await harness.clearRequests();

    await syncAllAccounts('startup', deps(dyingAfter(2)));
    expect((await loadSyncState(ACCOUNT, harness.now())).backfill).toMatchObject({ offset: 200 });
    expect((await countInbox(ACCOUNT)).total).toBe(200);

    await harness.advance(60_000);
    const arrivedMeanwhile = await harness.addReview({ rating: 1, publisherId: 'BRANDB' });
    await harness.advance(5 * 60_000);
    await syncAllAccounts('alarm', deps(dyingAfter(100)));
    const offsets = (await harness.requests()).map((request) => Number(request.query.offset));
    expect(offsets).toEqual([0, 100, 200, 300]);
    // The arrival pushed one review down a place: it is read twice, and cached once.
    expect((await countInbox(ACCOUNT)).total).toBe(total);
    expect(await fakeBrowser.notifications.getAll()).toEqual({});

    await harness.advance(5 * 60_000);
    const run = await syncAllAccounts('alarm', deps(dyingAfter(100)));
    expect(run.accounts[0].arrived.map((review) => review.id)).toEqual([String(arrivedMeanwhile.id)]);
    expect(Object.keys(await fakeBrowser.notifications.getAll())).toEqual([
      `review:${ACCOUNT}:${arrivedMeanwhile.id}`,
    ]);
    expect((await countInbox(ACCOUNT)).total).toBe(total + 1);
  });
  it('an old review that moves up during the backfill (it got a comment) is not announced after it', async () => {
    await clearCache();
    fakeBrowser.reset();
    await connectAccount(harness, 'Slice');
    const api = harness.client().reviews;
    const total = (await api.list({ limit: 1 })).count;
    await syncAllAccounts('startup', deps(dyingAfter(1)));
    expect((await loadSyncState(ACCOUNT, harness.now())).backfill).toMatchObject({ offset: 100 });

    // The oldest review, on a page the backfill has not reached, gets a comment: it moves to the
    // top, above where the backfill is paging, so the backfill itself never reads it.
    const [oldest] = (await api.list({ limit: 1, offset: total - 1 })).reviews;
    await harness.advance(60_000);
    await api.comment(oldest.id, { content: 'Thanks, years later.', visibility: 'PUBLIC' });
    expect((await api.list({ limit: 1 })).reviews[0].id).toBe(oldest.id);

    await harness.advance(5 * 60_000);
    await syncAllAccounts('alarm', deps(dyingAfter(100)));
    expect((await loadSyncState(ACCOUNT, harness.now())).backfill).toBeNull();
    // Right after the backfill: the first incremental pass finds it, as history.
    await harness.advance(5 * 60_000);
    const run = await syncAllAccounts('alarm', deps(dyingAfter(100)));
    expect(run.accounts[0].arrived).toEqual([]);
    expect(await fakeBrowser.notifications.getAll()).toEqual({});
    expect((await countInbox(ACCOUNT)).total).toBe(total);
    expect((await readReview(ACCOUNT, oldest.id))?.comments.at(-1)?.message).toBe('Thanks, years later.');
  });
});
