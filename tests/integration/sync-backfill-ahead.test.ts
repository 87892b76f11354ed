/**
 * The backfill asks for its next page while it stores the one just received, so the service's
 * answer and the cache write overlap instead of taking turns; it still asks for every page once,
 * in order, and stops asking at the last.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { ReviewsApi } from '@/lib/api';
import { countInbox } from '@/lib/reviews/review-cache';
import { type SyncDeps, syncAllAccounts } from '@/lib/sync/sync-runner';
import { loadSyncState } from '@/lib/sync/sync-state';
import { ACCOUNT, clearCache, connectAccount, type Harness, startHarness } from './sync-harness';

let harness: Harness;

beforeAll(async () => {
  fakeBrowser.reset();
  await clearCache();
  harness = await startHarness({ reviews: 350 });
  await connectAccount(harness, 'Slice');
});
afterAll(() => harness.close());

describe('the backfill', () => {
  it('asks for the next page before the previous one is stored, and for each page once', async () => {
    const total = (await harness.client().reviews.list({ limit: 1 })).count;
    await harness.clearRequests();
    /** How many reviews the cache held when each page was asked for. */
    const cachedWhenAsked: [number | undefined, number][] = [];
    const openReviews: SyncDeps['openReviews'] = async (_id, onRateLimit) => {
      const api = harness.client({ onRateLimit }).reviews;
      const list: ReviewsApi['list'] = async (params) => {
        cachedWhenAsked.push([params?.offset, (await countInbox(ACCOUNT)).total]);
        return api.list(params);
      };
      return { list };
    };
    await syncAllAccounts('startup', {
      openReviews,
      now: () => harness.now(),
      online: () => true,
      listAccounts: async () => [{ id: ACCOUNT, status: 'connected' }],
      announce: async () => {},
      afterRun: async () => {},
    });

    const pages = Math.ceil(total / 100);
    const backfill = cachedWhenAsked.slice(0, pages);
    // Page n+1 is asked for while page n is written: the cache still holds the pages before n.
    expect(backfill).toEqual(Array.from({ length: pages }, (_, n) => [n * 100, Math.max(0, n - 1) * 100]));
    const asked = (await harness.requests((r) => r.path === '/v2/accounts/me/reviews'))
      .filter((r) => r.query.status === undefined)
      .map((r) => r.query.offset);
    expect(asked.slice(0, pages)).toEqual(Array.from({ length: pages }, (_, n) => String(n * 100)));
    expect((await countInbox(ACCOUNT)).total).toBe(total);
    expect((await loadSyncState(ACCOUNT, harness.now())).backfill).toBeNull();
  });
});
