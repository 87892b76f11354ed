/**
 * The one place every surface reads location and publisher names from: the cached `locations` and
 * `publishers` stores, which the background fills when an account connects and refreshes daily
 * (name-refresh.ts). Reads IndexedDB only, so names show offline and before any network call.
 */
import { accountRange, accountsRange, openCache } from '../cache/db';
import { type PlaceLookup, placeFacts } from '../reviews/place-facts';
import { distinctLocationNames, type NameMaps, type Names, namesById, namesOfRecords } from './display-name';

export type { NameMaps, Names } from './display-name';
export { displayNames, NO_NAMES } from './display-name';

/** Stores whose change means the names may have changed: re-read on `onCacheChange` of these. */
export const NAME_STORES = ['locations', 'publishers'] as const;

/**
 * What the cache holds of the account's locations and publishers, or (All accounts) every listed
 * account's: their names by id, and each location's folder, country and labels, which the inbox
 * filters by (lib/reviews/place-facts.ts). One read of each store serves both: an agency's
 * thousands of locations are deserialised once per open, not once per use.
 */
export interface Directory {
  names: NameMaps;
  places: PlaceLookup;
}

export async function readDirectory(accounts: string | readonly string[]): Promise<Directory> {
  const db = await openCache();
  const listed = typeof accounts === 'string' ? undefined : new Set(accounts);
  const range = typeof accounts === 'string' ? accountRange(accounts) : accountsRange(accounts);
  const theirs = <T extends { accountId: string }>(records: T[]) =>
    listed ? records.filter((record) => listed.has(record.accountId)) : records;
  const [allLocations, allPublishers] = await Promise.all([
    db.getAll('locations', range),
    db.getAll('publishers', range),
  ]);
  const locations = theirs(allLocations);
  return {
    names: {
      locations: namesById(locations, 'locationName'),
      publishers: namesById(theirs(allPublishers), 'name'),
      locationLabels: distinctLocationNames(locations),
    },
    places: new Map(locations.map((record) => [record.id, placeFacts(record)])),
  };
}

/**
 * Only the names of these locations and publishers: one keyed read each, for surfaces that show a
 * few reviews (the popup, a notification, the composer) in an account of thousands of locations.
 */
export async function readNamesOf(
  accountId: string,
  ids: { locationIds?: readonly string[]; publisherIds?: readonly string[] },
): Promise<Names> {
  const tx = (await openCache()).transaction(['locations', 'publishers']);
  const read = async (store: 'locations' | 'publishers', wanted: readonly string[] = []) =>
    (await Promise.all([...new Set(wanted)].map((id) => tx.objectStore(store).get([accountId, id])))).filter(
      (record) => record !== undefined,
    );
  const [locations, publishers] = await Promise.all([
    read('locations', ids.locationIds),
    read('publishers', ids.publisherIds),
  ]);
  await tx.done;
  return namesOfRecords({ locations, publishers });
}
