/**
 * The listings grid as one flat list, so that a single virtualized list can show it (DESIGN.md ›
 * Performance model): each group (a location whose rows are its publishers, or a publisher whose
 * rows are the locations) becomes a header item followed by one item per row. Pure: the
 * grid renders only the items near the viewport, while selection works on `group.listings`.
 */
import type { CachedListing, CachedLocation, CachedPublisher } from '@/lib/listings/listing-cache';
import { namesOfRecords } from '@/lib/names/display-name';
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

/** One listing, as a row of its group. */
export interface ListingRowItem {
  kind: 'row';
  key: string;
  listing: CachedListing;
  group: ListingGroupData;
  /** The row's name: the publisher (browsing by location) or the location. */
  name: string;
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
 * The groups of a page, in the order the grid shows them: locations in the page's order, each
 * with its publishers in catalogue order (a location with no listing shown has no group); or
 * publishers in catalogue order, each with the page's locations in order.
 */
export function listingGroups(
  mode: BrowseMode,
  listings: readonly CachedListing[],
  locations: readonly CachedLocation[],
  publishers: readonly CachedPublisher[],
): ListingGroupData[] {
  const publisherById = new Map(publishers.map((publisher) => [publisher.id, publisher]));
  const locationById = new Map(locations.map((location) => [location.id, location]));
  const publisherOrder = (id: string) => publisherById.get(id)?.order ?? LAST;
  const locationOrder = (id: string) => locationById.get(id)?.order ?? LAST;
  const byKey = (key: 'locationId' | 'publisherId') => {
    const groups = new Map<string, CachedListing[]>();
    for (const listing of listings) {
      const id = listing[key];
      const group = groups.get(id);
      if (group) group.push(listing);
      else groups.set(id, [listing]);
    }
    return groups;
  };

  if (mode === 'location') {
    const rowsOf = byKey('locationId');
    return locations.flatMap((location) => {
      const rows = rowsOf.get(location.id);
      if (!rows) return [];
      rows.sort((a, b) => publisherOrder(a.publisherId) - publisherOrder(b.publisherId));
      return [
        {
          key: `location:${location.id}`,
          by: 'location' as const,
          id: location.id,
          title: location.locationName,
          location,
          listings: rows,
        },
      ];
    });
  }

  const rowsOf = byKey('publisherId');
  const names = namesOfRecords({ publishers });
  return [...rowsOf.keys()]
    .sort((a, b) => publisherOrder(a) - publisherOrder(b))
    .map((publisherId) => {
      const publisher = publisherById.get(publisherId);
      const rows = (rowsOf.get(publisherId) ?? []).sort(
        (a, b) => locationOrder(a.locationId) - locationOrder(b.locationId),
      );
      return {
        key: `publisher:${publisherId}`,
        by: 'publisher' as const,
        id: publisherId,
        title: names.publisher(publisherId),
        publisher,
        listings: rows,
      };
    });
}

/** Each group as its header item followed by its row items, named from the page's data. */
export function flattenGroups(
  groups: readonly ListingGroupData[],
  publishers: readonly CachedPublisher[],
  locations: readonly CachedLocation[],
): ListingGridItem[] {
  const names = namesOfRecords({ locations, publishers });
  const items: ListingGridItem[] = [];
  for (const group of groups) {
    items.push({ kind: 'header', key: `header:${group.key}`, group });
    group.listings.forEach((listing, index) => {
      const publisherName = names.publisher(listing.publisherId);
      const locationName = names.location(listing.locationId);
      items.push({
        kind: 'row',
        key: `row:${group.key}:${listing.id}`,
        listing,
        group,
        name: group.by === 'location' ? publisherName : locationName,
        publisherName,
        locationName,
        last: index === group.listings.length - 1,
      });
    });
  }
  return items;
}
