/**
 * The side panel's filtered queries at 100,000 cached reviews, in Node against
 * fake-indexeddb: `npx vitest bench --project unit tests/unit/lib/reviews/review-query.bench.ts`.
 * fake-indexeddb is far slower than a browser's IndexedDB, so compare the rows with each other;
 * the browser's own figures come from tests/e2e/reviews-panel.spec.ts (the 100,000 test).
 */
import 'fake-indexeddb/auto';
import { bench, describe } from 'vitest';
import { openCache } from '@/lib/cache/db';
import type { CachedReview } from '@/lib/reviews/cached-review';
import { readReviews } from '@/lib/reviews/review-cache';
import { reviewMatcher } from '@/lib/reviews/review-filter';
import { ReviewIndex } from '@/lib/reviews/review-index';

const COUNT = 100_000;
const WORDS = ['friendly', 'slow', 'clean', 'rude', 'great', 'waited', 'parking', 'price', 'staff', 'music'];
const PUBLISHERS = ['BRANDB', 'BRANDCMYBUSINESS', 'BRANDA', 'BRANDD', 'BRANDE'];

async function seed() {
  const db = await openCache();
  for (let start = 0; start < COUNT; start += 10_000) {
    const tx = db.transaction('reviews', 'readwrite');
    for (let i = start; i < start + 10_000; i++) {
      const day = new Date(Date.UTC(2025, 0, 1) + (i % 500) * 86_400_000).toISOString().slice(0, 10);
      const read = i % 7 !== 0;
      const needsReply = i % 3 === 0;
      void tx.store.put({
        accountId: 'acc',
        id: String(i).padStart(6, '0'),
        locationId: `loc-${i % 40}`,
        publisherId: PUBLISHERS[i % 5],
        rating: (i % 5) + 1,
        title: `Visit ${i}`,
        content: `The ${WORDS[i % 10]} and ${WORDS[(i * 7) % 10]} visit number ${i}. `.repeat(4),
        authorName: `Person ${i}`,
        publisherDate: `${day}T10:00`,
        comments: [],
        updated: `${day}T10:${String(i % 60).padStart(2, '0')}`,
        awaiting: needsReply ? 'REVIEW' : null,
        needsReply,
        read,
        inboxRank: (read ? 0 : 2) + (needsReply ? 1 : 0),
        firstSeenAt: 0,
      });
    }
    await tx.done;
  }
}

const seeded = seed();
let index: ReviewIndex | undefined;
const filter = { publisherIds: ['BRANDB'], minRating: 1, maxRating: 2, text: 'waited' };

describe(`filtered query over ${COUNT.toLocaleString('en-US')} cached reviews`, () => {
  bench(
    'before: one getAll of every record, then filter (the old readReviews)',
    async () => {
      await seeded;
      const db = await openCache();
      const range = IDBKeyRange.bound(['acc'], ['acc', []]);
      const all = (await db.getAllFromIndex('reviews', 'byUpdated', range)) as CachedReview[];
      all.reverse().filter(reviewMatcher(filter)).slice(0, 50);
    },
    { iterations: 3, warmupIterations: 0 },
  );
  bench(
    'readReviews: chunked scan, keys of the matches, slice read by key',
    async () => {
      await seeded;
      await readReviews('acc', filter, { limit: 50 });
    },
    { iterations: 3, warmupIterations: 0 },
  );
  bench(
    'ReviewIndex.build (the side panel, once per opening)',
    async () => {
      await seeded;
      index = await ReviewIndex.build('acc');
    },
    { iterations: 2, warmupIterations: 0 },
  );
  bench(
    'ReviewIndex.query (the side panel, every filter change)',
    async () => {
      await seeded;
      index ??= await ReviewIndex.build('acc');
      index.query(filter);
    },
    { iterations: 50, warmupIterations: 2 },
  );
});
