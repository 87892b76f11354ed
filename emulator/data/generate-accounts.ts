/**
 * The accounts of one emulator: a primary customer account with many locations, two smaller ones
 * so that an agency can connect several, and the developer account that owns the OAuth app.
 */
import { fakerFor, hashString, Rng } from '../core/random';
import type { Account } from '../state/model';
import { generateLocations } from './generate-locations';
import { CA_CITIES, US_CITIES } from './places';

export interface GeneratedAccounts {
  primary: Account;
  customers: Account[];
  developer: Account;
  /** Accounts like the primary one (`agencyAccounts`), also among `customers`. */
  agencies: Account[];
  /** The people of the customer organisation: activity actors, the signed-in person on the consent page. */
  users: string[];
}

const accountId = (seed: string, topic: string): string =>
  String(1_000_000 + (hashString(`${seed}:${topic}`) % 8_999_999));

export function generateAccounts(
  seed: string,
  locationCount: number,
  anchor: number,
  agencyCount = 0,
): GeneratedAccounts {
  const rng = Rng.for(seed, 'accounts');
  const faker = fakerFor(seed, 'accounts');
  const users = Array.from({ length: 4 }, () =>
    faker.person.fullName({ sex: rng.chance(0.5) ? 'female' : 'male' }),
  );

  const primaryId = accountId(seed, 'primary');
  const primary: Account = {
    id: primaryId,
    name: `${faker.person.lastName()} Local Brands`,
    role: 'customer',
    locations: generateLocations(
      {
        accountId: primaryId,
        count: locationCount,
        firstIndex: 0,
        cities: US_CITIES,
        folders: ['0', '41', '42'],
        anchor,
      },
      Rng.for(seed, 'locations:primary'),
      fakerFor(seed, 'locations:primary'),
    ),
  };
  const bakeryId = accountId(seed, 'bakery');
  const bakery: Account = {
    id: bakeryId,
    name: `${faker.person.lastName()} Family Bakeries`,
    role: 'customer',
    locations: generateLocations(
      {
        accountId: bakeryId,
        count: 3,
        firstIndex: locationCount,
        cities: US_CITIES.slice(0, 8),
        kinds: ['bakery', 'cafe'],
        folders: ['0'],
        anchor,
      },
      Rng.for(seed, 'locations:bakery'),
      fakerFor(seed, 'locations:bakery'),
    ),
  };
  const vetId = accountId(seed, 'vet');
  const vet: Account = {
    id: vetId,
    name: `${faker.person.lastName()} Veterinary Partners`,
    role: 'customer',
    locations: generateLocations(
      {
        accountId: vetId,
        count: 2,
        firstIndex: locationCount + 3,
        cities: CA_CITIES,
        kinds: ['vet'],
        folders: ['0'],
        anchor,
      },
      Rng.for(seed, 'locations:vet'),
      fakerFor(seed, 'locations:vet'),
    ),
  };
  const developer: Account = {
    id: accountId(seed, 'developer'),
    name: 'Review Desk (developer account)',
    role: 'developer',
    locations: [],
  };
  const agencies = Array.from({ length: agencyCount }, (_, i): Account => {
    const id = accountId(seed, `agency:${i}`);
    return {
      id,
      name: `${faker.company.name()} Group`,
      role: 'customer',
      locations: generateLocations(
        {
          accountId: id,
          count: locationCount,
          firstIndex: locationCount * (i + 1) + 5,
          cities: US_CITIES,
          folders: ['0', '41', '42'],
          anchor,
        },
        Rng.for(seed, `locations:agency:${i}`),
        fakerFor(seed, `locations:agency:${i}`),
      ),
    };
  });
  return { primary, customers: [primary, bakery, vet, ...agencies], developer, agencies, users };
}
