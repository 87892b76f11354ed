/**
 * Real cities with their state, a ZIP (or postal) prefix and an area code, so that generated
 * addresses and phone numbers look like the real thing (the task: "real-looking addresses").
 */
import type { Rng } from '../core/random';

export interface City {
  city: string;
  state: string;
  zip: string;
  area: string;
  countryCode: 'US' | 'CA';
}

const us = (city: string, state: string, zip: string, area: string): City => ({
  city,
  state,
  zip,
  area,
  countryCode: 'US',
});
const ca = (city: string, state: string, zip: string, area: string): City => ({
  city,
  state,
  zip,
  area,
  countryCode: 'CA',
});

export const US_CITIES: City[] = [
  us('Austin', 'TX', '787', '512'),
  us('Portland', 'OR', '972', '503'),
  us('Denver', 'CO', '802', '303'),
  us('Boulder', 'CO', '803', '720'),
  us('Seattle', 'WA', '981', '206'),
  us('Tacoma', 'WA', '984', '253'),
  us('Chicago', 'IL', '606', '312'),
  us('Evanston', 'IL', '602', '847'),
  us('Minneapolis', 'MN', '554', '612'),
  us('Madison', 'WI', '537', '608'),
  us('Columbus', 'OH', '432', '614'),
  us('Pittsburgh', 'PA', '152', '412'),
  us('Philadelphia', 'PA', '191', '215'),
  us('Brooklyn', 'NY', '112', '718'),
  us('Albany', 'NY', '122', '518'),
  us('Boston', 'MA', '021', '617'),
  us('Cambridge', 'MA', '021', '617'),
  us('Providence', 'RI', '029', '401'),
  us('Burlington', 'VT', '054', '802'),
  us('Raleigh', 'NC', '276', '919'),
  us('Asheville', 'NC', '288', '828'),
  us('Charleston', 'SC', '294', '843'),
  us('Atlanta', 'GA', '303', '404'),
  us('Savannah', 'GA', '314', '912'),
  us('Nashville', 'TN', '372', '615'),
  us('Tampa', 'FL', '336', '813'),
  us('Orlando', 'FL', '328', '407'),
  us('New Orleans', 'LA', '701', '504'),
  us('Kansas City', 'MO', '641', '816'),
  us('St. Louis', 'MO', '631', '314'),
  us('Omaha', 'NE', '681', '402'),
  us('Salt Lake City', 'UT', '841', '801'),
  us('Phoenix', 'AZ', '850', '602'),
  us('Tucson', 'AZ', '857', '520'),
  us('Albuquerque', 'NM', '871', '505'),
  us('San Diego', 'CA', '921', '619'),
  us('Sacramento', 'CA', '958', '916'),
  us('Oakland', 'CA', '946', '510'),
  us('San Jose', 'CA', '951', '408'),
  us('Boise', 'ID', '837', '208'),
];

export const CA_CITIES: City[] = [
  ca('Toronto', 'ON', 'M5V', '416'),
  ca('Ottawa', 'ON', 'K1P', '613'),
  ca('Vancouver', 'BC', 'V6B', '604'),
  ca('Calgary', 'AB', 'T2P', '403'),
  ca('Halifax', 'NS', 'B3J', '902'),
];

const STREETS = [
  'Main',
  'Oak',
  'Maple',
  'Cedar',
  'Pine',
  'Elm',
  'Washington',
  'Lake',
  'Hill',
  'Park',
  'Walnut',
  'Spring',
  'North',
  'Ridge',
  'Church',
  'Willow',
  'Mill',
  'Sunset',
  'Highland',
  'Jackson',
  'Lincoln',
  'Madison',
  'River',
  'Chestnut',
  'Broad',
  'Franklin',
  'Market',
  'Union',
  'Grove',
  'Harbor',
];
const SUFFIXES = ['St', 'Ave', 'Blvd', 'Rd', 'Dr', 'Ln', 'Way', 'Pl'];
const CA_SUFFIXES = ['Street', 'Avenue', 'Road', 'Drive'];

export function streetAddress(rng: Rng, city: City): string {
  const suffixes = city.countryCode === 'CA' ? CA_SUFFIXES : SUFFIXES;
  return `${rng.int(10, 9899)} ${rng.pick(STREETS)} ${rng.pick(suffixes)}`;
}

export function secondaryAddress(rng: Rng): string {
  return rng.chance(0.5) ? `Suite ${rng.int(100, 450)}` : `Unit ${rng.int(1, 40)}`;
}

export function postalCode(rng: Rng, city: City): string {
  if (city.countryCode === 'US') return `${city.zip}${String(rng.int(1, 99)).padStart(2, '0')}`;
  const letters = 'ABCEGHJKLMNPRSTVWXYZ';
  return `${city.zip} ${rng.int(1, 9)}${letters[rng.int(0, letters.length - 1)]}${rng.int(1, 9)}`;
}

/** A national-format phone number in the city's area code; the exchange avoids 555 and N11. */
export function phoneNumber(rng: Rng, city: City): string {
  const exchange = rng.int(201, 989);
  const safe = exchange === 555 || exchange % 100 === 11 ? exchange + 1 : exchange;
  return `(${city.area}) ${safe}-${String(rng.int(0, 9999)).padStart(4, '0')}`;
}
