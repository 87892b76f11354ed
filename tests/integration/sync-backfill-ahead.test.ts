/**
 * The backfill asks for its next pages while it stores the ones received, so the service's
 * answers and the cache writes overlap instead of taking turns, and the pages that come in during
 * a write are stored together by the next one. It still asks for every page once, in order, stops
 * asking at the last, and its saved progress always matches the reviews stored.
 */

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { ReviewList, ReviewListParams, ReviewsApi } from '@/lib/api';
import { onCacheChange } from '@/lib/cache/changes';
import { openCache } from '@/lib/cache/db';
import { countInbox } from '@/lib/reviews/review-cache';
import { ROWS_META } from '@/lib/reviews/review-rows';
import { type SyncDeps, syncAllAccounts } from '@/lib/sync/sync-runner';
import { loadSyncState } from '@/lib/sync/sync-state';
import { ACCOUNT, clearCache, connectAccount, type Harness, startHarness } from './sync-harness';

let harness: Harness;

const deps = (list: ReviewsApi['list']): SyncDeps => ({
  openReviews: async () => ({ list }),
  now: () => harness.now(),
  online: () => true,
  listAccounts: async () => [{ id: ACCOUNT, status: 'connected' }],
  announce: async () => {},
  afterRun: async () => {},
});

/** Every page of the emulator's list, read once: answers that come in faster than any write. */
async function servedAtOnce(): Promise<Map<number, ReviewList>> {
  const pages = new Map<number, ReviewList>();
  const api = harness.client().reviews;
  for (let offset = 0; ; offset += 100) {
    const page = await api.list({ limit: 100, offset });
    pages.set(offset, page);
    if (offset + 100 >= page.count) return pages;
  }
}

/** How many writes stored reviews with the sync state (one change event each) while `run` ran. */
async function writesDuring(run: () => Promise<unknown>): Promise<number> {
  let writes = 0;
  const stop = onCacheChange((change) => {
    if (
      change.accountId === ACCOUNT &&
      change.stores.includes('reviews') &&
      change.stores.includes('syncState')
    )
      writes++;
  });
  try {
    await run();
    // The channel delivers asynchronously: let the last events in.
    await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    stop();
  }
  return writes;
}

beforeAll(async () => {
  harness = await startHarness({ reviews: 350 });
});
beforeEach(async () => {
  fakeBrowser.reset();
  await clearCache();
  await connectAccount(harness, 'Slice');
});
afterAll(() => harness.close());

describe('the backfill', () => {
  it('asks for the next pages before the ones received are stored, and for each page once', async () => {
    const total = (await harness.client().reviews.list({ limit: 1 })).count;
    await harness.clearRequests();
    /** How many reviews the cache held when each page was asked for. */
    const cachedWhenAsked: [number | undefined, number][] = [];
    await syncAllAccounts('startup', {
      ...deps(async () => {
        throw new Error('unused');
      }),
      // The emulator's quota headers reach the sync, as they do in the extension.
      openReviews: async (_id, onRateLimit) => {
        const api = harness.client({ onRateLimit }).reviews;
        return {
          list: async (params) => {
            cachedWhenAsked.push([params?.offset, (await countInbox(ACCOUNT)).total]);
            return api.list(params);
          },
        };
      },
    });

    const pages = Math.ceil(total / 100);
    expect(cachedWhenAsked.map(([offset]) => offset)).toEqual(
      Array.from({ length: pages }, (_, n) => n * 100),
    );
    // Every page after the first is asked for before the page before it is stored.
    for (const [offset, cached] of cachedWhenAsked.slice(1)) expect(cached).toBeLessThan(offset ?? 0);
    const asked = (await harness.requests((r) => r.path === '/v2/accounts/me/reviews'))
      .filter((r) => r.query.status === undefined)
      .map((r) => Number(r.query.offset));
    expect(asked.sort((a, b) => a - b)).toEqual(Array.from({ length: pages }, (_, n) => n * 100));
    expect((await countInbox(ACCOUNT)).total).toBe(total);
    const state = await loadSyncState(ACCOUNT, harness.now());
    expect(state.backfill).toBeNull();
    // With several requests out at once, each still counts once against the quota share.
    expect(state.spent.requests).toBe(pages);
  });

  it('stores the pages that came in during a write together, in the next write', async () => {
    const pages = await servedAtOnce();
    const total = [...pages.values()][0].count;
    const writes = await writesDuring(() =>
      syncAllAccounts(
        'startup',
        deps(async (params) => pages.get(params?.offset ?? 0) as ReviewList),
      ),
    );
    // The first page is written alone, while the others are out; they all come in meanwhile.
    expect(writes).toBe(2);
    expect((await countInbox(ACCOUNT)).total).toBe(total);
    expect((await loadSyncState(ACCOUNT, harness.now())).backfill).toBeNull();
  });

  it('a review that two pages bring (the list moved meanwhile) is cached once, counted once, one row', async () => {
    const pages = await servedAtOnce();
    // Arrivals push reviews down the list while it is read: the last of a page shows again at the
    // top of the next. Page 100 repeats one written by the first write, page 200 one in its own.
    const served = new Map(pages);
    for (const offset of [100, 200]) {
      const page = pages.get(offset) as ReviewList;
      const before = served.get(offset - 100) as ReviewList;
      served.set(offset, { ...page, reviews: [before.reviews.at(-1)!, ...page.reviews.slice(0, -1)] });
    }
    await syncAllAccounts(
      'startup',
      deps(async (params) => served.get(params?.offset ?? 0) as ReviewList),
    );

    const ids = new Set([...served.values()].flatMap((page) => page.reviews.map((review) => review.id)));
    const db = await openCache();
    expect(await db.count('reviews')).toBe(ids.size);
    expect((await countInbox(ACCOUNT)).total).toBe(ids.size);
    const rows = await db.get('snapshots', [ACCOUNT, ROWS_META]);
    expect(rows?.rows).toBe(ids.size);
  });

  it('a page that fails: the pages received before it are stored, and the progress stops at them', async () => {
    const pages = await servedAtOnce();
    const run = await syncAllAccounts(
      'startup',
      deps(async (params?: ReviewListParams) => {
        if (params?.offset === 300) throw new Error('The service worker was stopped.');
        return pages.get(params?.offset ?? 0) as ReviewList;
      }),
    );

    expect(run.accounts[0].error).toBe('error');
    expect((await countInbox(ACCOUNT)).total).toBe(300);
    expect((await loadSyncState(ACCOUNT, harness.now())).backfill).toMatchObject({ offset: 300 });
  });
});
