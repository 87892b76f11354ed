/**
 * The scheduled poll against a service that answers badly, over real HTTP: a 503 storm is retried a
 * bounded number of times and said in words, a 429's wait is honoured, a page cut in half or
 * drifted from the schema caches nothing and says why, a slow page is waited for, and each time
 * the next poll brings the review, announced once. (The browser's own part of the fault drills,
 * the network cut, dropped connections, a stopped worker, stays in tests/e2e/fault-drills.spec.ts;
 * the open pages and the toolbar under a storm in sync-truth.spec.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { RateLimitInfo } from '@/lib/api';
import type { RetryOptions } from '@/lib/api/retry-policy';
import { refreshBadge } from '@/lib/notify/badge-refresh';
import { countInbox } from '@/lib/reviews/review-cache';
import { type SyncDeps, syncAllAccounts } from '@/lib/sync/sync-runner';
import { loadSyncState } from '@/lib/sync/sync-state';
import { ACCOUNT, clearCache, connectAccount, type Harness, startHarness, syncDeps } from './sync-harness';

/** Only the review list: the other calls keep working while it fails. */
const REVIEWS_PATH = '^/v2/accounts/[^/]+/reviews$';

let harness: Harness;

const deps = (retry?: RetryOptions): SyncDeps =>
  syncDeps(harness, {
    openReviews: async (_accountId, onRateLimit: (info: RateLimitInfo) => void) =>
      harness.client({ onRateLimit, ...(retry ? { retry } : {}) }).reviews,
    afterRun: () => refreshBadge(),
  });

/** The scheduled poll, five minutes after the last one. */
async function poll(retry?: RetryOptions) {
  await harness.advance(5 * 60_000);
  await syncAllAccounts('alarm', deps(retry));
  return loadSyncState(ACCOUNT, harness.now());
}

const messages = async () =>
  (Object.values(await fakeBrowser.notifications.getAll()) as { message: string }[]).map((n) => n.message);
const reviewPages = () => harness.requests((request) => /\/reviews$/.test(request.path));

beforeAll(async () => {
  fakeBrowser.reset();
  await clearCache();
  harness = await startHarness({ reviews: 120 });
  await connectAccount(harness, 'Slice of Chicago');
  await syncAllAccounts('startup', deps()); // the backfill
  await poll(); // and the first pass after it, with its look for removed reviews
});
afterAll(() => harness.close());

describe('the poll under faults', () => {
  it('a 503 storm over three polls: retries bounded, an error in words meanwhile, then the review arrives once', async () => {
    const added = await harness.addReview({ publisherId: 'BRANDB', content: 'Arrived during the storm' });
    await harness.faults({ statuses: [503], paths: REVIEWS_PATH });
    await harness.clearRequests();
    // The product's retries (limit 3), with a short backoff: their number is what is checked here.
    const quick = { backoffMs: 20 };
    for (let run = 0; run < 3; run++) {
      const state = await poll(quick);
      expect(state.lastError?.kind).toBe('error');
      expect(await fakeBrowser.action.getTitle({})).toMatch(/^Sync failed · .+ — \S.{10,}/);
    }
    // One request and at most three retries per poll.
    const pages = (await reviewPages()).length;
    expect(pages).toBeGreaterThan(3);
    expect(pages).toBeLessThanOrEqual(12);
    expect(await messages()).toEqual([]);

    await harness.clearFaults();
    expect((await poll()).lastError).toBeUndefined();
    expect(await fakeBrowser.action.getTitle({})).not.toMatch(/Sync failed/);
    expect(await messages()).toEqual([expect.stringContaining('Arrived during the storm')]);
    await fakeBrowser.notifications.clear(`review:${ACCOUNT}:${added.id}`);
    await poll();
    expect(await messages()).toEqual([]);
  });

  it('429 with Retry-After: every retry waits the second asked for, waiting is no failure, then the poll goes on', async () => {
    const added = await harness.addReview({ publisherId: 'BRANDB', content: 'Arrived while rate limited' });
    await harness.faults({ statuses: [429], paths: REVIEWS_PATH });
    await harness.clearRequests();
    const limited = await poll();
    expect(limited.lastError?.kind).toBe('rateLimited');
    expect(limited.lastError?.message.length).toBeGreaterThan(10);
    expect(limited.retryAfterUntil).toBeGreaterThan(limited.lastRunAt ?? 0);
    // Every retry waited the second the service asked for (Retry-After: 1).
    const times = (await reviewPages()).map((request) =>
      Date.parse((request as { time?: string }).time ?? ''),
    );
    expect(times.length).toBeGreaterThan(1);
    for (let i = 1; i < times.length; i++) expect(times[i] - times[i - 1]).toBeGreaterThanOrEqual(900);
    expect(await fakeBrowser.action.getTitle({})).not.toMatch(/Sync failed/); // waiting is not a failure

    await harness.clearFaults();
    expect((await poll()).lastError).toBeUndefined();
    expect(await messages()).toEqual([expect.stringContaining('Arrived while rate limited')]);
    await fakeBrowser.notifications.clear(`review:${ACCOUNT}:${added.id}`);
  });

  for (const [fault, faults] of [
    ['malformed JSON', { malformed: true }],
    ['a response that drifts from the schema', { drift: true }],
  ] as const)
    it(`${fault}: nothing cached from it, an error in words, then recovery, the review announced once`, async () => {
      const before = await countInbox(ACCOUNT);
      const added = await harness.addReview({ publisherId: 'BRANDB', content: `Arrived despite ${fault}` });
      await harness.faults({ ...faults, paths: REVIEWS_PATH });
      const failed = await poll();
      expect(failed.lastError?.kind).toBe('error');
      expect(failed.lastError?.message.length).toBeGreaterThan(10);
      expect(await fakeBrowser.action.getTitle({})).toMatch(/^Sync failed · .+ — \S.{10,}/);
      expect(await countInbox(ACCOUNT)).toEqual(before);
      expect(await messages()).toEqual([]);

      await harness.clearFaults();
      expect((await poll()).lastError).toBeUndefined();
      expect((await countInbox(ACCOUNT)).total).toBe(before.total + 1);
      expect(await messages()).toEqual([expect.stringContaining(`Arrived despite ${fault}`)]);
      await fakeBrowser.notifications.clear(`review:${ACCOUNT}:${added.id}`);
      await poll();
      expect(await messages()).toEqual([]);
    });

  it('a 5-second page: the poll waits for it, asks once, and the review arrives once', async () => {
    const added = await harness.addReview({ publisherId: 'BRANDB', content: 'Arrived slowly' });
    await harness.faults({ latencyMs: 5000, paths: REVIEWS_PATH });
    await harness.clearRequests();
    const started = performance.now();
    const state = await poll();
    expect(performance.now() - started).toBeGreaterThanOrEqual(5000);
    expect(state.lastError).toBeUndefined();
    expect(await reviewPages()).toHaveLength(1);
    expect(await messages()).toEqual([expect.stringContaining('Arrived slowly')]);

    await harness.clearFaults();
    await fakeBrowser.notifications.clear(`review:${ACCOUNT}:${added.id}`);
    await poll();
    expect(await messages()).toEqual([]);
  });
});
