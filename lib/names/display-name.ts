/**
 * How a location or a publisher is named on every surface (popup card, side panel, composer,
 * notifications, CSV): the name the service gave it, and until that name is cached a readable
 * stand-in, never a bare id. Pure.
 */
import { i18n } from '#i18n';

/** Location and publisher names by id, as cached from the service's lists. */
export interface NameMaps {
  locations: ReadonlyMap<string, string>;
  publishers: ReadonlyMap<string, string>;
}

export const NO_NAMES: NameMaps = { locations: new Map(), publishers: new Map() };

/** What a surface shows for one location or publisher. */
export interface Names {
  location(id: string): string;
  publisher(id: string): string;
  /** The names the service gave, without stand-ins (text sent to customers must not say "Location 1003"). */
  known: NameMaps;
}

/**
 * A publisher id made readable: its words title-cased (`BRAND_X` → "Brand X", `YELP` → "Yelp").
 * Publisher ids are the publisher's name in capitals, so this reads as a name, not a code.
 */
export function tidyPublisherId(id: string): string {
  const words = id
    .trim()
    .split(/[\s_-]+/)
    .filter(Boolean);
  if (words.length === 0) return id;
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()).join(' ');
}

/** "Location 1003": a location whose name is not cached yet. */
export const locationFallback = (id: string): string => i18n.t('names.location', { id });

/** The display names over these maps, with the stand-ins for what they do not hold. */
export function displayNames(maps: NameMaps): Names {
  return {
    location: (id) => maps.locations.get(id) ?? locationFallback(id),
    publisher: (id) => maps.publishers.get(id) ?? tidyPublisherId(id),
    known: maps,
  };
}

/** Names from records of the cache: `field` of each, where it is non-empty text. */
export function namesById(records: readonly { id: string; [field: string]: unknown }[], field: string) {
  const names = new Map<string, string>();
  for (const record of records) {
    const name = record[field];
    if (typeof name === 'string' && name.trim()) names.set(record.id, name.trim());
  }
  return names;
}

/** Cached location and publisher records as a view has already read them (either list may be absent). */
export interface NamedRecords {
  locations?: readonly { id: string; locationName?: string }[];
  publishers?: readonly { id: string; name?: string }[];
}

/** The display names over records a view already holds, so it names them as every other surface does. */
export function namesOfRecords({ locations = [], publishers = [] }: NamedRecords): Names {
  return displayNames({
    locations: namesById(locations, 'locationName'),
    publishers: namesById(publishers, 'name'),
  });
}
