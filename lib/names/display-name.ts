/**
 * How a location or a publisher is named on every surface (popup card, side panel, composer,
 * notifications, CSV): the name the service gave it, and until that name is cached a readable
 * stand-in, never a bare id. Pure.
 */
import { i18n } from '../i18n/translate';

/** Location and publisher names by id, as cached from the service's lists. */
export interface NameMaps {
  locations: ReadonlyMap<string, string>;
  publishers: ReadonlyMap<string, string>;
  /**
   * What a surface shows for a location whose name another location shares: "Vancouver Animal
   * Hospital (Burnaby)" (distinctLocationNames). Only those; never in text sent to a customer.
   */
  locationLabels?: ReadonlyMap<string, string>;
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
    location: (id) => maps.locationLabels?.get(id) ?? maps.locations.get(id) ?? locationFallback(id),
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

/** A location as far as naming it goes; `distinctName` is stamped by the cache writes. */
export type NamedLocation = {
  id: string;
  locationName?: string;
  city?: string;
  address?: string;
  /** The whole list's distinctLocationNames label, stamped on a cached record whose name is shared. */
  distinctName?: string;
};

const nameKey = (name: string) => name.trim().toLocaleLowerCase();

/**
 * The labels that tell apart locations sharing a name (two "Vancouver Animal Hospital"s): the city
 * after the name, "Vancouver Animal Hospital (Burnaby)", and the street too where the city is the
 * same, "(Vancouver, 12 Main St)". A name no other location has gets no label: it shows as it is.
 * The one rule for every surface (filters, rows, the grid, reports, notifications). Over part of a
 * list (a few keyed reads) a shared name cannot be seen: the `distinctName` the cache stamped over
 * the whole list stands in.
 */
export function distinctLocationNames(records: readonly NamedLocation[]): Map<string, string> {
  const groups = new Map<string, NamedLocation[]>();
  for (const record of records) {
    const name = record.locationName?.trim();
    if (!name) continue;
    const group = groups.get(nameKey(name));
    if (group) group.push(record);
    else groups.set(nameKey(name), [record]);
  }
  const labels = new Map<string, string>();
  for (const group of groups.values()) {
    if (group.length === 1) {
      const [only] = group;
      if (only?.distinctName) labels.set(only.id, only.distinctName);
      continue;
    }
    const cities = new Map<string, number>();
    for (const record of group) {
      const city = nameKey(record.city ?? '');
      cities.set(city, (cities.get(city) ?? 0) + 1);
    }
    for (const record of group) {
      const city = record.city?.trim() ?? '';
      const address = record.address?.trim() ?? '';
      const cityShared = (cities.get(nameKey(city)) ?? 0) > 1;
      const place = [city, cityShared || !city ? address : ''].filter(Boolean).join(', ');
      const name = record.locationName?.trim() ?? '';
      labels.set(
        record.id,
        place ? i18n.t('names.withPlace', { name, place }) : i18n.t('names.withId', { name, id: record.id }),
      );
    }
  }
  return labels;
}

/** A cached location record's name as every surface shows it: its label where the name is shared. */
export const locationLabelOf = (location: NamedLocation): string =>
  location.distinctName ?? (location.locationName?.trim() || locationFallback(location.id));

/** Cached location and publisher records as a view has already read them (either list may be absent). */
export interface NamedRecords {
  locations?: readonly NamedLocation[];
  publishers?: readonly { id: string; name?: string }[];
}

/** The display names over records a view already holds, so it names them as every other surface does. */
export function namesOfRecords({ locations = [], publishers = [] }: NamedRecords): Names {
  return displayNames({
    locations: namesById(locations, 'locationName'),
    publishers: namesById(publishers, 'name'),
    locationLabels: distinctLocationNames(locations),
  });
}
