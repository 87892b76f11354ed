import { useEffect, useMemo } from 'preact/hooks';
import { useCacheRead } from '@/components/cache/use-cache-read';
import { readLocations } from '@/lib/listings/listing-cache';
import { ask, sendMessage } from '@/lib/messaging';
import { namesOfRecords } from '@/lib/names/display-name';

export interface LocationOption {
  id: string;
  name: string;
}

export interface AccountLocations {
  /** The cached locations, in the service's order, for pickers. */
  options: LocationOption[];
  /** A location's name as every surface shows it (lib/names), for ids the reports and log carry. */
  locationName: (id: string) => string;
}

/**
 * The account's locations for pickers and names: from the cache at once, and fetched into it
 * when stale (the listings directory refresh: one cache of locations for every view). A failed
 * fetch is not shown: the views name locations by their stand-ins.
 */
export function useLocations(accountId: string): AccountLocations {
  const locations = useCacheRead(accountId, ['locations'], accountId, () => readLocations(accountId));
  useEffect(() => {
    void ask(() => sendMessage('refreshListingOverview', { accountId, parts: ['directory'] }));
  }, [accountId]);
  return useMemo(() => {
    const names = namesOfRecords({ locations });
    return {
      options: (locations ?? []).map((location) => ({ id: location.id, name: names.location(location.id) })),
      locationName: names.location,
    };
  }, [locations]);
}
