import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearAccountCache } from '@/lib/cache/clear-account';
import { accountRange, openCache } from '@/lib/cache/db';
import { readReviewFacts } from '@/lib/reputation/fact-cache';
import { factOf, type ReviewFact } from '@/lib/reputation/review-facts';
import type { CachedReview } from '@/lib/reviews/cached-review';
import { cacheReviews, markReviews } from '@/lib/reviews/review-cache-writes';
import { isRemoved } from '@/lib/reviews/review-edits';
import { ROW_CHUNK, type RowChunk } from '@/lib/reviews/review-rows';
import { themeBit } from '@/lib/themes/theme-masks';
import { clearStores } from '../../clear-stores';
import { comment, listReview } from '../reviews/fixtures';

const NOW = 1_800_000_000_000;
const store = (reviews: Parameters<typeof cacheReviews>[1], accountId = 'acc') =>
  cacheReviews(accountId, reviews, () => 'backfill', NOW);

const byId = (a: ReviewFact, b: ReviewFact) => a.id.localeCompare(b.id);

/** Review texts raising themes with each tone, none, or several. */
const TEXTS = [
  'Friendly staff.',
  'We waited an hour and the receptionist was rude.',
  'Ordered a pizza for delivery.',
  'Fine.',
  'Great value, but the bathroom was dirty.',
];

/** The facts as computed from every cached review itself: what the figures must count. */
async function factsOfEveryReview(accountId: string): Promise<ReviewFact[]> {
  const reviews = (await (
    await openCache()
  ).getAll('reviews', accountRange(accountId))) as unknown as CachedReview[];
  return reviews
    .filter((review) => !isRemoved(review))
    .map((review) => factOf(review))
    .sort(byId);
}

beforeEach(async () => {
  await clearStores();
});

describe('review facts kept for the reputation figures', () => {
  it('follow every write, and their stamp moves only when a figure can', async () => {
    await store([
      listReview({ id: '1', lastServiceUpdateTime: '2026-11-20T09:00' }),
      listReview({ id: '2', lastServiceUpdateTime: '2026-11-21T09:00' }),
    ]);
    const first = await readReviewFacts('acc');
    expect(first.facts.map((fact) => fact.id).sort()).toEqual(['1', '2']);
    expect((await readReviewFacts('acc')).stamp).toBe(first.stamp);

    // Review 1 answered on the service.
    await store([
      listReview({
        id: '1',
        lastServiceUpdateTime: '2026-11-22T10:00',
        comments: [comment({ publisherDate: '2026-11-22T10:00' })],
      }),
    ]);
    const after = await readReviewFacts('acc');
    expect(after.stamp).not.toBe(first.stamp);
    expect(after.facts.find((fact) => fact.id === '1')?.firstReplyAt).toBe(Date.UTC(2026, 10, 22, 10, 0));
    // A read mark changes no figure.
    await markReviews('acc', ['1', '2'], { read: true });
    expect((await readReviewFacts('acc')).stamp).toBe(after.stamp);
  });

  it('count a page of older reviews as soon as the first download stores it', async () => {
    await store([listReview({ id: 'new', lastServiceUpdateTime: '2026-11-21T09:00' })]);
    await readReviewFacts('acc');
    await store([listReview({ id: 'old', lastServiceUpdateTime: '2025-01-01T09:00' })]);
    const { facts } = await readReviewFacts('acc');
    expect(facts.map((fact) => fact.id).sort()).toEqual(['new', 'old']);
  });

  it('come from what the review writes kept, never from reading the reviews again', async () => {
    await store([listReview({ id: '1' }), listReview({ id: '2', rating: 1 })]);
    // Were the facts read from the reviews, nothing would be left to count.
    await (await openCache()).clear('reviews');
    const { facts } = await readReviewFacts('acc');
    expect(facts.map((fact) => [fact.id, fact.rating])).toEqual([
      ['1', 4],
      ['2', 1],
    ]);
  });

  it('equal the facts of every cached review across chunks, edits, answers and removals', async () => {
    const pad = (n: number) => String(n).padStart(2, '0');
    const count = ROW_CHUNK * 2 + 40;
    const review = (i: number, changes = {}) =>
      listReview({
        id: `r${String(i).padStart(5, '0')}`,
        locationId: `loc${i % 7}`,
        publisherId: ['BRANDB', 'BRANDA', 'BRANDD'][i % 3],
        rating: (i % 5) + 1,
        content: TEXTS[i % TEXTS.length],
        // Some bare dates, one unreadable.
        publisherDate:
          i === 3
            ? 'soon'
            : i % 13 === 0
              ? `2026-${pad((i % 12) + 1)}-02`
              : `2026-10-${pad((i % 28) + 1)}T08:00`,
        lastServiceUpdateTime: '2026-11-01T09:00',
        comments:
          i % 4 === 0
            ? [comment({ id: `c${i}`, authorRole: 'CONSUMER', publisherDate: '2026-11-02T08:00' })]
            : i % 4 === 1
              ? [comment({ id: `c${i}`, publisherDate: '2026-11-03T08:00' })]
              : [],
        ...changes,
      });
    const all = Array.from({ length: count }, (_, i) => review(i));
    for (let i = 0; i < all.length; i += 100) await store(all.slice(i, i + 100));
    await readReviewFacts('acc');
    // A later sync: an edit, an answer, a removal, a new review, in chunks already read.
    await store([
      review(5, { rating: 1, content: 'Filthy tables.', lastServiceUpdateTime: '2026-11-20T09:00' }),
      review(600, {
        lastServiceUpdateTime: '2026-11-20T09:00',
        comments: [comment({ id: 'late', publisherDate: '2026-11-20T09:00' })],
      }),
      review(1000, { status: 'REMOVED', lastServiceUpdateTime: '2026-11-20T09:00' }),
      review(count + 1, { lastServiceUpdateTime: '2026-11-20T09:00' }),
    ]);
    const { facts } = await readReviewFacts('acc');
    const expected = await factsOfEveryReview('acc');
    expect(expected).toHaveLength(count);
    expect([...facts].sort(byId)).toEqual(expected);
  });
});

