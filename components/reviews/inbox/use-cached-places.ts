import { useEffect, useState } from 'preact/hooks';
import { onCacheChange } from '@/lib/cache/changes';
import { type PlaceFacts, readPlaces } from '@/lib/reviews/place-facts';

/**
 * The folder, country and labels of each cached location of the account (lib/reviews/place-facts.ts),
 * read again when the listings sync changes the locations. Empty until read.
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
