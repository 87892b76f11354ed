import '../../i18n-setup';
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { CACHE_STORES, openCache } from '@/lib/cache/db';
import { announceArrivals } from '@/lib/notify/new-review-notifier';
import type { ArrivedReview } from '@/lib/notify/notification-plan';

const arrived = (overrides: Partial<ArrivedReview> = {}): ArrivedReview => ({
  accountId: 'acc',
  id: '7',
  rating: 2,
  authorName: 'Zed',
  content: 'Cold fries.',
  locationId: '1003',
  ...overrides,
});
const titles = async () =>
  Object.values(await fakeBrowser.notifications.getAll()).map((n) => (n as { title: string }).title);

beforeEach(async () => {
  fakeBrowser.reset();
  const db = await openCache();
  for (const store of CACHE_STORES) await db.clear(store);
});

describe('announceArrivals: the location by name', () => {
  it('names the location from the cache', async () => {
    await (await openCache()).put('locations', { accountId: 'acc', id: '1003', locationName: 'Uptown' });
    await announceArrivals([arrived()]);
    expect(await titles()).toEqual(['★★☆☆☆ New review · Uptown']);
  });

  it('before the name is cached: "Location 1003", never the bare id', async () => {
    await announceArrivals([arrived()]);
    expect(await titles()).toEqual(['★★☆☆☆ New review · Location 1003']);
  });

  it('several accounts at once: each review named from its own account', async () => {
    const db = await openCache();
    await db.put('locations', { accountId: 'acc', id: '1003', locationName: 'Uptown' });
    await db.put('locations', { accountId: 'other', id: '1003', locationName: 'Harbour' });
    await announceArrivals([arrived(), arrived({ accountId: 'other', id: '8' })]);
    expect((await titles()).sort()).toEqual(['★★☆☆☆ New review · Harbour', '★★☆☆☆ New review · Uptown']);
  });
});
