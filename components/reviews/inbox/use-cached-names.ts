import { useEffect, useMemo, useState } from 'preact/hooks';
import { onCacheChange } from '@/lib/cache/changes';
import { accountRange, openCache } from '@/lib/cache/db';

export interface CachedNames {
  location: (id: string) => string | undefined;
  publisher: (id: string) => string | undefined;
}

async function readNames(
  accountId: string,
): Promise<{ locations: Map<string, string>; publishers: Map<string, string> }> {
  const db = await openCache();
  const [locations, publishers] = await Promise.all([
    db.getAll('locations', accountRange(accountId)),
    db.getAll('publishers', accountRange(accountId)),
  ]);
  const named = (records: { id: string; [field: string]: unknown }[], field: string) =>
    new Map(
      records.flatMap((record) => {
        const name = record[field];
        return typeof name === 'string' && name.trim() ? [[record.id, name] as const] : [];
      }),
    );
  return { locations: named(locations, 'locationName'), publishers: named(publishers, 'name') };
}

/**
 * Location and publisher names from the cache (filled by the listings sync); until a name is
 * cached, callers show the id, which is what the service uses everywhere.
 */
export function useCachedNames(accountId: string): CachedNames {
  const [maps, setMaps] = useState<Awaited<ReturnType<typeof readNames>>>({
    locations: new Map(),
    publishers: new Map(),
  });
  useEffect(() => {
    let live = true;
    const load = () =>
      void readNames(accountId).then(
        (next) => live && setMaps(next),
        () => {},
      );
    load();
    const stop = onCacheChange((change) => {
      if (
        change.accountId === accountId &&
        change.stores.some((s) => s === 'locations' || s === 'publishers')
      )
        load();
    });
    return () => {
      live = false;
      stop();
    };
  }, [accountId]);
  // One object per read, so memoized work that depends on the names runs again only then.
  return useMemo(
    () => ({ location: (id) => maps.locations.get(id), publisher: (id) => maps.publishers.get(id) }),
    [maps],
  );
}
