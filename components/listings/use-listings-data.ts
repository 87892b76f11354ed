import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { useCacheRead } from '@/components/cache/use-cache-read';
import type { ErrorData } from '@/lib/errors/error-data';
import {
  type CachedListing,
  type CachedLocation,
  type CachedPublisher,
  readListingsOf,
  readLocations,
  readPublishers,
} from '@/lib/listings/listing-cache';
import { ask, sendMessage } from '@/lib/messaging';

/**
 * Locations shown per page of the narrow "By location" list, and the block in which the views
 * that show every location (the wide grid, "By publisher") read and fetch listings. It bounds the
 * fetch: a block costs one call per 100 listings, made one after another, so 10 locations are
 * about 6 calls before they show; 25 would be about 15. Kept at 10 so that new rows fill quickly
 * on a slow connection; scrolling within fetched blocks asks nothing.
 */
export const LOCATIONS_PER_PAGE = 10;
/**
 * Blocks that come on screen are fetched once they stay there this long, so that dragging the
 * scrollbar across 500 locations does not fetch every block it passes.
 */
const SETTLE_MS = 200;

export interface ListingsData {
  locations: CachedLocation[] | undefined;
  publishers: CachedPublisher[] | undefined;
  /** The locations on screen, whose listings are read and fetched. */
  visible: CachedLocation[];
  /** Cached listings of the visible locations. */
  listings: CachedListing[];
  /**
   * Every location's listings this view has read so far, by location id (scrolled-away ones
   * stay). A location missing here is not known yet (its row shows it is loading); an empty list
   * is a location with no listing.
   */
  known: ReadonlyMap<string, CachedListing[]>;
  /** Fetching the visible locations' listings. */
  loading: boolean;
  error: ErrorData | undefined;
  refresh: () => void;
  refreshing: boolean;
}

/**
 * The listings view's data: locations and publishers from the cache (refreshed when stale), and
 * the listings of only the visible locations, read from the cache and fetched for exactly them
 * (`locationIds` filter and paging) when they first come on screen. A large account never loads
 * every listing here.
 */
export function useListingsData(
  accountId: string,
  visibleOf: (all: CachedLocation[]) => CachedLocation[],
): ListingsData {
  const locations = useCacheRead(accountId, ['locations'], accountId, () =>
    readLocations(accountId).catch(() => []),
  );
  const publishers = useCacheRead(accountId, ['publishers'], accountId, () =>
    readPublishers(accountId).catch(() => []),
  );
  const visible = useMemo(() => (locations ? visibleOf(locations) : []), [locations, visibleOf]);
  const ids = visible.map((location) => location.id);
  const key = ids.join(',');
  const read = useCacheRead(accountId, ['listings'], `${accountId}\n${key}`, () =>
    readListingsOf(accountId, ids),
  );
  const listings = read ?? [];
  const [known, setKnown] = useState<ReadonlyMap<string, CachedListing[]>>(new Map());
  /** Locations fetched (or being fetched) since the view opened or Refresh was pressed. */
  const fetched = useRef(new Set<string>());
  const [inFlight, setInFlight] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const [error, setError] = useState<ErrorData>();

  // Deps on purpose: another account is another view
  useEffect(() => {
    setKnown(new Map());
    fetched.current = new Set();
  }, [accountId]);

  // Deps on purpose: `read` answers for the current `ids`
  useEffect(() => {
    if (read) setKnown((before) => mergeKnown(before, ids, read, fetched.current));
  }, [read]);

  const fetchOverview = (force: boolean) => {
    setRefreshing(true);
    return ask(() => sendMessage('refreshListingOverview', { accountId, force })).then((result) => {
      setRefreshing(false);
      if (!result.ok) setError(result.error);
    });
  };
  // Deps on purpose: once per account shown
  useEffect(() => void fetchOverview(false), [accountId]);

  const fetchLocations = (locationIds: string[]) => {
    if (locationIds.length === 0) return Promise.resolve();
    for (const id of locationIds) fetched.current.add(id);
    setInFlight((n) => n + 1);
    return ask(() => sendMessage('refreshLocationListings', { accountId, locationIds })).then((result) => {
      setInFlight((n) => n - 1);
      setError(result.ok ? undefined : result.error);
      if (!result.ok) {
        for (const id of locationIds) fetched.current.delete(id);
        return;
      }
      // Read back what was fetched, even if it has scrolled away meanwhile: a location with no
      // listing is known now, and empty.
      return readListingsOf(accountId, locationIds).then((list) =>
        setKnown((before) => mergeKnown(before, locationIds, list, fetched.current)),
      );
    });
  };
  // Deps on purpose: whenever other locations come on screen
  useEffect(() => {
    const missing = ids.filter((id) => !fetched.current.has(id));
    if (missing.length === 0) return;
    const timer = setTimeout(() => void fetchLocations(missing), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [accountId, key]);

  return {
    locations,
    publishers,
    visible,
    listings,
    known,
    loading: inFlight > 0,
    error,
    refreshing,
    refresh: () => {
      setError(undefined);
      fetched.current = new Set();
      void fetchOverview(true).then(() => fetchLocations(ids));
    },
  };
}

/**
 * What the view knows after reading the listings of `ids`: each location with cached listings,
 * or already fetched, takes what was read; the others stay unknown (not fetched yet).
 */
export function mergeKnown(
  before: ReadonlyMap<string, CachedListing[]>,
  ids: readonly string[],
  read: readonly CachedListing[],
  fetched: ReadonlySet<string>,
): ReadonlyMap<string, CachedListing[]> {
  const byLocation = new Map<string, CachedListing[]>();
  for (const listing of read) {
    const list = byLocation.get(listing.locationId);
    if (list) list.push(listing);
    else byLocation.set(listing.locationId, [listing]);
  }
  const next = new Map(before);
  for (const id of ids) {
    const list = byLocation.get(id);
    if (list) next.set(id, list);
    else if (fetched.has(id)) next.set(id, []);
  }
  return next;
}
