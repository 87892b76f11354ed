import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { countInbox, readReview } from '@/lib/reviews/review-cache';
import { cacheReviews, markReviews } from '@/lib/reviews/review-cache-writes';
import { ReviewIndex } from '@/lib/reviews/review-index';
import { clearStores } from '../../clear-stores';
import { factsMatcher, reviewFacts } from './filter-oracle';
import { comment, listReview } from './fixtures';

const NOW = 1_800_000_000_000;

beforeEach(async () => {
  await clearStores();
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
    await markReviews('acc', ['2'], { done: true }, NOW);
    const facts = await Promise.all(
      ['1', '2', '3'].map(async (id) => reviewFacts((await readReview('acc', id))!)),
    );
    expect(facts.filter(factsMatcher({})).length).toBe(2);
    expect(facts.map((f) => f.done)).toEqual([false, true, false]);
    expect(facts.filter(factsMatcher({ done: true }))).toHaveLength(1);
    expect(facts.filter(factsMatcher({ done: true }))[0]).toBe(facts[1]);
  });

  it('leaves every Inbox count at once (still cached, still on the service), and Back to Inbox undoes it', async () => {
    const before = await countInbox('acc');
    await markReviews('acc', ['1', '2'], { done: true }, NOW);
    expect(await countInbox('acc')).toEqual({ ...before, awaiting: before.awaiting - 2 });
    expect((await readReview('acc', '1'))?.doneAt).toBe(NOW);
    await markReviews('acc', ['1'], { done: false });
    expect((await readReview('acc', '1'))?.doneAt).toBeUndefined();
    expect((await readReview('acc', '2'))?.doneAt).toBe(NOW);
    expect((await countInbox('acc')).awaiting).toBe(before.awaiting - 1);
  });

  it('survives a sync that changes nothing, but a customer follow-up brings it back to the Inbox', async () => {
    await markReviews('acc', ['3'], { done: true }, NOW);
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
    await markReviews('acc', ['2'], { done: true }, NOW);
    expect(await index.refresh()).toBe('changed');
    expect(index.query({}, undefined, 'newest')).toEqual(['3', '1']);
    expect(index.query({ done: true }, undefined, 'oldest')).toEqual(['2']);
    await markReviews('acc', ['2'], { done: false });
    expect(await index.refresh()).toBe('changed');
    expect(index.query({}, undefined, 'oldest')).toEqual(['1', '2', '3']);
  });
});
