/**
 * The read side of the listings cache, for the popup and the side panel (docs/architecture.md ›
 * The stores: pages render
 * from the cache first, then ask the background to refresh). Reads IndexedDB only; re-read on
 * `onCacheChange` when `locations`, `publishers`, `listings`, `suggestions` or `snapshots` of the
 * shown account change.
 */
import { accountRange, openCache } from '../cache/db';
import {
  type CachedListing,
  type CachedLocation,
  type CachedPublisher,
  type CachedSuggestion,
  LISTING_SUMMARY,
  type ListingSummary,
  OPT_IN_JOB,
  type OptInJob,
} from './listing-records';
import { orderSuggestions } from './suggestion-order';

export type * from './listing-records';

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

/** The account's locations, in the service's order. */
export async function readLocations(accountId: string): Promise<CachedLocation[]> {
  const records = await (await openCache()).getAll('locations', accountRange(accountId));
  return (records as unknown as CachedLocation[]).sort(byOrder);
}

/** The account's publishers, in the service's order. */
export async function readPublishers(accountId: string): Promise<CachedPublisher[]> {
  const records = await (await openCache()).getAll('publishers', accountRange(accountId));
  return (records as unknown as CachedPublisher[]).sort(byOrder);
}

/** The cached listings of these locations only (read through the `byLocation` index). */
export async function readListingsOf(
  accountId: string,
  locationIds: readonly string[],
): Promise<CachedListing[]> {
  const tx = (await openCache()).transaction('listings');
  const index = tx.store.index('byLocation');
  const lists = await Promise.all(
    locationIds.map((locationId) => index.getAll(IDBKeyRange.only([accountId, locationId]))),
  );
  await tx.done;
  return lists.flat() as unknown as CachedListing[];
}

/** Where the account's cached listings of one status are: the grid's status filter shows only those. */
export interface StatusSpread {
  status: string;
  locationIds: ReadonlySet<string>;
  publisherIds: ReadonlySet<string>;
  /** The listings in the status, as their location and publisher. */
  pairs: readonly { locationId: string; publisherId: string }[];
}

/**
 * The locations and publishers that have a cached listing in `status`, and those listings. The
 * cache holds every listing of an account once its listings are counted (listing-refresh.ts ›
 * countListings, up to its cap), so the filter sees all of them, not only the rows read so far.
 */
export async function readStatusSpread(accountId: string, status: string): Promise<StatusSpread> {
  const records = (await (await openCache()).getAll('listings', accountRange(accountId))) as CachedListing[];
  const locationIds = new Set<string>();
  const publisherIds = new Set<string>();
  const pairs: { locationId: string; publisherId: string }[] = [];
  for (const { status: its, locationId, publisherId } of records) {
    if (its !== status) continue;
    pairs.push({ locationId, publisherId });
    locationIds.add(locationId);
    publisherIds.add(publisherId);
  }
  return { status, locationIds, publisherIds, pairs };
}

/** Suggestions, pending first (suggestion-order.ts). */
export async function readSuggestions(accountId: string): Promise<CachedSuggestion[]> {
  const records = await (await openCache()).getAll('suggestions', accountRange(accountId));
  return orderSuggestions(records as unknown as CachedSuggestion[]);
}

export async function readOptInJob(accountId: string): Promise<OptInJob | undefined> {
  return (await (await openCache()).get('snapshots', [accountId, OPT_IN_JOB])) as unknown as
    | OptInJob
    | undefined;
}

/** The popup's listings summary and the pending-suggestions count. */
export async function readListingSummary(accountId: string): Promise<ListingSummary | undefined> {
  return (await (await openCache()).get('snapshots', [accountId, LISTING_SUMMARY])) as unknown as
    | ListingSummary
    | undefined;
}
