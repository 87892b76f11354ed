import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearAccountCache } from '@/lib/cache/clear-account';
import { CACHE_STORES, openCache } from '@/lib/cache/db';
import { readReviewFacts } from '@/lib/reputation/fact-cache';
import { cacheReviews } from '@/lib/reviews/review-cache-writes';
import { comment, listReview } from '../reviews/fixtures';

const NOW = 1_800_000_000_000;
const store = (reviews: Parameters<typeof cacheReviews>[1]) =>
  cacheReviews('acc', reviews, () => 'backfill', NOW);

beforeEach(async () => {
  const db = await openCache();
  for (const name of CACHE_STORES) await db.clear(name);
});

describe('review facts kept for the reputation figures', () => {
  it('are built once, then follow only reviews updated since, and say when nothing changed', async () => {
    await store([
      listReview({ id: '1', lastServiceUpdateTime: '2026-11-20T09:00' }),
      listReview({ id: '2', lastServiceUpdateTime: '2026-11-21T09:00' }),
    ]);
    const first = await readReviewFacts('acc');
    expect(first.facts.map((fact) => fact.id).sort()).toEqual(['1', '2']);
    expect(first.changed).toBe(true);
    expect((await readReviewFacts('acc')).changed).toBe(false);

    // Review 1 answered on the service: its update time moves up.
    await store([
      listReview({
        id: '1',
        lastServiceUpdateTime: '2026-11-22T10:00',
        comments: [comment({ publisherDate: '2026-11-22T10:00' })],
      }),
    ]);
    const after = await readReviewFacts('acc');
    expect(after.changed).toBe(true);
    expect(after.facts.find((fact) => fact.id === '1')?.firstReplyAt).toBe(Date.UTC(2026, 10, 22, 10, 0));
    expect((await readReviewFacts('acc')).changed).toBe(false);
  });

  it('while the first download runs, a page of older reviews is counted too (a whole scan)', async () => {
    await store([listReview({ id: 'new', lastServiceUpdateTime: '2026-11-21T09:00' })]);
    await readReviewFacts('acc', { backfilling: true });
    await store([listReview({ id: 'old', lastServiceUpdateTime: '2025-01-01T09:00' })]);
    const { facts } = await readReviewFacts('acc', { backfilling: true });
    expect(facts.map((fact) => fact.id).sort()).toEqual(['new', 'old']);
  });

  it('go with the account: after Disconnect nothing is left, also in the worker', async () => {
    await store([listReview({ id: '1' })]);
    expect((await readReviewFacts('acc')).facts).toHaveLength(1);
    await clearAccountCache('acc');
    expect((await readReviewFacts('acc')).facts).toEqual([]);
  });
});

describe('a review the publisher removed', () => {
  it('leaves the figures once the sync marks it removed', async () => {
    await store([
      listReview({ id: '1' }),
      listReview({ id: '2', lastServiceUpdateTime: '2026-11-20T10:00' }),
    ]);
    expect((await readReviewFacts('acc')).facts).toHaveLength(2);
    await store([listReview({ id: '2', lastServiceUpdateTime: '2026-11-22T10:00', status: 'REMOVED' })]);
    const after = await readReviewFacts('acc');
    expect(after.changed).toBe(true);
    expect(after.facts.map((fact) => fact.id)).toEqual(['1']);
  });
});
