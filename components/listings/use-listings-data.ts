import { useEffect, useMemo, useState } from 'preact/hooks';
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
 * Locations shown per page of the listings view; their listings are read and fetched together.
 * The grid is virtualized, so this no longer bounds the DOM (a page of 10 locations × 60
 * publishers was ~600 rows and ~9,000 nodes; now only the rows in view exist). It bounds the
 * fetch: a page costs one call per 100 listings, made one after another, so 10 locations are
 * about 6 calls before a fresh page shows; 25 would be about 15. Kept at 10 so that paging stays
 * quick on a slow connection; scrolling within a page is what virtualization made cheap.
 */
export const LOCATIONS_PER_PAGE = 10;

export interface ListingsData {
  locations: CachedLocation[] | undefined;
  publishers: CachedPublisher[] | undefined;
  /** The locations on screen, whose listings are read and fetched. */
  visible: CachedLocation[];
  /** Cached listings of the visible locations. */
  listings: CachedListing[];
  /** Fetching the visible locations' listings. */
  loading: boolean;
  error: ErrorData | undefined;
  refresh: () => void;
  refreshing: boolean;
}

/**
 * The listings view's data: locations and publishers from the cache (refreshed when stale), and
 * the listings of only the visible locations, read from the cache and fetched for exactly them
 * (`locationIds` filter and paging) whenever they change. A large account never loads every
 * listing here.
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
  const listings =
    useCacheRead(accountId, ['listings'], `${accountId}\n${key}`, () => readListingsOf(accountId, ids)) ?? [];
  const [loading, setLoading] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const [error, setError] = useState<ErrorData>();

  const fetchOverview = (force: boolean) => {
    setRefreshing(true);
    return ask(() => sendMessage('refreshListingOverview', { accountId, force })).then((result) => {
      setRefreshing(false);
      if (!result.ok) setError(result.error);
    });
  };
  // Deps on purpose: once per account shown
  useEffect(() => void fetchOverview(false), [accountId]);

  const fetchVisible = () => {
    if (ids.length === 0) return Promise.resolve();
    setLoading(true);
    return ask(() => sendMessage('refreshLocationListings', { accountId, locationIds: ids })).then(
      (result) => {
        setLoading(false);
        setError(result.ok ? undefined : result.error);
      },
    );
  };
  // Deps on purpose: whenever other locations come on screen
  useEffect(() => void fetchVisible(), [accountId, key]);

  return {
    locations,
    publishers,
    visible,
    listings,
    loading,
    error,
    refreshing,
    refresh: () => {
      setError(undefined);
      void fetchOverview(true).then(fetchVisible);
    },
  };
}
