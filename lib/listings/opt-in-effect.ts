/**
 * What an opt-in call that succeeded did, written to the cache at once: its opted-out listings now
 * wait on the publisher (conventions.md › Listings), in the listings the grid shows and in the
 * counts the popup shows. The popup said "Opted out 113" for the opt-in just made until the service
 * had been read again; it is read again right after (opt-in-job.ts), and that replaces these.
 */

import { OPTED_IN_STATUS } from '../api/catalog';
import type { OptInPair } from '../api/opt-in-plan';
import { openCache } from '../cache/db';
import { announce } from './listing-cache-writes';
import type { CachedListing, ListingSummary } from './listing-records';
import { LISTING_SUMMARY } from './listing-records';
import { canOptIn } from './status-summary';

/** Marks the cached listings of `pairs` opted in; returns how many changed. */
export async function markOptedIn(accountId: string, pairs: readonly OptInPair[]): Promise<number> {
  const publishersAt = new Map<string, Set<string>>();
  for (const { locationId, publisherId } of pairs)
    publishersAt.set(locationId, (publishersAt.get(locationId) ?? new Set()).add(publisherId));
  const tx = (await openCache()).transaction(['listings', 'snapshots'], 'readwrite');
  const listings = tx.objectStore('listings');
  const moved: Record<string, number> = {};
  let count = 0;
  for (const [locationId, publishers] of publishersAt) {
    const cached = (await listings
      .index('byLocation')
      .getAll(IDBKeyRange.only([accountId, locationId]))) as CachedListing[];
    for (const listing of cached) {
      if (!publishers.has(listing.publisherId) || !canOptIn(listing)) continue;
      moved[listing.status] = (moved[listing.status] ?? 0) + 1;
      count++;
      await listings.put({ ...listing, status: OPTED_IN_STATUS });
    }
  }
  const snapshots = tx.objectStore('snapshots');
  const summary = (await snapshots.get([accountId, LISTING_SUMMARY])) as ListingSummary | undefined;
  if (summary && count > 0) {
    const byStatus = { ...summary.byStatus };
    for (const [status, n] of Object.entries(moved))
      byStatus[status] = Math.max(0, (byStatus[status] ?? 0) - n);
    byStatus[OPTED_IN_STATUS] = (byStatus[OPTED_IN_STATUS] ?? 0) + count;
    await snapshots.put({ ...summary, byStatus } as unknown as ListingSummary & { [field: string]: unknown });
  }
  await tx.done;
  if (count > 0) announce(accountId, ['listings', 'snapshots']);
  return count;
}
