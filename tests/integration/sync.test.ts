/**
 * Sync against the emulator over real HTTP (Done when): the backfill caches every
 * review, an idle poll is one request, a new review is one notification and a badge change in the
 * next poll and never again, several make one summary, an edit updates the cache, and quota
 * trouble slows polling down.
 */

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { RateLimitInfo } from '@/lib/api';
import { openCache } from '@/lib/cache/db';
import { refreshBadge } from '@/lib/notify/badge-refresh';
import { announceArrivals } from '@/lib/notify/new-review-notifier';
import { countInbox, readReview } from '@/lib/reviews/review-cache';
import { DEFAULT_NOTIFICATION_SETTINGS, notificationSettingsItem } from '@/lib/reviews/review-settings';
import { type SyncDeps, syncAllAccounts } from '@/lib/sync/sync-runner';
import { loadSyncState } from '@/lib/sync/sync-state';
import { readReviews } from '../unit/lib/reviews/read-reviews';
import { ACCOUNT, clearCache, connectAccount, type Harness, startHarness } from './sync-harness';

let harness: Harness;
let status: 'connected' | 'needsSignIn' = 'connected';

const deps = (overrides: Partial<SyncDeps> = {}): SyncDeps => ({
  openReviews: async (_accountId, onRateLimit: (info: RateLimitInfo) => void) =>
    harness.client({ onRateLimit }).reviews,
  now: () => harness.now(),
  online: () => true,
  listAccounts: async () => [{ id: ACCOUNT, status }],
  announce: (arrived) => announceArrivals(arrived, harness.now()),
  afterRun: () => refreshBadge(),
  ...overrides,
});

const notifications = async () =>
  Object.values(await fakeBrowser.notifications.getAll()) as { title: string; message: string }[];
const reviewRequests = () => harness.requests((request) => request.path === '/v2/accounts/me/reviews');

beforeAll(async () => {
  fakeBrowser.reset();
  await clearCache();
  harness = await startHarness();
  await connectAccount(harness, 'Slice of Chicago');
  // Options › The toolbar badge counts: reviews awaiting a response (by default it counts what
  // needs action now: tests/unit/lib/notify/badge.test.ts).
  await notificationSettingsItem.setValue({ ...DEFAULT_NOTIFICATION_SETTINGS, badgeMode: 'awaiting' });
});
afterAll(() => harness.close());

