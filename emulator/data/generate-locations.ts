/**
 * Locations of one account: a business kind, a real city, an address, phones, a website and the
 * kind's categories and descriptions (service.md › Location).
 */
import type { Faker } from '@faker-js/faker';
import { DAY_MS } from '../core/dates';
import { mix, type Rng, unit } from '../core/random';
import type { LocationRecord } from '../state/model';
import { BUSINESS_KINDS, type BusinessKind } from './business-kinds';
import { type City, phoneNumber, postalCode, secondaryAddress, streetAddress } from './places';
import { fill } from './review-phrases';

export interface LocationPlan {
  accountId: string;
  count: number;
  firstIndex: number;
  cities: City[];
  /** Restrict to these kinds (a single-brand account); all kinds otherwise. */
  kinds?: string[];
  folders: string[];
  anchor: number;
}

export const slug = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '');

export const locationId = (index: number): string => String(1001 + index);

/** Labels a customer might put on locations (the reviews' `locationLabels` filter matches them). */
export const LOCATION_LABELS = ['Flagship', 'Franchise', 'Downtown', 'Drive-through', 'Pilot'] as const;

/**
 * None, one or two labels, hashed from the location's index rather than drawn from `rng`, so adding
 * labels left every other generated field of every seed as it was.
 */
export function labelsFor(index: number): string[] {
  const roll = unit(index, 0x1abe1);
  const count = roll < 0.3 ? 0 : roll < 0.8 ? 1 : 2;
  const first = mix(index, 0x1abe2) % LOCATION_LABELS.length;
  return Array.from({ length: count }, (_, i) => LOCATION_LABELS[(first + i * 2) % LOCATION_LABELS.length]);
}

export function generateLocations(plan: LocationPlan, rng: Rng, faker: Faker): LocationRecord[] {
  const kinds = plan.kinds
    ? BUSINESS_KINDS.filter((kind) => plan.kinds?.includes(kind.key))
    : rng.sample(BUSINESS_KINDS, BUSINESS_KINDS.length);
  const records: LocationRecord[] = [];
  for (let i = 0; i < plan.count; i++) {
    // Round-robin over a shuffled list: a dozen locations show every kind at least once.
    const kind = kinds[i % kinds.length];
    records.push(generateLocation(plan, plan.firstIndex + i, kind, rng, faker));
  }
  return records;
}

function generateLocation(plan: LocationPlan, index: number, kind: BusinessKind, rng: Rng, faker: Faker) {
  const city = rng.pick(plan.cities);
  const surname = faker.person.lastName();
  const address = streetAddress(rng, city);
  const street = address.split(' ')[1];
  const locationName = fill(rng.pick(kind.names), { surname, street, city: city.city });
  const record: LocationRecord = {
    index,
    kind: kind.key,
    popularity: 0.5 + rng.next() * 1.5,
    fields: {
      id: locationId(index),
      accountId: plan.accountId,
      locationName,
      locationType: 'LOCATION',
      address,
      address2: rng.chance(0.3) ? secondaryAddress(rng) : '',
      city: city.city,
      state: city.state,
      zip: postalCode(rng, city),
      countryCode: city.countryCode,
      phone: phoneNumber(rng, city),
      isPhoneTracked: rng.chance(0.2),
      suppressAddress: rng.chance(0.05),
      categoryIds: [...kind.categoryIds],
      description: fill(rng.pick(kind.descriptions), { city: city.city }),
      featuredMessage: rng.pick(kind.featured),
      folderId: rng.pick(plan.folders),
      labels: labelsFor(index),
      language: 'en',
      timestamp: plan.anchor - rng.int(1, 400) * DAY_MS + rng.int(0, DAY_MS - 1),
      websiteUrl: `https://www.${slug(locationName)}.example`,
    },
  };
  // service.md › Location: localPhone is absent on some locations.
  if (rng.chance(0.7)) record.fields.localPhone = phoneNumber(rng, city);
  return record;
}
