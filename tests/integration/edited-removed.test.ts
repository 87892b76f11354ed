/**
 * Edited and removed reviews against the emulator over real HTTP: an edit keeps the earlier rating
 * and text in the cache; a review the publisher removes is marked removed by the daily look (one
 * `status=REMOVED` request), not dropped; a rating drop is announced once when Options ask for it.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { readReview } from '@/lib/reviews/review-cache';
import { isRemoved, ratingChange } from '@/lib/reviews/review-edits';
import { normaliseNotificationSettings, notificationSettingsItem } from '@/lib/reviews/review-settings';
import { REMOVED_CHECK_MS } from '@/lib/sync/poll-planner';
import { type SyncDeps, syncAllAccounts } from '@/lib/sync/sync-runner';
import { ACCOUNT, clearCache, connectAccount, type Harness, startHarness, syncDeps } from './sync-harness';

let harness: Harness;
let edited: { id: number };
let removed: { id: number };

const deps = (): SyncDeps => syncDeps(harness);
const notifications = async () =>
  Object.values(await fakeBrowser.notifications.getAll()) as { title: string; message: string }[];
const clearNotifications = async () => {
  for (const id of Object.keys(await fakeBrowser.notifications.getAll()))
    await fakeBrowser.notifications.clear(id);
};
const poll = async () => {
  await harness.advance(5 * 60_000);
  return syncAllAccounts('alarm', deps());
};
const patchReview = async (id: number, body: Record<string, unknown>) => {
  const response = await fetch(`${harness.emulator.baseUrl}/__emulator/reviews/${id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
};
const removedLooks = () => harness.requests((request) => request.query.status === 'REMOVED');

beforeAll(async () => {
  fakeBrowser.reset();
  await clearCache();
  harness = await startHarness({ reviews: 150 });
  await connectAccount(harness, 'Edits');
  edited = await harness.addReview({ rating: 2, content: 'Cold coffee.', publisherId: 'BRANDB' });
  removed = await harness.addReview({ rating: 5, content: 'Great!', publisherId: 'BRANDB' });
  await syncAllAccounts('startup', deps()); // the backfill
});
afterAll(() => harness.close());

describe('edited and removed reviews after sync', () => {
  it('an edit keeps the old rating and text; a removed review stays, marked, found by one request at the first pass after the backfill', async () => {
    expect(isRemoved((await readReview(ACCOUNT, String(removed.id)))!)).toBe(false);

    await harness.advance(60_000);
    await patchReview(edited.id, { rating: 4, content: 'Better on a second visit.' });
    await patchReview(removed.id, { status: 'REMOVED' });
    await harness.clearRequests();
    const run = await poll();
    expect(run.accounts[0]).toMatchObject({ removed: 1 });

    const after = await readReview(ACCOUNT, String(edited.id));
    expect(after).toMatchObject({ rating: 4, content: 'Better on a second visit.', read: false });
    expect(after?.edits).toEqual([expect.objectContaining({ rating: 2, content: 'Cold coffee.' })]);
    expect(ratingChange(after!)).toEqual({ from: 2, to: 4 });
    const gone = await readReview(ACCOUNT, String(removed.id));
    expect(gone).toMatchObject({ content: 'Great!', status: 'REMOVED' });
    expect(await removedLooks()).toHaveLength(1);
    // A rise is no drop; drops are off by default anyway.
    expect(await notifications()).toEqual([]);
  });

  it('the removed look is made once a day, and a removed review stays marked meanwhile', async () => {
    await harness.clearRequests();
    await poll();
    await poll();
    expect(await removedLooks()).toEqual([]);
    expect(isRemoved((await readReview(ACCOUNT, String(removed.id)))!)).toBe(true);
    await harness.advance(REMOVED_CHECK_MS);
    await poll();
    expect(await removedLooks()).toHaveLength(1);
  });

  it('with "notify me when a rating drops" on, a drop is announced once', async () => {
    await notificationSettingsItem.setValue(normaliseNotificationSettings({ ratingDrops: true }));
    await harness.advance(60_000);
    await patchReview(edited.id, { rating: 1 });
    await poll();
    expect(await notifications()).toEqual([
      expect.objectContaining({
        title: expect.stringMatching(/^Rating dropped · /),
        message: expect.stringContaining('changed ★★★★☆ to ★☆☆☆☆'),
      }),
    ]);
    await clearNotifications();
    await poll();
    expect(await notifications()).toEqual([]);
    expect((await readReview(ACCOUNT, String(edited.id)))?.edits?.map((edit) => edit.rating)).toEqual([2, 4]);
  });
});
