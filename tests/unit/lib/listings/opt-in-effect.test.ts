import '../../i18n-setup';
import { beforeEach, describe, expect, it } from 'vitest';
import { readListingSummary, readListingsOf } from '@/lib/listings/listing-cache';
import { cacheAllListings, updateSummary } from '@/lib/listings/listing-cache-writes';
import { markOptedIn } from '@/lib/listings/opt-in-effect';
import { countByStatus } from '@/lib/listings/status-summary';
import { clearListingsCache, fakeWorld } from './fake-world';

const ACCOUNT = 'acc-effect';
beforeEach(clearListingsCache);

describe('an opt-in call that worked shows at once', () => {
  it("its opted-out listings wait on the publisher, in the grid's listings and the popup's counts", async () => {
    const world = fakeWorld({ locations: 3, publishers: 3 });
    await cacheAllListings(ACCOUNT, world.listings);
    const byStatus = countByStatus(world.listings);
    await updateSummary(ACCOUNT, { byStatus, total: 9, counted: 9, listingsAt: 1 });
    const optedOut = world.listings.filter((listing) => listing.status === 'OPTED_OUT');
    const live = world.listings.find((listing) => listing.status === 'LIVE');
    if (!live || optedOut.length < 2) throw new Error('the fake world has no opted-out listings');
    // Two opted-out listings and a live one asked: only the opted-out ones change.
    const asked = [...optedOut.slice(0, 2), live].map(({ locationId, publisherId }) => ({
      locationId,
      publisherId,
    }));

    expect(await markOptedIn(ACCOUNT, asked)).toBe(2);

    const summary = await readListingSummary(ACCOUNT);
    expect(summary?.byStatus.OPTED_OUT).toBe((byStatus.OPTED_OUT ?? 0) - 2);
    expect(summary?.byStatus.WAITING_ON_PUBLISHER).toBe((byStatus.WAITING_ON_PUBLISHER ?? 0) + 2);
    const cached = await readListingsOf(ACCOUNT, [...new Set(asked.map((pair) => pair.locationId))]);
    for (const listing of optedOut.slice(0, 2))
      expect(cached.find((c) => c.id === listing.id)?.status).toBe('WAITING_ON_PUBLISHER');
    expect(cached.find((c) => c.id === live.id)?.status).toBe('LIVE');
  });
});
