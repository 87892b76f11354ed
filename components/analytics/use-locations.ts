import { useEffect } from 'preact/hooks';
import { useAccountCache } from '@/components/cache/use-account-cache';
import { readLocations } from '@/lib/listings/listing-cache';
import { ask, sendMessage } from '@/lib/messaging';

export interface LocationOption {
  id: string;
  name: string;
}

/**
 * The account's locations for pickers and names: from the cache at once, and fetched into it
 * when stale. A failed fetch is not shown: the views fall back to location ids.
 */
export function useLocations(accountId: string): LocationOption[] {
  const locations = useAccountCache(accountId, ['locations'], () => readLocations(accountId)) ?? [];
  useEffect(() => {
    void ask(() => sendMessage('refreshAnalyticsLocations', { accountId }));
  }, [accountId]);
  return locations.map((location) => ({ id: location.id, name: location.locationName || location.id }));
}
