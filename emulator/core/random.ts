/**
 * Seeded randomness. Every generator draws from its own stream (seed + topic) so that changing
 * one knob (say `--reviews`) does not reshuffle unrelated data (say the locations).
 */
import { base, en, en_CA, en_US, Faker } from '@faker-js/faker';

/** 32-bit FNV-1a over a string: turns any seed text into a number. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A stateless integer mix (murmur3 finaliser) for hashed noise: same inputs, same output. */
export function mix(...values: number[]): number {
  let h = 0x9e3779b9;
  for (const value of values) {
    h = Math.imul(h ^ (value | 0), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}

/** `mix` scaled to [0, 1). */
export const unit = (...values: number[]): number => mix(...values) / 4294967296;

/** A small fast PRNG (mulberry32) with the helpers the generators need. */
export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  static for(seed: string, topic: string): Rng {
    return new Rng(hashString(`${seed}:${topic}`));
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(probability: number): boolean {
    return this.next() < probability;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }
  /** Picks by weight: `[[value, weight], ...]`. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let roll = this.next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return entries[entries.length - 1][0];
  }
  /** `count` distinct items, in a random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = items.slice();
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, Math.min(count, copy.length));
  }
}

export type Locale = 'US' | 'CA';

/** A faker instance seeded for one topic, so names and emails repeat for a seed. */
export function fakerFor(seed: string, topic: string, locale: Locale = 'US'): Faker {
  const faker = new Faker({ locale: [locale === 'CA' ? en_CA : en_US, en, base] });
  faker.seed(hashString(`${seed}:${topic}`));
  return faker;
}