describe('the themes of a review, kept with its facts', () => {
  it('are read from its words, and again when the reviewer changes them', async () => {
    await store([listReview({ id: '1', content: 'We waited forty minutes.', rating: 2 })]);
    const themesOf = async () => (await readReviewFacts('acc')).facts[0].themes;
    expect(await themesOf()).toEqual({ praise: 0, complaint: themeBit('wait'), neutral: 0 });
    await store([
      listReview({
        id: '1',
        content: 'Spotless rooms and no wait.',
        rating: 5,
        lastServiceUpdateTime: '2026-11-21T09:00',
      }),
    ]);
    expect(await themesOf()).toEqual({
      praise: themeBit('wait') | themeBit('cleanliness'),
      complaint: 0,
      neutral: 0,
    });
  });

  it('are read once per text: an answer or a mark keeps what the row holds', async () => {
    await store([listReview({ id: '1', content: 'We waited forty minutes.', rating: 2 })]);
    // A stand-in for the themes read when the review arrived, to see whether they are read again.
    const db = await openCache();
    const rows = (await db.get('reviewRows', ['acc', 0])) as unknown as RowChunk;
    rows.praise[0] = themeBit('parking');
    await db.put('reviewRows', rows as never);
    await markReviews('acc', ['1'], { read: true });
    await store([
      listReview({
        id: '1',
        content: 'We waited forty minutes.',
        rating: 2,
        lastServiceUpdateTime: '2026-11-22T10:00',
        comments: [comment({ publisherDate: '2026-11-22T10:00' })],
      }),
    ]);
    const [fact] = (await readReviewFacts('acc')).facts;
    expect(fact.firstReplyAt).toBe(Date.UTC(2026, 10, 22, 10, 0));
    expect(fact.themes).toEqual({ praise: themeBit('parking'), complaint: themeBit('wait'), neutral: 0 });
  });
});

describe('the facts go with the account', () => {
  it('after Disconnect nothing is left, also in the worker', async () => {
    await store([listReview({ id: '1' })]);
    expect((await readReviewFacts('acc')).facts).toHaveLength(1);
    await clearAccountCache('acc');
    expect((await readReviewFacts('acc')).facts).toEqual([]);
  });

  it('connected again, the worker counts the new download, not what it held before', async () => {
    await store([listReview({ id: 'before' })]);
    expect((await readReviewFacts('acc')).facts.map((fact) => fact.id)).toEqual(['before']);
    await clearAccountCache('acc');
    // The same number of writes as before: only the facts' epoch tells the two apart.
    await store([listReview({ id: 'after' })]);
    expect((await readReviewFacts('acc')).facts.map((fact) => fact.id)).toEqual(['after']);
  });
});

describe('a review the publisher removed', () => {
  it('leaves the figures once the sync marks it removed', async () => {
    await store([
      listReview({ id: '1' }),
      listReview({ id: '2', lastServiceUpdateTime: '2026-11-20T10:00' }),
    ]);
    const before = await readReviewFacts('acc');
    expect(before.facts).toHaveLength(2);
    await store([listReview({ id: '2', lastServiceUpdateTime: '2026-11-22T10:00', status: 'REMOVED' })]);
    const after = await readReviewFacts('acc');
    expect(after.stamp).not.toBe(before.stamp);
    expect(after.facts.map((fact) => fact.id)).toEqual(['1']);
  });
});
