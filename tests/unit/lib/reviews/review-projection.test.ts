import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { reviewThemes } from '@/lib/reputation/review-facts';
import type { CachedReview } from '@/lib/reviews/cached-review';
import { DEFAULT_BANDS, reviewDueTime } from '@/lib/reviews/due-time';
import { cacheReviews, markReviews } from '@/lib/reviews/review-cache-writes';
import type { ReviewFilter } from '@/lib/reviews/review-filter';
import { ReviewIndex } from '@/lib/reviews/review-index';
import { ROW_CHUNK } from '@/lib/reviews/review-rows';
import { REVIEW_SORTS, waitingSince } from '@/lib/reviews/review-sort';
import { clearStores } from '../../clear-stores';
import { reviewMatcher } from './filter-oracle';
import { comment, listReview } from './fixtures';
import { readReviews } from './read-reviews';
import { compareBy, dueOrder } from './sort-orders';

const NOW = 1_800_000_000_000;
/** More than two column chunks, so rows cross chunk boundaries. */
const COUNT = ROW_CHUNK * 2 + 77;

const pad = (n: number) => String(n).padStart(2, '0');

async function seed() {
  const reviews = Array.from({ length: COUNT }, (_, i) =>
    listReview({
      id: `r${String(i).padStart(5, '0')}`,
      locationId: `loc${i % 7}`,
      publisherId: ['BRANDB', 'BRANDA', 'BRANDD'][i % 3],
      rating: (i % 5) + 1,
      content: i % 9 === 0 ? `Lovely terrace ${i}` : `Queue was long ${i}`,
      // Some share a minute, some carry a bare date, one none at all.
      publisherDate:
        i === 5
          ? ''
          : i % 11 === 0
            ? `2026-${pad((i % 12) + 1)}-${pad((i % 28) + 1)}`
            : `2026-${pad((i % 12) + 1)}-${pad((i % 28) + 1)}T${pad(i % 24)}:00`,
      lastServiceUpdateTime: `2026-11-${pad((i % 28) + 1)}T${pad(i % 24)}:${pad(i % 60)}`,
      comments:
        i % 4 === 0
          ? [
              comment({
                id: `c${i}`,
                authorRole: 'CONSUMER',
                message: `Follow-up ${i}`,
                publisherDate: '2026-11-30T08:00',
              }),
            ]
          : [],
    }),
  );
  // In pages of 100, as the backfill writes them.
  for (let i = 0; i < reviews.length; i += 100)
    await cacheReviews('acc', reviews.slice(i, i + 100), () => (i % 200 === 0 ? 'poll' : 'backfill'), NOW);
  await cacheReviews('other', [listReview({ id: 'x', content: 'Lovely elsewhere' })], () => 'backfill', NOW);
}

async function allReviews(accountId: string): Promise<CachedReview[]> {
  return (await readReviews(accountId)).reviews;
}

/** What the index must answer: the filter over whole records, in the sort's order (review-sort.ts). */
async function expected(filter: ReviewFilter, sort: (typeof REVIEW_SORTS)[number]) {
  const matches = reviewMatcher(filter, undefined, reviewThemes);
  const facts = (await allReviews('acc')).filter(matches).map((review) => ({
    id: review.id,
    published: review.publisherDate,
    rating: review.rating,
    needsReply: review.needsReply,
    waitingSince: waitingSince(review),
    due: dueOrder(reviewDueTime(review, DEFAULT_BANDS), waitingSince(review)),
  }));
  return facts.sort(compareBy(sort)).map((row) => row.id);
}

const FILTERS: ReviewFilter[] = [
  {},
  { text: 'lovely' },
  { locationIds: ['loc3', 'loc5'], minRating: 2, maxRating: 4 },
  { fromDate: '2026-03-05', toDate: '2026-06-09' },
  { toDate: '2026-02-01' },
  { awaiting: true, publisherIds: ['BRANDA'] },
  { unread: true },
  { followUps: true, text: 'follow-up 1' },
  { done: true },
  { theme: 'wait' },
  { theme: 'wait:complaint', minRating: 3 },
  { theme: 'wait:praise' },
  { theme: 'atmosphere:praise', awaiting: true },
];

beforeEach(async () => {
  await clearStores();
  await seed();
  await markReviews('acc', ['r00010', 'r00600', 'r01100'], { done: true }, NOW);
  await markReviews('acc', ['r00000', 'r00002'], { read: true });
});

describe('the review projection', () => {
  it('answers every filter in every sort order as the records themselves do, across chunks', async () => {
    const index = await ReviewIndex.build('acc');
    expect(index.size).toBe(COUNT);
    for (const sort of REVIEW_SORTS)
      for (const filter of FILTERS)
        expect(index.query(filter, undefined, sort), `${sort} ${JSON.stringify(filter)}`).toEqual(
          await expected(filter, sort),
        );
    // Without a sort: newest update first, as readReviews lists them.
    expect(index.query({ minRating: 4 })).toEqual(
      (await readReviews('acc', { minRating: 4 })).reviews.map((review) => review.id),
    );
    // "Queue was long" and "Lovely terrace": the themes answer as the words do.
    expect(index.query({ theme: 'wait:complaint' })).toHaveLength(
      Array.from({ length: COUNT }, (_, i) => i).filter((i) => i % 9 !== 0 && ![10, 600, 1100].includes(i))
        .length,
    );
    expect(index.query({ theme: 'wait:praise' })).toEqual([]);
    expect(index.get('r00010')).toMatchObject({ done: true });
    expect(index.get('r00000')).toMatchObject({ read: true });
  });

  it('opens without the search text, which answers once read', async () => {
    const index = await ReviewIndex.open('acc');
    expect(index.answers({ awaiting: true })).toBe(true);
    expect(index.answers({ text: 'lovely' })).toBe(false);
    expect(index.query({ awaiting: true }, undefined, 'newest')).toEqual(
      await expected({ awaiting: true }, 'newest'),
    );
    await index.loadText();
    expect(index.answers({ text: 'lovely' })).toBe(true);
    expect(index.query({ text: 'lovely' }, undefined, 'oldest')).toEqual(
      await expected({ text: 'lovely' }, 'oldest'),
    );
  });

  it('refresh reads what changed: read marks, Done, edits and arrivals', async () => {
    const index = await ReviewIndex.build('acc');
    expect(await index.refresh()).toBe('unchanged');
    await markReviews('acc', ['r00001', 'r01000'], { read: true });
    await markReviews('acc', ['r00600'], { done: false });
    await cacheReviews(
      'acc',
      [
        listReview({
          id: 'r00003',
          content: 'Edited: terrace closed',
          lastServiceUpdateTime: '2026-12-02T08:00',
        }),
        listReview({
          id: 'new',
          content: 'Brand new',
          publisherDate: '2026-12-01T08:00',
          lastServiceUpdateTime: '2026-12-01T08:00',
        }),
      ],
      () => 'poll',
      NOW,
    );
    expect(await index.refresh()).toBe('changed');
    expect(index.size).toBe(COUNT + 1);
    for (const filter of [
      {},
      { unread: true },
      { done: true },
      { text: 'terrace' },
      { text: 'brand new' },
      { theme: 'wait' as const },
    ])
      expect(index.query(filter, undefined, 'newest'), JSON.stringify(filter)).toEqual(
        await expected(filter, 'newest'),
      );
  });
});
