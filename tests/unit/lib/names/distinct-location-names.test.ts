import 'fake-indexeddb/auto';
import '../../i18n-setup';
import { describe, expect, it } from 'vitest';
import type { Location } from '@/lib/api';
import { cacheLocation, cacheLocations } from '@/lib/listings/listing-cache-writes';
import { readDirectory, readNamesOf } from '@/lib/names/cached-names';
import { displayNames, distinctLocationNames, namesOfRecords } from '@/lib/names/display-name';

const place = (id: string, locationName: string, city: string, address = `${id} Main St`) => ({
  id,
  locationName,
  city,
  address,
});

describe('two locations with the same name are told apart, by one rule', () => {
  const records = [
    place('1', 'Vancouver Animal Hospital', 'Vancouver'),
    place('2', 'Vancouver Animal Hospital', 'Burnaby'),
    place('3', 'Downtown Dental', 'Pittsburgh'),
    place('4', 'Slice of Chicago', 'Austin', '12 Congress Ave'),
    place('5', 'slice of chicago ', 'Austin', '800 Lamar Blvd'),
  ];

  it('the city after a shared name, the street too where the city is shared; a unique name as it is', () => {
    expect(Object.fromEntries(distinctLocationNames(records))).toEqual({
      '1': 'Vancouver Animal Hospital (Vancouver)',
      '2': 'Vancouver Animal Hospital (Burnaby)',
      '4': 'Slice of Chicago (Austin, 12 Congress Ave)',
      '5': 'slice of chicago (Austin, 800 Lamar Blvd)',
    });
    const names = namesOfRecords({ locations: records });
    expect(names.location('2')).toBe('Vancouver Animal Hospital (Burnaby)');
    expect(names.location('3')).toBe('Downtown Dental');
    // Text sent to a customer ({locationName}) keeps the name the service gave.
    expect(names.known.locations.get('2')).toBe('Vancouver Animal Hospital');
  });

  it('the cache stamps the label, so a surface that reads one location names it as one that reads all', async () => {
    const full = (r: (typeof records)[number]) => ({ ...r, accountId: '900' }) as unknown as Location;
    await cacheLocations('acc-names', records.map(full));
    expect((await readNamesOf('acc-names', { locationIds: ['2'] })).location('2')).toBe(
      'Vancouver Animal Hospital (Burnaby)',
    );
    expect(displayNames((await readDirectory('acc-names')).names).location('1')).toBe(
      'Vancouver Animal Hospital (Vancouver)',
    );
    // One is renamed: neither name is shared any more, and the other loses its label too.
    await cacheLocation('acc-names', full({ ...place('2', 'Burnaby Animal Hospital', 'Burnaby') }));
    expect((await readNamesOf('acc-names', { locationIds: ['1'] })).location('1')).toBe(
      'Vancouver Animal Hospital',
    );
    expect((await readNamesOf('acc-names', { locationIds: ['2'] })).location('2')).toBe(
      'Burnaby Animal Hospital',
    );
  });
});
