/**
 * The listings grid as one flat list, so that a single virtualized list can show it
 * (docs/architecture.md › Performance model): each group (a location whose rows are its
 * publishers, or a publisher whose
 * rows are the locations) becomes a header item followed by one item per row. Pure: the grid
 * renders only the items near the viewport, while selection works on `group.listings`.
 */
import type { CachedListing, CachedLocation, CachedPublisher } from '@/lib/listings/listing-cache';
import { locationLabelOf, namesOfRecords } from '@/lib/names/display-name';
import type { BrowseMode } from './listings-toolbar';

/** A location row or a publisher column of the grid. */
export interface ListingGroupData {
  /** `location:<id>` or `publisher:<id>`, unique on a page. */
  key: string;
  /** What the group is: a location (rows are publishers) or a publisher (rows are locations). */
  by: BrowseMode;
  id: string;
  title: string;
  location?: CachedLocation;
  publisher?: CachedPublisher;
  /** Every listing of the group in row order: what its checkbox selects, rendered or not. */
  listings: CachedListing[];
  /** False while some of the group's locations are still loading (its count is not final). */
  complete?: boolean;
}

/** A group's header: select-all checkbox, title, count and details. */
export interface GroupHeaderItem {
  kind: 'header';
  key: string;
  group: ListingGroupData;
}

/** One listing, as a row of its group (named by the publisher in a location's, else the location). */
export interface ListingRowItem {
  kind: 'row';
  key: string;
  listing: CachedListing;
  group: ListingGroupData;
  publisherName: string;
  locationName: string;
  /** The group's last row (it closes the group's box). */
  last: boolean;
}

/** A location whose listings are not read yet, as a row of a publisher's group. */
export interface PendingRowItem {
  kind: 'pending';
  key: string;
  group: ListingGroupData;
  location: CachedLocation;
  last: boolean;
}

export type ListingGridItem = GroupHeaderItem | ListingRowItem | PendingRowItem;

const LAST = Number.MAX_SAFE_INTEGER;

/**
 * "By location", a page of locations: a header per location in the page's order, then a row per
 * listing shown, its publishers in catalogue order (a location with no listing shown has no group).
 */
export function locationItems(
  listings: readonly CachedListing[],
  locations: readonly CachedLocation[],
  publishers: readonly CachedPublisher[],
): ListingGridItem[] {
  const names = namesOfRecords({ locations, publishers });
  const publisherOrder = new Map(publishers.map((publisher) => [publisher.id, publisher.order]));
  const order = (listing: CachedListing) => publisherOrder.get(listing.publisherId) ?? LAST;
  const rowsOf = new Map<string, CachedListing[]>();
  for (const listing of listings) {
    const rows = rowsOf.get(listing.locationId);
    if (rows) rows.push(listing);
    else rowsOf.set(listing.locationId, [listing]);
  }
  return locations.flatMap((location): ListingGridItem[] => {
    const rows = rowsOf.get(location.id)?.sort((a, b) => order(a) - order(b));
    if (!rows) return [];
    const group: ListingGroupData = {
      key: `location:${location.id}`,
      by: 'location',
      id: location.id,
      title: locationLabelOf(location),
      location,
      listings: rows,
    };
    return [
      { kind: 'header', key: `header:${group.key}`, group },
      ...rows.map((listing, index) => ({
        kind: 'row' as const,
        key: `row:${group.key}:${listing.id}`,
        listing,
        group,
        publisherName: names.publisher(listing.publisherId),
        locationName: names.location(location.id),
        last: index === rows.length - 1,
      })),
    ];
  });
}

/**
 * "By publisher" over every location (not a page of them): a header per publisher in catalogue
 * order, then a row per location in order, from what the view knows so far, so the list fills in
 * as the locations on screen are read. A location not read yet is a pending row, unless the
 * publisher names its countries and the location's is not one (it cannot be listed there); a known
 * one with no listing at the publisher (or none in `status`) has no row, and a publisher with no
 * row has no group.
 */
export function publisherItems(
  publishers: readonly CachedPublisher[],
  locations: readonly CachedLocation[],
  known: ReadonlyMap<string, readonly CachedListing[]>,
  status: string,
): ListingGridItem[] {
  const byPair = new Map<string, CachedListing>();
  for (const location of locations)
    for (const listing of known.get(location.id) ?? [])
      byPair.set(`${location.id}\n${listing.publisherId}`, listing);
  const items: ListingGridItem[] = [];
  for (const publisher of publishers) {
    const group: ListingGroupData = {
      key: `publisher:${publisher.id}`,
      by: 'publisher',
      id: publisher.id,
      title: publisher.name,
      publisher,
      listings: [],
      complete: true,
    };
    const rows: (ListingRowItem | PendingRowItem)[] = [];
    for (const location of locations) {
      if (!known.has(location.id)) {
        const countries = publisher.supportedCountries;
        if (countries.length > 0 && !countries.includes(location.countryCode)) continue;
        group.complete = false;
        rows.push({
          kind: 'pending',
          key: `pending:${group.key}:${location.id}`,
          group,
          location,
          last: false,
        });
        continue;
      }
      const listing = byPair.get(`${location.id}\n${publisher.id}`);
      if (!listing || (status && listing.status !== status)) continue;
      group.listings.push(listing);
      rows.push({
        kind: 'row',
        key: `row:${group.key}:${listing.id}`,
        listing,
        group,
        publisherName: publisher.name,
        locationName: locationLabelOf(location),
        last: false,
      });
    }
    const last = rows.at(-1);
    if (!last) continue;
    last.last = true;
    items.push({ kind: 'header', key: `header:${group.key}`, group }, ...rows);
  }
  return items;
}
