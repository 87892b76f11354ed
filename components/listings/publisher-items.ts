/**
 * "By publisher" as a flat list of items over every location, not a page of them (the narrow
 * listings view; listing-grid-items.ts has the paged kinds of item it shares). Pure: it works from
 * what the view knows so far, so the list fills in as the locations on screen are read.
 */
import type { CachedListing, CachedLocation, CachedPublisher } from '@/lib/listings/listing-cache';
import type { ListingGridItem, ListingGroupData, ListingRowItem, PendingRowItem } from './listing-grid-items';

/**
 * "By publisher" over every location (not a page of them): a header per publisher in catalogue
 * order, then a row per location in order, from what the view knows so far. A location not read
 * yet is a pending row, unless the publisher names its countries and the location's is not one
 * (it cannot be listed there); a known one with no listing at the publisher (or none in `status`)
 * has no row, and a publisher with no row has no group.
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
        name: location.locationName,
        publisherName: publisher.name,
        locationName: location.locationName,
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
