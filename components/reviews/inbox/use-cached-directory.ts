import { useMemo } from 'preact/hooks';
import { useCacheRead } from '@/components/cache/use-cache-read';
import {
  type Directory,
  displayNames,
  NAME_STORES,
  type NameMaps,
  type Names,
  NO_NAMES,
  readDirectory,
} from '@/lib/names/cached-names';
import type { PlaceLookup } from '@/lib/reviews/place-facts';

export interface CachedDirectory {
  names: Names;
  /** Each location's folder, country and labels, for the inbox filters; empty until read. */
  places: PlaceLookup;
}

const NO_PLACES: PlaceLookup = new Map();

/**
 * Location and publisher names for the account's reviews, and its locations' facts
 * (lib/names/cached-names.ts › readDirectory), in one read, read again when the background caches
 * new ones; a name not cached yet reads "Location 1003" meanwhile.
 */
export function useCachedDirectory(
  /** The account, or the accounts of the All-accounts inbox, read as one lookup (ids are the service's). */
  accounts: string | readonly string[],
  /** Names known before this mounted (the panel's first screen), shown until the read answers. */
  initial?: NameMaps,
): CachedDirectory {
  const accountIds = typeof accounts === 'string' ? [accounts] : accounts;
  const read = useCacheRead<Directory>(
    accountIds,
    NAME_STORES,
    accountIds.join('\n'),
    () => readDirectory(accountIds.length === 1 ? accountIds[0] : accountIds),
    initial && { names: initial, places: NO_PLACES },
  );
  // One object per read, so memoized work that depends on the names runs again only then.
  return useMemo(
    () => ({ names: displayNames(read?.names ?? NO_NAMES), places: read?.places ?? NO_PLACES }),
    [read],
  );
}
