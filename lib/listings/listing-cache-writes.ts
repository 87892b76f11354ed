/**
 * The background's writes to the listings half of the cache (docs/architecture.md › The stores:
 * the background
 * writes, pages read and subscribe). Each write replaces what it covers in one transaction and
 * announces the stores it touched, so an open page re-reads once.
 */
import type { Listing, Location, Publisher, PublisherSuggestion } from '../api';
import { announceChange } from '../cache/changes';
import { accountRange, type CacheStore, openCache } from '../cache/db';
import { distinctLocationNames } from '../names/display-name';
import {
  type CachedListing,
  type CachedLocation,
  type CachedPublisher,
  type CachedSuggestion,
  LISTING_SUMMARY,
  type ListingSummary,
} from './listing-records';

export function toCachedLocation(
  accountId: string,
  location: Location,
  order: number,
  distinctName?: string,
): CachedLocation {
  const cached: CachedLocation = { ...location, serviceAccountId: location.accountId, accountId, order };
  if (distinctName) cached.distinctName = distinctName;
  return cached;
}

/** Replaces every cached location of the account, each shared name stamped with its label. */
export async function cacheLocations(accountId: string, locations: readonly Location[]): Promise<void> {
  const labels = distinctLocationNames(locations);
  const tx = (await openCache()).transaction('locations', 'readwrite');
  await tx.store.delete(accountRange(accountId));
  await Promise.all(
    locations.map((location, i) =>
      tx.store.put(toCachedLocation(accountId, location, i, labels.get(location.id))),
    ),
  );
  await tx.done;
}

/**
 * Writes one location read back after a change (its order is kept). A new name may now be shared
 * or no longer be: every label of the account is stamped again.
 */
export async function cacheLocation(accountId: string, location: Location): Promise<void> {
  const tx = (await openCache()).transaction('locations', 'readwrite');
  const before = await tx.store.get([accountId, location.id]);
  const order = typeof before?.order === 'number' ? before.order : 0;
  const others = ((await tx.store.getAll(accountRange(accountId))) as CachedLocation[]).filter(
    (record) => record.id !== location.id,
  );
  // The whole list, without the old stamps: they are what is being worked out again.
  const labels = distinctLocationNames(
    [...others, location].map(({ id, locationName, city, address }) => ({ id, locationName, city, address })),
  );
  await tx.store.put(toCachedLocation(accountId, location, order, labels.get(location.id)));
  for (const record of others) {
    const label = labels.get(record.id);
    if (label === record.distinctName) continue;
    const { distinctName: _old, ...rest } = record;
    await tx.store.put(label ? { ...rest, distinctName: label } : rest);
  }
  await tx.done;
  announceChange({ accountId, stores: ['locations'] });
}

export async function cachePublishers(accountId: string, publishers: readonly Publisher[]): Promise<void> {
  const tx = (await openCache()).transaction('publishers', 'readwrite');
  await tx.store.delete(accountRange(accountId));
  await Promise.all(
    publishers.map((publisher, order) =>
      tx.store.put({ ...publisher, accountId, order } satisfies CachedPublisher),
    ),
  );
  await tx.done;
}

/** Replaces every cached listing of the account (after a full count). */
export async function cacheAllListings(accountId: string, listings: readonly Listing[]): Promise<void> {
  const tx = (await openCache()).transaction('listings', 'readwrite');
  await tx.store.delete(accountRange(accountId));
  await Promise.all(
    listings.map((listing) => tx.store.put({ ...listing, accountId } satisfies CachedListing)),
  );
  await tx.done;
}

/** Replaces the cached listings of these locations with `listings` (fetched for exactly them). */
export async function cacheLocationListings(
  accountId: string,
  locationIds: readonly string[],
  listings: readonly Listing[],
): Promise<void> {
  const tx = (await openCache()).transaction('listings', 'readwrite');
  const byLocation = tx.store.index('byLocation');
  for (const locationId of locationIds) {
    let cursor = await byLocation.openKeyCursor(IDBKeyRange.only([accountId, locationId]));
    while (cursor) {
      await tx.store.delete(cursor.primaryKey);
      cursor = await cursor.continue();
    }
  }
  await Promise.all(
    listings.map((listing) => tx.store.put({ ...listing, accountId } satisfies CachedListing)),
  );
  await tx.done;
  announceChange({ accountId, stores: ['listings'] });
}

/** Replaces the cached suggestions of the account. */
export async function cacheSuggestions(
  accountId: string,
  suggestions: readonly PublisherSuggestion[],
): Promise<void> {
  const tx = (await openCache()).transaction('suggestions', 'readwrite');
  await tx.store.delete(accountRange(accountId));
  await Promise.all(suggestions.map((s) => tx.store.put({ ...s, accountId } satisfies CachedSuggestion)));
  await tx.done;
}

export const emptySummary = (accountId: string): ListingSummary => ({
  accountId,
  name: LISTING_SUMMARY,
  byStatus: {},
  total: 0,
  counted: 0,
  pendingSuggestions: 0,
  locations: 0,
  listingsAt: 0,
  directoryAt: 0,
  suggestionsAt: 0,
});

export async function readCachedSummary(accountId: string): Promise<ListingSummary> {
  const record = await (await openCache()).get('snapshots', [accountId, LISTING_SUMMARY]);
  return record
    ? { ...emptySummary(accountId), ...(record as unknown as ListingSummary) }
    : emptySummary(accountId);
}

/** Merges `change` into the account's summary snapshot. */
export async function updateSummary(
  accountId: string,
  change: Partial<Omit<ListingSummary, 'accountId' | 'name'>>,
): Promise<ListingSummary> {
  const db = await openCache();
  const tx = db.transaction('snapshots', 'readwrite');
  const before = await tx.store.get([accountId, LISTING_SUMMARY]);
  const next: ListingSummary = {
    ...emptySummary(accountId),
    ...(before as unknown as ListingSummary | undefined),
    ...change,
  };
  await tx.store.put(next as unknown as ListingSummary & { [field: string]: unknown });
  await tx.done;
  return next;
}

export const announce = (accountId: string, stores: CacheStore[]): void =>
  announceChange({ accountId, stores });
