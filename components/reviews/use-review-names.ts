import { useCacheRead } from '@/components/cache/use-cache-read';
import { displayNames, NAME_STORES, type Names, NO_NAMES, readNamesOf } from '@/lib/names/cached-names';

/**
 * The names of one review's location and publisher (lib/names/cached-names.ts), read again when
 * the background caches new ones; "Location 1003" until the name is known.
 */
export function useReviewNames(
  accountId: string,
  review: { locationId: string; publisherId: string },
): Names {
  const { locationId, publisherId } = review;
  const names = useCacheRead(accountId, NAME_STORES, `${accountId}\n${locationId}\n${publisherId}`, () =>
    readNamesOf(accountId, { locationIds: [locationId], publisherIds: [publisherId] }),
  );
  return names ?? displayNames(NO_NAMES);
}
