import { openCache } from '@/lib/cache/db';

/**
 * Names of the account's locations from the cached `locations` store, by id. A location not cached
 * yet is simply absent: callers show its id, as the notifications do (lib/notify).
 */
export async function readLocationNames(
  accountId: string,
  locationIds: readonly string[],
): Promise<Map<string, string>> {
  const tx = (await openCache()).transaction('locations');
  const names = new Map<string, string>();
  await Promise.all(
    [...new Set(locationIds)].map(async (id) => {
      const name = (await tx.store.get([accountId, id]))?.locationName;
      if (typeof name === 'string' && name.trim()) names.set(id, name);
    }),
  );
  await tx.done;
  return names;
}
