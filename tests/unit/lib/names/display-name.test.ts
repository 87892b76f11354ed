import '../../i18n-setup';
import { describe, expect, it } from 'vitest';
import { displayNames, NO_NAMES, namesById, tidyPublisherId } from '@/lib/names/display-name';

describe('display names (lib/names)', () => {
  const names = displayNames({
    locations: new Map([['1003', 'Slice of Chicago · Uptown']]),
    publishers: new Map([['BRANDCMYBUSINESS', 'BrandC My Business']]),
  });

  it('the name the service gave, where cached', () => {
    expect(names.location('1003')).toBe('Slice of Chicago · Uptown');
    expect(names.publisher('BRANDCMYBUSINESS')).toBe('BrandC My Business');
  });

  it('until then a readable stand-in, never a bare id', () => {
    expect(names.location('1001')).toBe('Location 1001');
    expect(names.publisher('BRANDB')).toBe('Brandb');
    expect(displayNames(NO_NAMES).publisher('BRAND_X')).toBe('Brand X');
    expect(displayNames(NO_NAMES).publisher('YELP')).toBe('Yelp');
  });

  it('only the known names in `known` (text for customers must not say "Location 1001")', () => {
    expect(names.known.locations.get('1001')).toBeUndefined();
    expect(names.known.locations.get('1003')).toBe('Slice of Chicago · Uptown');
  });

  it('tidies ids of any shape', () => {
    expect(tidyPublisherId('  ')).toBe('  ');
    expect(tidyPublisherId('brand-d')).toBe('Brand D');
  });

  it('reads names from cache records, skipping empty ones', () => {
    const map = namesById(
      [
        { id: 'a', locationName: '  Downtown ' },
        { id: 'b', locationName: '' },
        { id: 'c', locationName: 7 },
      ],
      'locationName',
    );
    expect([...map]).toEqual([['a', 'Downtown']]);
  });
});
