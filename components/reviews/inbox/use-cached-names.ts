import { useMemo } from 'preact/hooks';
import { useCacheRead } from '@/components/cache/use-cache-read';
import {
  displayNames,
  NAME_STORES,
  type NameMaps,
  type Names,
  NO_NAMES,
  readNameMaps,
} from '@/lib/names/cached-names';

export type CachedNames = Names;

/**
 * Location and publisher names for the account's reviews (lib/names/cached-names.ts), read again
 * when the background caches new ones; a name not cached yet reads "Location 1003" meanwhile.
 */
export function useCachedNames(
  accountId: string,
  /** Names known before this mounted (the panel's first screen), shown until the read answers. */
  initial?: NameMaps,
): CachedNames {
  const maps = useCacheRead(accountId, NAME_STORES, accountId, () => readNameMaps(accountId), initial);
  // One object per read, so memoized work that depends on the names runs again only then.
  return useMemo(() => displayNames(maps ?? NO_NAMES), [maps]);
}