describe('review sync against the emulator', () => {
  it('backfills every review in pages of 100, announces none, and persists its progress', async () => {
    const total = (await harness.client().reviews.list({ limit: 1 })).count;
    await harness.clearRequests();
    const create = vi.spyOn(fakeBrowser.notifications, 'create');

    const run = await syncAllAccounts('startup', deps());

    const requests = await reviewRequests();
    expect(requests.map((request) => [request.query.offset, request.query.limit])).toEqual(
      Array.from({ length: Math.ceil(total / 100) }, (_, page) => [String(page * 100), '100']),
    );
    expect((await countInbox(ACCOUNT)).total).toBe(total);
    expect(run.accounts[0]).toMatchObject({ arrived: [] });
    expect(run.accounts[0].error).toBeUndefined();
    expect(create).not.toHaveBeenCalled();
    const state = await loadSyncState(ACCOUNT, harness.now());
    expect(state.backfill).toBeNull();
    expect(state.cursor).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
    // The badge counts what awaits a reply on publishers that take replies.
    const { awaiting } = await countInbox(ACCOUNT);
    expect(await fakeBrowser.action.getBadgeText({})).toBe(awaiting > 99 ? '99+' : String(awaiting || ''));
    create.mockRestore();
  });

  it('an idle poll is exactly one request (the daily look for removed reviews aside)', async () => {
    // The first pass after the backfill also makes the day's look for removed reviews: one request.
    await harness.clearRequests();
    await harness.advance(5 * 60_000);
    await syncAllAccounts('alarm', deps());
    expect((await reviewRequests()).map((request) => request.query.status)).toEqual([undefined, 'REMOVED']);
    await harness.clearRequests();
    await harness.advance(5 * 60_000);
    const run = await syncAllAccounts('alarm', deps());
    const requests = await reviewRequests();
    expect(requests).toHaveLength(1);
    expect(requests[0].query).toMatchObject({ offset: '0', limit: '100' });
    expect(run.accounts[0]).toEqual({
      accountId: ACCOUNT,
      arrived: [],
      ratingDrops: [],
      edited: 0,
      removed: 0,
      requests: 1,
      nextTryAt: expect.any(Number),
    });
    // No alarm in these tests: the next try is one interval after the run.
    expect(run.accounts[0].nextTryAt! - harness.now()).toBeGreaterThan(4 * 60_000);
    expect(await notifications()).toEqual([]);
  });

  it('a new review: one notification and a badge change in the next poll, and never again', async () => {
    const before = await countInbox(ACCOUNT);
    const badgeBefore = await fakeBrowser.action.getTitle({});
    const added = await harness.addReview({
      rating: 2,
      publisherId: 'BRANDB',
      authorName: 'Jordan P.',
      content: 'Waited 40 minutes past my appointment.',
    });
    const db = await openCache();
    await db.put('locations', { accountId: ACCOUNT, id: added.locationId, locationName: 'Downtown' });
    await harness.clearRequests();

    await harness.advance(5 * 60_000);
    await syncAllAccounts('alarm', deps());

    expect(await reviewRequests()).toHaveLength(1);
    expect(await notifications()).toEqual([
      expect.objectContaining({
        title: '★★☆☆☆ New review · Downtown',
        message: 'Jordan P.: Waited 40 minutes past my appointment.',
        iconUrl: fakeBrowser.runtime.getURL('/icon/128.png'),
      }),
    ]);
    expect((await fakeBrowser.notifications.getAll())[`review:${ACCOUNT}:${added.id}`]).toBeDefined();
    expect(await countInbox(ACCOUNT)).toEqual({
      total: before.total + 1,
      awaiting: before.awaiting + 1,
      unread: before.unread + 1,
    });
    expect(await fakeBrowser.action.getTitle({})).not.toBe(badgeBefore);
    expect(await fakeBrowser.action.getTitle({})).toBe(`${before.awaiting + 1} reviews awaiting a response`);
    expect(await readReview(ACCOUNT, String(added.id))).toMatchObject({ read: false, needsReply: true });

    await fakeBrowser.notifications.clear(`review:${ACCOUNT}:${added.id}`);
    await harness.advance(5 * 60_000);
    await syncAllAccounts('alarm', deps());
    expect(await notifications()).toEqual([]);
  });

  it('a run asked for while another announces (its polls answered) runs after it and finds what came since', async () => {
    let release!: () => void;
    const announcing = new Promise<void>((resolve) => {
      release = resolve;
    });
    let announced!: () => void;
    const reachedAnnounce = new Promise<void>((resolve) => {
      announced = resolve;
    });
    await harness.advance(5 * 60_000);
    const first = syncAllAccounts(
      'alarm',
      deps({
        announce: async () => {
          announced();
          await announcing;
        },
      }),
    );
    await reachedAnnounce;
    const added = await harness.addReview({
      rating: 5,
      publisherId: 'BRANDB',
      content: 'Came during the badge',
    });
    await harness.clearRequests();
    const second = syncAllAccounts('alarm', deps({ announce: async () => {} }));
    release();
    expect((await first).accounts[0].arrived).toEqual([]);
    expect((await second).accounts[0].arrived.map((review) => review.id)).toEqual([String(added.id)]);
    expect(await reviewRequests()).toHaveLength(1);
    // Two more asking while that one runs its polls join it: one request, not three.
    await harness.clearRequests();
    const joined = [syncAllAccounts('manual', deps()), syncAllAccounts('alarm', deps())];
    await Promise.all(joined);
    expect(await reviewRequests()).toHaveLength(1);
  });

  it('several new reviews in one poll: one summary', async () => {
    for (const rating of [1, 5, 2]) await harness.addReview({ rating, publisherId: 'BRANDCMYBUSINESS' });
    await harness.advance(5 * 60_000);
    const run = await syncAllAccounts('alarm', deps());
    expect(run.accounts[0].arrived).toHaveLength(3);
    const shown = await notifications();
    expect(shown).toHaveLength(1);
    expect(shown[0].title).toBe('3 new reviews (2 need attention)');
    expect(shown[0].message.split('\n')).toHaveLength(3);
    await fakeBrowser.notifications.clear(Object.keys(await fakeBrowser.notifications.getAll())[0]);
  });

  it('an edit (a new comment) updates the cached review, and announces nothing', async () => {
    const { reviews } = await readReviews(ACCOUNT, { awaiting: true, publisherIds: ['BRANDB'] });
    const cursor = (await loadSyncState(ACCOUNT, harness.now())).cursor!;
    const older = reviews.find((review) => review.updated < cursor)!;
    const api = harness.client();
    await api.reviews.comment(older.id, { content: 'Thank you for telling us.', visibility: 'PUBLIC' });
    await harness.advance(5 * 60_000);
    const run = await syncAllAccounts('alarm', deps());
    expect(run.accounts[0]).toMatchObject({ arrived: [], edited: 1, requests: 1 });
    const cached = await readReview(ACCOUNT, older.id);
    expect(cached?.comments.at(-1)).toMatchObject({
      message: 'Thank you for telling us.',
      authorRole: 'BUSINESS_OWNER',
    });
    expect(cached).toMatchObject({ needsReply: false, awaiting: null });
    expect(cached!.updated > older.updated).toBe(true);
    expect(await notifications()).toEqual([]);
  });

  it('sees a comment added in the same minute as the last update (times are to the minute)', async () => {
    await harness.advance(5 * 60_000);
    const added = await harness.addReview({ rating: 4, publisherId: 'BRANDB', authorName: 'Ana' });
    await syncAllAccounts('alarm', deps());
    await fakeBrowser.notifications.clear(`review:${ACCOUNT}:${added.id}`);
    // No time passes on the emulator: the reply leaves lastServiceUpdateTime as it was.
    const before = await readReview(ACCOUNT, String(added.id));
    await harness
      .client()
      .reviews.comment(String(added.id), { content: 'Thanks, Ana!', visibility: 'PUBLIC' });
    const run = await syncAllAccounts('manual', deps());
    const after = await readReview(ACCOUNT, String(added.id));
    expect(run.accounts[0].edited).toBe(1);
    expect(after?.updated).toBe(before?.updated);
    expect(after?.comments.map((c) => c.message)).toEqual(['Thanks, Ana!']);
    expect(after?.needsReply).toBe(false);
  });

  it('skips an account that needs sign-in', async () => {
    await harness.clearRequests();
    status = 'needsSignIn';
    const run = await syncAllAccounts('manual', deps());
    status = 'connected';
    expect(run.accounts[0]).toMatchObject({ requests: 0, skipped: 'needsSignIn' });
    expect(await reviewRequests()).toEqual([]);
  });

  it('slows down when the quota runs low, and stops at the reserve', async () => {
    await harness.advanceToNextHour(); // the whole test inside one quota window
    await harness.faults({ quotaRemaining: 600 });
    await harness.clearRequests();
    await harness.advance(5 * 60_000);
    await syncAllAccounts('alarm', deps()); // learns that little is left
    expect(await reviewRequests()).toHaveLength(1);
    expect((await loadSyncState(ACCOUNT, harness.now())).rate?.remaining).toBeLessThan(600);

    for (const step of [5, 5, 5]) {
      await harness.advance(step * 60_000);
      await syncAllAccounts('alarm', deps());
    }
    expect(await reviewRequests()).toHaveLength(1); // three scheduled runs skipped: spaced 4 intervals apart
    await harness.advance(6 * 60_000);
    await syncAllAccounts('alarm', deps());
    expect(await reviewRequests()).toHaveLength(2);

    await harness.faults({ quotaRemaining: 60 });
    await syncAllAccounts('manual', deps()); // Refresh is not spaced: sees 59 left
    await syncAllAccounts('manual', deps()); // at the reserve: nothing
    expect(await reviewRequests()).toHaveLength(3);
    expect((await loadSyncState(ACCOUNT, harness.now())).rate?.remaining).toBeLessThan(60);
    await harness.clearFaults();
    await harness.advanceToNextHour(); // a fresh window for the tests after this one
  });

  it('waits out Retry-After after a 429', async () => {
    await harness.faults({ statuses: [429], rate: 1, paths: '/reviews$' });
    const noRetries = deps({
      openReviews: async (_id, onRateLimit) => harness.client({ onRateLimit, retry: { limit: 0 } }).reviews,
    });
    const run = await syncAllAccounts('manual', noRetries);
    expect(run.accounts[0].error).toBe('rateLimited');
    const state = await loadSyncState(ACCOUNT, harness.now());
    // The emulator says Retry-After: 1.
    expect(state.retryAfterUntil! - state.lastError!.at).toBe(1000);
    await harness.clearFaults();
    await harness.clearRequests();
    await syncAllAccounts('manual', noRetries);
    expect(await reviewRequests()).toEqual([]);
    await harness.advance(1000);
    await syncAllAccounts('manual', noRetries);
    expect(await reviewRequests()).toHaveLength(1);
  });

  it('says "Can\'t reach the service" (not "offline") when the service does not answer, and recovers', async () => {
    const offline = deps({
      openReviews: async (_id, onRateLimit) =>
        harness.client({
          onRateLimit,
          retry: { limit: 0 },
          fetch: () => Promise.reject(new TypeError('fetch failed')),
        }).reviews,
    });
    await harness.advance(5 * 60_000);
    await syncAllAccounts('alarm', offline);
    // The browser is online (deps' `online`): "Offline" is kept for when it is not.
    expect(await fakeBrowser.action.getBadgeText({})).toBe('×');
    expect(await fakeBrowser.action.getTitle({})).toMatch(
      /^Can't reach the service · last synced .+ · next try .+ — \S/,
    );
    expect((await loadSyncState(ACCOUNT, harness.now())).lastError?.kind).toBe('unreachable');
    await harness.advance(5 * 60_000);
    await syncAllAccounts('alarm', deps());
    expect(await fakeBrowser.action.getBadgeText({})).not.toBe('×');
  });
});
