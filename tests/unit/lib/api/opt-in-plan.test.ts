import { describe, expect, it } from 'vitest';
import { LIMITS, type OptInBatch, type OptInPair, planOptInBatches } from '../../../../lib/api';

const key = (locationId: string, publisherId: string) => `${locationId}|${publisherId}`;

/** Every pair a batch would opt in, as the service does: the cross product. */
const optedIn = (batches: OptInBatch[]) =>
  batches.flatMap((b) => b.locationIds.flatMap((l) => b.publisherIds.map((p) => key(l, p))));

/** The properties every plan must have, whatever the input. */
function expectSoundPlan(pairs: OptInPair[], batches: OptInBatch[]) {
  const requested = new Set(pairs.map((p) => key(p.locationId, p.publisherId)));
  const covered = optedIn(batches);
  expect(new Set(covered).size).toBe(covered.length); // each pair exactly once
  expect(new Set(covered)).toEqual(requested); // all requested, nothing else
  for (const batch of batches) {
    expect(batch.pairs).toBe(batch.locationIds.length * batch.publisherIds.length);
    expect(batch.pairs).toBeGreaterThan(0);
    expect(batch.pairs).toBeLessThanOrEqual(LIMITS.optInPairsPerCall);
  }
}

/** A small deterministic PRNG, so a failing case can be replayed. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('planOptInBatches (service.md › opt-in: cross product, ≤ 100 pairs per call)', () => {
  it('plans nothing for nothing', () => {
    expect(planOptInBatches([])).toEqual([]);
  });

  it('joins locations that want the same publishers into one call', () => {
    const pairs = ['1', '2', '3'].flatMap((l) => ['A', 'B'].map((p) => ({ locationId: l, publisherId: p })));
    expect(planOptInBatches(pairs)).toEqual([
      { locationIds: ['1', '2', '3'], publisherIds: ['A', 'B'], pairs: 6 },
    ]);
  });

  it('never joins locations with different publisher sets (no unselected listing)', () => {
    const pairs = [
      { locationId: '1', publisherId: 'A' },
      { locationId: '2', publisherId: 'B' },
    ];
    const batches = planOptInBatches(pairs);
    expect(batches).toHaveLength(2);
    expectSoundPlan(pairs, batches);
  });

  it('drops duplicate pairs', () => {
    const pair = { locationId: '1', publisherId: 'A' };
    expect(planOptInBatches([pair, pair, { ...pair }])).toEqual([
      { locationIds: ['1'], publisherIds: ['A'], pairs: 1 },
    ]);
  });

  it('cuts a large group into calls of at most 100 pairs, in few calls', () => {
    const publishers = Array.from({ length: 7 }, (_, i) => `P${i}`);
    const pairs = Array.from({ length: 40 }, (_, l) => l).flatMap((l) =>
      publishers.map((p) => ({ locationId: `L${l}`, publisherId: p })),
    );
    const batches = planOptInBatches(pairs);
    expectSoundPlan(pairs, batches);
    // 280 pairs: 14 locations × 7 publishers = 98 per call → 3 calls, the minimum possible.
    expect(batches).toHaveLength(3);
  });

  it('splits the publishers when one location wants more than 100', () => {
    const pairs = Array.from({ length: 130 }, (_, p) => ({ locationId: 'L', publisherId: `P${p}` }));
    const batches = planOptInBatches(pairs);
    expectSoundPlan(pairs, batches);
    expect(batches).toHaveLength(2);
  });

  it('respects a smaller limit when given', () => {
    const pairs = ['1', '2', '3', '4'].map((l) => ({ locationId: l, publisherId: 'A' }));
    const batches = planOptInBatches(pairs, 3);
    expect(batches.map((b) => b.pairs)).toEqual([3, 1]);
  });

  it('is sound for random selections (200 seeded cases)', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const random = mulberry32(seed);
      const locations = 1 + Math.floor(random() * 60);
      const publishers = 1 + Math.floor(random() * 70);
      const density = random();
      const pairs: OptInPair[] = [];
      for (let l = 0; l < locations; l++)
        for (let p = 0; p < publishers; p++)
          if (random() < density) pairs.push({ locationId: `L${l}`, publisherId: `P${p}` });
      const batches = planOptInBatches(pairs);
      expectSoundPlan(pairs, batches);
      // Never worse than one call per location and 100 publishers.
      const perLocation = new Map<string, number>();
      for (const pair of pairs) perLocation.set(pair.locationId, (perLocation.get(pair.locationId) ?? 0) + 1);
      const naive = [...perLocation.values()].reduce((sum, n) => sum + Math.ceil(n / 100), 0);
      expect(batches.length).toBeLessThanOrEqual(naive);
    }
  });
});
