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

/** The names of every account given, in one lookup (location and publisher ids are the service's). */
const readNamesOfAll = (accountIds: readonly string[]): Promise<NameMaps> =>
  readNameMaps(accountIds.length === 1 ? accountIds[0] : accountIds);

/**
 * Location and publisher names for the account's reviews (lib/names/cached-names.ts), read again
 * when the background caches new ones; a name not cached yet reads "Location 1003" meanwhile.
 */
export function useCachedNames(
  /** The account, or the accounts of the All-accounts inbox, whose names are read as one lookup. */
  accounts: string | readonly string[],
  /** Names known before this mounted (the panel's first screen), shown until the read answers. */
  initial?: NameMaps,
): CachedNames {
  const accountIds = typeof accounts === 'string' ? [accounts] : accounts;
  const maps = useCacheRead(
    accountIds,
    NAME_STORES,
    accountIds.join('\n'),
    () => readNamesOfAll(accountIds),
    initial,
  );
  // One object per read, so memoized work that depends on the names runs again only then.
  return useMemo(() => displayNames(maps ?? NO_NAMES), [maps]);
}
