import { describe, expect, it } from 'vitest';
import { mergeKnown } from '@/components/listings/use-listings-data';
import type { CachedListing } from '@/lib/listings/listing-cache';

const listing = (locationId: string, publisherId: string) =>
  ({
    id: `${locationId}-${publisherId}`,
    locationId,
    publisherId,
    status: 'LIVE',
  }) as unknown as CachedListing;

describe('what the listings view knows of each location', () => {
  it('a read fills the locations with cached listings; the others stay unknown until fetched', () => {
    const read = [listing('L1', 'P1'), listing('L1', 'P2')];
    const known = mergeKnown(new Map(), ['L1', 'L2'], read, new Set());
    expect(known.get('L1')?.map((l) => l.id)).toEqual(['L1-P1', 'L1-P2']);
    expect(known.has('L2')).toBe(false);
    // Fetched with nothing cached: known, and not listed anywhere.
    expect(mergeKnown(known, ['L2'], [], new Set(['L2'])).get('L2')).toEqual([]);
  });

  it('locations scrolled away keep what was read; a new read replaces a location’s listings', () => {
    const first = mergeKnown(new Map(), ['L1'], [listing('L1', 'P1'), listing('L1', 'P2')], new Set());
    const second = mergeKnown(first, ['L2'], [listing('L2', 'P1')], new Set());
    expect([...second.keys()]).toEqual(['L1', 'L2']);
    const third = mergeKnown(second, ['L1'], [listing('L1', 'P2')], new Set(['L1']));
    expect(third.get('L1')?.map((l) => l.id)).toEqual(['L1-P2']);
    expect(first.has('L2')).toBe(false);
  });
});
