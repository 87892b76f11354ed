/**
 * What the inbox filters need to know of a review's location (folder, country, labels), taken from
 * the cached locations that the listings sync keeps (read with their names, lib/names/cached-names.ts
 * › readDirectory), and the choices they offer.
 */

export interface PlaceFacts {
  folderId: string;
  countryCode: string;
  labels: readonly string[];
}

/** Location id → its facts. */
export type PlaceLookup = ReadonlyMap<string, PlaceFacts>;

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** The facts of one cached location record; fields the service left out read as empty. */
export function placeFacts(record: { [field: string]: unknown }): PlaceFacts {
  const labels = Array.isArray(record.labels) ? record.labels.map(text).filter(Boolean) : [];
  return { folderId: text(record.folderId), countryCode: text(record.countryCode).toUpperCase(), labels };
}

/** A folder and the locations in it: the service names a folder by its id only. */
export interface FolderChoice {
  id: string;
  locationIds: string[];
}

/** The distinct folders (with their locations), countries and labels among the places, each sorted. */
export function placeChoices(places: PlaceLookup): {
  folders: FolderChoice[];
  countries: string[];
  labels: string[];
} {
  const folders = new Map<string, string[]>();
  const countries = new Set<string>();
  const labels = new Set<string>();
  for (const [locationId, place] of places) {
    if (place.folderId) {
      const members = folders.get(place.folderId);
      if (members) members.push(locationId);
      else folders.set(place.folderId, [locationId]);
    }
    if (place.countryCode) countries.add(place.countryCode);
    for (const label of place.labels) labels.add(label);
  }
  const sorted = (ids: Iterable<string>) => [...ids].sort((a, b) => a.localeCompare(b));
  return {
    folders: sorted(folders.keys()).map((id) => ({ id, locationIds: folders.get(id) ?? [] })),
    countries: sorted(countries),
    labels: sorted(labels),
  };
}
