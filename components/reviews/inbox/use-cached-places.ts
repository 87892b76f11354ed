import { useEffect, useState } from 'preact/hooks';
import { onCacheChange } from '@/lib/cache/changes';
import { ask, sendMessage } from '@/lib/messaging';
import { type PlaceFacts, readPlaces } from '@/lib/reviews/place-facts';

/**
 * The folder, country and labels of each cached location of the account (lib/reviews/place-facts.ts),
 * read again when the listings sync changes the locations. Empty until read. Opening the inbox
 * also asks the background for the locations when its copy is stale (as the suggestion badge
 * does), so the location filters are there before the person first visits a listings view.
 */
export function useCachedPlaces(accountId: string): ReadonlyMap<string, PlaceFacts> {
  const [places, setPlaces] = useState<ReadonlyMap<string, PlaceFacts>>(() => new Map());
  useEffect(() => {
    let live = true;
    const load = () =>
      void readPlaces(accountId).then(
        (next) => live && setPlaces(next),
        () => {},
      );
    load();
    // A failure shows where it matters (the listings views); the filters keep the cached places.
    void ask(() => sendMessage('refreshListingOverview', { accountId, parts: ['directory'] }));
    const stop = onCacheChange((change) => {
      if (change.accountId === accountId && change.stores.includes('locations')) load();
    });
    return () => {
      live = false;
      stop();
    };
  }, [accountId]);
  return places;
}
