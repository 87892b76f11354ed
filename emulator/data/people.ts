/**
 * Names and e-mail addresses of reviewers, drawn from faker's name lists with the seeded PRNG:
 * the same realism as `faker.person`, at a cost that lets 100,000 reviews start in a second.
 */
import type { Faker } from '@faker-js/faker';
import type { Rng } from '../core/random';

type NameList = string[] | { female?: string[]; male?: string[]; generic?: string[] };

function names(list: NameList | undefined, fallback: string[]): string[] {
  if (!list) return fallback;
  if (Array.isArray(list)) return list;
  const gendered = [...(list.female ?? []), ...(list.male ?? [])];
  return gendered.length ? gendered : (list.generic ?? fallback);
}

export interface Person {
  first: string;
  last: string;
}

export class People {
  private readonly firsts: string[];
  private readonly lasts: string[];
  private readonly domains: string[];

  constructor(faker: Faker) {
    const defs = faker.rawDefinitions;
    this.firsts = names(defs.person?.first_name as NameList | undefined, ['Alex', 'Sam', 'Jordan']);
    this.lasts = names(defs.person?.last_name as NameList | undefined, ['Lee', 'Smith', 'Garcia']);
    this.domains = (defs.internet?.free_email as string[] | undefined) ?? ['example.com'];
  }

  person(rng: Rng): Person {
    return { first: rng.pick(this.firsts), last: rng.pick(this.lasts) };
  }

  email(rng: Rng, { first, last }: Person): string {
    const local = rng.pick([`${first}.${last}`, `${first}${last}`, `${first[0]}${last}`, `${first}_${last}`]);
    const suffix = rng.chance(0.5) ? String(rng.int(1, 99)) : '';
    return `${local}${suffix}@${rng.pick(this.domains)}`.toLowerCase().replace(/[^a-z0-9._@-]/g, '');
  }
}
