import { describe, expect, it } from 'vitest';
import { locationAddress } from '@/components/listings/location-address';

const pittsburgh = {
  address: '1631 Highland Ave',
  city: 'Pittsburgh',
  state: 'PA',
  zip: '15212',
  countryCode: 'US',
};

describe('a location’s address on one line', () => {
  it('reads as its country writes it: North America', () => {
    expect(locationAddress(pittsburgh)).toBe('1631 Highland Ave, Pittsburgh, PA 15212');
    expect(
      locationAddress({
        address: '120 King St W',
        city: 'Toronto',
        state: 'ON',
        zip: 'M5H 1J9',
        countryCode: 'CA',
      }),
    ).toBe('120 King St W, Toronto, ON M5H 1J9');
  });

  it('leaves out a missing part, with its separator', () => {
    expect(locationAddress({ ...pittsburgh, state: '' })).toBe('1631 Highland Ave, Pittsburgh, 15212');
    expect(locationAddress({ ...pittsburgh, address: '', zip: '' })).toBe('Pittsburgh, PA');
  });

  it('in the order of Germany, Britain and Japan for their addresses', () => {
    expect(
      locationAddress({
        address: 'Hauptstraße 5',
        city: 'Berlin',
        state: 'BE',
        zip: '10115',
        countryCode: 'DE',
      }),
    ).toBe('Hauptstraße 5, 10115 Berlin');
    expect(
      locationAddress({
        address: '10 Downing St',
        city: 'London',
        state: '',
        zip: 'SW1A 2AA',
        countryCode: 'GB',
      }),
    ).toBe('10 Downing St, London SW1A 2AA');
    expect(
      locationAddress({
        address: '千代田1-1',
        city: '千代田区',
        state: '東京都',
        zip: '100-0001',
        countryCode: 'JP',
      }),
    ).toBe('〒100-0001 東京都千代田区千代田1-1');
  });
});
