/**
 * Names and read state against the emulator over real HTTP: the first sync run fetches the
 * location and publisher names (no listings view needed), so the first notification names the
 * location; they are fetched again only once a day old. Our own reply never brings a review back
 * as unread; a customer's follow-up does, with who wrote it.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { RateLimitInfo } from '@/lib/api';
import type { FeatureDeps } from '@/lib/background/feature';
import { readDirectory } from '@/lib/names/cached-names';
import { NAMES_STALE_AFTER_MS, refreshStaleNames } from '@/lib/names/name-refresh';
import { announceArrivals } from '@/lib/notify/new-review-notifier';
import { type OutboxDeps, sendDueReplies } from '@/lib/outbox/outbox-sender';
import { queueReply } from '@/lib/outbox/reply-outbox';
import { readReview } from '@/lib/reviews/review-cache';
import { markReviews } from '@/lib/reviews/review-cache-writes';
import { type SyncDeps, syncAllAccounts } from '@/lib/sync/sync-runner';
import { readReviews } from '../unit/lib/reviews/read-reviews';
import { ACCOUNT, clearCache, connectAccount, type Harness, startHarness } from './sync-harness';

let harness: Harness;

const listingsDeps: FeatureDeps = {
  withApi: (_accountId, task) => task(harness.client()),
  now: () => harness.now(),
};
const deps: SyncDeps = {
  openReviews: async (_accountId, onRateLimit: (info: RateLimitInfo) => void) =>
    harness.client({ onRateLimit }).reviews,
  now: () => harness.now(),
  online: () => true,
  listAccounts: async () => [{ id: ACCOUNT, status: 'connected' }],
  announce: (arrived) => announceArrivals(arrived, harness.now()),
  afterRun: async () => {},
  refreshNames: (accountIds) => refreshStaleNames(listingsDeps, accountIds),
};
const outboxDeps: OutboxDeps = {
  openReviews: async () => harness.client().reviews,
  now: () => harness.now(),
  random: () => 0,
};

const directoryCalls = () =>
  harness.requests((request) => /\/(locations|netlistings\/publishers)$/.test(request.path));
const notifications = async () =>
  Object.values(await fakeBrowser.notifications.getAll()) as { title: string; message: string }[];
const poll = async () => {
  await harness.advance(5 * 60_000);
  return syncAllAccounts('alarm', deps);
};

beforeAll(async () => {
  fakeBrowser.reset();
  await clearCache();
  harness = await startHarness({ reviews: 200 });
  await connectAccount(harness, 'Names');
});
afterAll(() => harness.close());

describe('names without opening a listings view', () => {
  it('the first sync run caches every location and publisher name', async () => {
    await syncAllAccounts('startup', deps);
    const names = (await readDirectory(ACCOUNT)).names;
    const { count } = await harness.client().locations.list({ limit: 1 });
    expect(names.locations.size).toBe(count);
    const publishers = await harness.client().listings.publishers();
    expect(names.publishers.get('BRANDB')).toBe(publishers.find((p) => p.id === 'BRANDB')?.name);
  });

  it('the first notification names the location; the names are not fetched again within a day', async () => {
    await harness.clearRequests();
    const added = await harness.addReview({ rating: 2, publisherId: 'BRANDB', authorName: 'Zed' });
    await poll();
    const locationName = (await readDirectory(ACCOUNT)).names.locations.get(added.locationId);
    expect(locationName).toBeTruthy();
    expect(await notifications()).toEqual([
      expect.objectContaining({ title: `★★☆☆☆ New review · ${locationName}` }),
    ]);
    expect(await directoryCalls()).toEqual([]);
    await fakeBrowser.notifications.clear(`review:${ACCOUNT}:${added.id}`);
  });

  it('a day later the next run fetches them again, and picks up a renamed location', async () => {
    const [location] = (await harness.client().locations.list({ limit: 1 })).locations;
    await fetch(`${harness.emulator.baseUrl}/__emulator/locations/${location.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ locationName: 'Renamed Corner' }),
    });
    await harness.advance(NAMES_STALE_AFTER_MS);
    await harness.clearRequests();
    await poll();
    expect((await directoryCalls()).length).toBeGreaterThan(0);
    expect((await readDirectory(ACCOUNT)).names.locations.get(location.id)).toBe('Renamed Corner');
  });
});

describe('read state after a reply and after a follow-up', () => {
  it('our reply keeps the review read after the next polls; the customer answering makes it unread', async () => {
    const { reviews } = await readReviews(ACCOUNT, { publisherIds: ['BRANDB'], awaiting: true });
    const review = reviews[0];
    // What Send reply does in the background: queued, the review marked read, then sent.
    await queueReply(
      { accountId: ACCOUNT, reviewId: review.id, visibility: 'PUBLIC', content: 'Thanks, Dawn!' },
      harness.now(),
    );
    await markReviews(ACCOUNT, [review.id], { read: true });
    await sendDueReplies(outboxDeps);
    expect((await readReview(ACCOUNT, review.id))?.comments.at(-1)?.message).toBe('Thanks, Dawn!');

    const afterReply = await poll();
    expect(afterReply.accounts[0].edited).toBe(1);
    expect(await readReview(ACCOUNT, review.id)).toMatchObject({ read: true, needsReply: false });
    await poll();
    expect((await readReview(ACCOUNT, review.id))?.read).toBe(true);

    await harness.advance(60_000);
    const response = await fetch(`${harness.emulator.baseUrl}/__emulator/reviews/${review.id}/comments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Still cold when I came back.', authorName: 'Dawn' }),
    });
    expect(response.status).toBe(201);
    await poll();
    expect(await readReview(ACCOUNT, review.id)).toMatchObject({
      read: false,
      unreadReason: { kind: 'comment', authorName: 'Dawn' },
      awaiting: 'COMMENT',
    });
    // A follow-up is not a new review: no notification.
    expect(await notifications()).toEqual([]);
  });
});
