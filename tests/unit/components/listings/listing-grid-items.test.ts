import { describe, expect, it } from 'vitest';
import {
  type ListingGridItem,
  locationItems,
  publisherItems,
} from '@/components/listings/listing-grid-items';
import type { CachedListing, CachedLocation, CachedPublisher } from '@/lib/listings/listing-cache';

const location = (id: string, name: string, order: number) =>
  ({ id, locationName: name, order }) as unknown as CachedLocation;
const publisher = (id: string, name: string, order: number) =>
  ({ id, name, order, alternateBrands: [], supportedCountries: [] }) as unknown as CachedPublisher;
const listing = (locationId: string, publisherId: string, status = 'OPTED_OUT') =>
  ({ id: `${locationId}-${publisherId}`, locationId, publisherId, status }) as unknown as CachedListing;

const locations = [location('L1', 'Downtown', 0), location('L2', 'Uptown', 1), location('L3', 'Harbor', 2)];
const publishers = [publisher('P1', 'Maps', 0), publisher('P2', 'Social', 1)];
// Out of order on purpose, and L3 has no listing shown.
const listings = [listing('L2', 'P2'), listing('L1', 'P2', 'LIVE'), listing('L2', 'P1'), listing('L1', 'P1')];

/** Each item as a short line: `# Name` for a header, `- name` for a row (what the row is named by). */
const outline = (items: ListingGridItem[]) =>
  items.map((item) =>
    item.kind === 'header'
      ? `# ${item.group.title}`
      : item.kind === 'pending'
        ? `… ${item.location.locationName}`
        : `- ${item.group.by === 'location' ? item.publisherName : item.locationName}`,
  );

describe('listing grid items', () => {
  it('by location: a header per location with listings, then its publishers in catalogue order', () => {
    const items = locationItems(listings, locations, publishers);
    expect(outline(items)).toEqual(['# Downtown', '- Maps', '- Social', '# Uptown', '- Maps', '- Social']);
    const rows = items.filter((item) => item.kind === 'row');
    expect(rows.map((row) => row.last)).toEqual([false, true, false, true]);
    expect(rows[0]).toMatchObject({ publisherName: 'Maps', locationName: 'Downtown' });
  });

  it('a group holds every listing of its location or publisher, for selecting rows not rendered', () => {
    const [downtown] = locationItems(listings, locations, publishers);
    expect(downtown?.group.listings.map((l) => l.id)).toEqual(['L1-P1', 'L1-P2']);
    const known = new Map([
      ['L1', listings.filter((l) => l.locationId === 'L1')],
      ['L2', listings.filter((l) => l.locationId === 'L2')],
      ['L3', []],
    ]);
    const social = publisherItems(publishers, locations, known, '').find(
      (item) => item.kind === 'header' && item.group.id === 'P2',
    );
    expect(social?.group.listings.map((l) => l.id)).toEqual(['L1-P2', 'L2-P2']);
  });

  it('unknown publishers are named as on every surface (the id made readable) and come last; item keys are unique', () => {
    const extra = [...listings, listing('L1', 'NEW')];
    const items = locationItems(extra, locations, publishers);
    expect(outline(items).slice(0, 4)).toEqual(['# Downtown', '- Maps', '- Social', '- New']);
    expect(new Set(items.map((item) => item.key)).size).toBe(items.length);
  });

  it('by publisher over every location: known rows, loading rows, no row where not listed', () => {
    // L1 and L2 are known (L2 is not listed at P1); L3 is not read yet.
    const known = new Map([
      ['L1', [listing('L1', 'P1', 'LIVE'), listing('L1', 'P2')]],
      ['L2', [listing('L2', 'P2')]],
    ]);
    const items = publisherItems(publishers, locations, known, '');
    expect(outline(items)).toEqual([
      '# Maps',
      '- Downtown',
      '… Harbor',
      '# Social',
      '- Downtown',
      '- Uptown',
      '… Harbor',
    ]);
    const [maps] = items;
    expect(maps?.kind === 'header' && maps.group.complete).toBe(false);
    expect(maps?.kind === 'header' && maps.group.listings.map((l) => l.id)).toEqual(['L1-P1']);
    expect(items.filter((item) => item.kind !== 'header' && item.last)).toHaveLength(2);
  });

  it('by publisher over every location: the status filter drops known rows; a group with none goes', () => {
    const known = new Map([
      ['L1', [listing('L1', 'P1', 'LIVE'), listing('L1', 'P2')]],
      ['L2', [listing('L2', 'P2')]],
      ['L3', []],
    ]);
    const items = publisherItems(publishers, locations, known, 'OPTED_OUT');
    expect(outline(items)).toEqual(['# Social', '- Downtown', '- Uptown']);
    expect(items[0]?.kind === 'header' && items[0].group.complete).toBe(true);
  });

  it('by publisher over every location: a location not read yet is no row where its country is not served', () => {
    const here = [
      { ...location('L1', 'Downtown', 0), countryCode: 'US' },
      { ...location('L2', 'Toronto', 1), countryCode: 'CA' },
    ] as CachedLocation[];
    const only = [
      { ...publisher('P1', 'Maps', 0), supportedCountries: ['US'] },
      { ...publisher('P2', 'Everywhere', 1), supportedCountries: [] },
    ] as CachedPublisher[];
    const items = publisherItems(only, here, new Map(), '');
    expect(outline(items)).toEqual(['# Maps', '… Downtown', '# Everywhere', '… Downtown', '… Toronto']);
  });
});
