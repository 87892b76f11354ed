import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { CACHE_STORES, openCache } from '@/lib/cache/db';
import { countInbox, readReview } from '@/lib/reviews/review-cache';
import { cacheReviews, markReviewsDone } from '@/lib/reviews/review-cache-writes';
import { factsMatcher, reviewFacts } from '@/lib/reviews/review-filter';
import { ReviewIndex } from '@/lib/reviews/review-index';
import { comment, listReview } from './fixtures';

const NOW = 1_800_000_000_000;

beforeEach(async () => {
  const db = await openCache();
  for (const store of CACHE_STORES) await db.clear(store);
  await cacheReviews(
    'acc',
    [
      listReview({ id: '1', publisherDate: '2026-11-01T10:00', lastServiceUpdateTime: '2026-11-01T10:00' }),
      listReview({ id: '2', publisherDate: '2026-11-02T10:00', lastServiceUpdateTime: '2026-11-02T10:00' }),
      listReview({ id: '3', publisherDate: '2026-11-03T10:00', lastServiceUpdateTime: '2026-11-03T10:00' }),
    ],
    () => 'backfill',
    NOW,
  );
});

describe('Done', () => {
  it('the Inbox leaves Done reviews out; the Done filter shows only them', async () => {
    await markReviewsDone('acc', ['2'], true, NOW);
    const facts = await Promise.all(
      ['1', '2', '3'].map(async (id) => reviewFacts((await readReview('acc', id))!)),
    );
    expect(facts.filter(factsMatcher({})).length).toBe(2);
    expect(facts.map((f) => f.done)).toEqual([false, true, false]);
    expect(facts.filter(factsMatcher({ done: true }))).toHaveLength(1);
    expect(facts.filter(factsMatcher({ done: true }))[0]).toBe(facts[1]);
  });

  it('is local: the counts stay as they were, and Back to Inbox undoes it', async () => {
    const before = await countInbox('acc');
    await markReviewsDone('acc', ['1', '2'], true, NOW);
    expect(await countInbox('acc')).toEqual(before);
    expect((await readReview('acc', '1'))?.doneAt).toBe(NOW);
    await markReviewsDone('acc', ['1'], false);
    expect((await readReview('acc', '1'))?.doneAt).toBeUndefined();
    expect((await readReview('acc', '2'))?.doneAt).toBe(NOW);
  });

  it('survives a sync that changes nothing, but a customer follow-up brings it back to the Inbox', async () => {
    await markReviewsDone('acc', ['3'], true, NOW);
    await cacheReviews(
      'acc',
      [listReview({ id: '3', publisherDate: '2026-11-03T10:00', lastServiceUpdateTime: '2026-11-03T10:00' })],
      () => 'poll',
      NOW,
    );
    expect((await readReview('acc', '3'))?.doneAt).toBe(NOW);
    await cacheReviews(
      'acc',
      [
        listReview({
          id: '3',
          publisherDate: '2026-11-03T10:00',
          lastServiceUpdateTime: '2026-11-04T10:00',
          comments: [comment({ authorRole: 'CONSUMER', authorName: 'Dawn', message: 'Any news?' })],
        }),
      ],
      () => 'poll',
      NOW,
    );
    expect((await readReview('acc', '3'))?.doneAt).toBeUndefined();
  });

  it('the side panel index sees Done set and undone, although no update time changed', async () => {
    const index = await ReviewIndex.build('acc');
    expect(index.query({}, undefined, 'newest')).toEqual(['3', '2', '1']);
    await markReviewsDone('acc', ['2'], true, NOW);
    expect(await index.refresh()).toBe('changed');
    expect(index.query({}, undefined, 'newest')).toEqual(['3', '1']);
    expect(index.query({ done: true }, undefined, 'oldest')).toEqual(['2']);
    await markReviewsDone('acc', ['2'], false);
    expect(await index.refresh()).toBe('changed');
    expect(index.query({}, undefined, 'oldest')).toEqual(['1', '2', '3']);
  });
});
