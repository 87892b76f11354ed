import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearAccountCache } from '@/lib/cache/clear-account';
import { cacheReviews, markReviews } from '@/lib/reviews/review-cache-writes';
import { ReviewIndex } from '@/lib/reviews/review-index';
import { keysByAccount, reviewKey, reviewScope, splitReviewKey } from '@/lib/reviews/review-keys';
import { clearStores } from '../../clear-stores';
import { listReview } from './fixtures';

const NOW = 1_800_000_000_000;
const backfill = () => 'backfill' as const;
const ACCOUNTS = ['acme', 'bakery', 'vets'];

/**
 * Three accounts: the same review id `7` in two of them (ids are only an account's own), dates
 * interleaved across accounts so a merge by account would show in the order.
 */
async function seed() {
  const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T09:00`;
  await cacheReviews(
    'acme',
    [
      listReview({
        id: '7',
        rating: 1,
        content: 'Cold coffee',
        publisherDate: at(3),
        lastServiceUpdateTime: at(3),
      }),
      listReview({
        id: 'a2',
        rating: 5,
        content: 'Lovely',
        publisherDate: at(6),
        lastServiceUpdateTime: at(6),
      }),
    ],
    backfill,
    NOW,
  );
  await cacheReviews(
    'bakery',
    [
      listReview({
        id: '7',
        rating: 4,
        content: 'Warm bread',
        publisherDate: at(5),
        lastServiceUpdateTime: at(5),
      }),
      listReview({
        id: 'b2',
        rating: 2,
        content: 'Cold bread',
        publisherDate: at(1),
        lastServiceUpdateTime: at(1),
      }),
    ],
    backfill,
    NOW,
  );
  await cacheReviews(
    'vets',
    [
      listReview({
        id: 'v1',
        rating: 3,
        content: 'Kind vet',
        publisherDate: at(4),
        lastServiceUpdateTime: at(4),
      }),
    ],
    backfill,
    NOW,
  );
}

beforeEach(async () => {
  await clearStores();
  await seed();
});

describe('review keys', () => {
  it('name a review by account and id over several accounts, by id alone over one', () => {
    const key = reviewKey('acme', '7');
    expect(splitReviewKey(key, 'other')).toEqual({ accountId: 'acme', reviewId: '7' });
    // A bare id (a notification's link) belongs to the active account.
    expect(splitReviewKey('7', 'bakery')).toEqual({ accountId: 'bakery', reviewId: '7' });
    const merged = reviewScope(ACCOUNTS, 'vets');
    expect(merged.keyOf({ accountId: 'acme', id: '7' })).toBe(key);
    expect(merged.split('7').accountId).toBe('vets');
    const one = reviewScope(['acme']);
    expect(one.merged).toBe(false);
    expect(one.keyOf({ accountId: 'acme', id: '7' })).toBe('7');
  });

  it('group keys by their account, in the order given, for one message per account', () => {
    const scope = reviewScope(ACCOUNTS);
    const groups = keysByAccount(scope, [
      reviewKey('bakery', '7'),
      reviewKey('acme', '7'),
      reviewKey('bakery', 'b2'),
    ]);
    expect([...groups]).toEqual([
      ['bakery', ['7', 'b2']],
      ['acme', ['7']],
    ]);
  });
});

describe('ReviewIndex over several accounts', () => {
  it('lists every account’s reviews once, keyed by account, in one order across them', async () => {
    const index = await ReviewIndex.build(ACCOUNTS);
    expect(index.size).toBe(5);
    const key = (accountId: string, id: string) => reviewKey(accountId, id);
    // Newest first by publication date, whatever the account.
    expect(index.query({}, undefined, 'newest')).toEqual([
      key('acme', 'a2'),
      key('bakery', '7'),
      key('vets', 'v1'),
      key('acme', '7'),
      key('bakery', 'b2'),
    ]);
    expect(index.query({}, undefined, 'lowest').slice(0, 2)).toEqual([key('acme', '7'), key('bakery', 'b2')]);
    expect(index.accountOf(key('bakery', '7'))).toBe('bakery');
    expect(index.get(key('acme', '7'))?.id).toBe(key('acme', '7'));
  });

  it('answers every filter across accounts, the Account filter and the text search included', async () => {
    const index = await ReviewIndex.build(ACCOUNTS);
    expect(index.query({ text: 'cold' }, undefined, 'newest')).toEqual([
      reviewKey('acme', '7'),
      reviewKey('bakery', 'b2'),
    ]);
    expect(index.query({ accountIds: ['bakery'] }, undefined, 'newest')).toEqual([
      reviewKey('bakery', '7'),
      reviewKey('bakery', 'b2'),
    ]);
    expect(index.query({ accountIds: ['vets', 'acme'], maxRating: 3 }, undefined, 'newest')).toEqual([
      reviewKey('vets', 'v1'),
      reviewKey('acme', '7'),
    ]);
    expect(index.distinct().accountIds).toEqual(ACCOUNTS);
  });

  it('keeps the list of one account as it was: bare ids, no account filter to apply', async () => {
    const index = await ReviewIndex.build('bakery');
    expect(index.query({}, undefined, 'newest')).toEqual(['7', 'b2']);
    expect(index.distinct().accountIds).toBeUndefined();
  });

  it('catches up with a change in any account, and rebuilds when an account is cleared', async () => {
    const index = await ReviewIndex.build(ACCOUNTS);
    await cacheReviews(
      'vets',
      [listReview({ id: 'v2', content: 'New visit', publisherDate: '2026-11-09T09:00' })],
      () => 'poll',
      NOW,
    );
    await markReviews('acme', ['7'], { done: true });
    expect(await index.refresh()).toBe('changed');
    expect(index.query({}, undefined, 'newest')[0]).toBe(reviewKey('vets', 'v2'));
    // Done leaves the Inbox, in its own account only: bakery's review 7 stays.
    expect(index.query({ text: 'cold' })).toEqual([reviewKey('bakery', 'b2')]);
    expect(index.query({})).toContain(reviewKey('bakery', '7'));
    expect(await index.refresh()).toBe('unchanged');
    await clearAccountCache('bakery');
    expect(await index.refresh()).toBe('rebuild');
  });

  it('builds again when an account outgrows the room left for its new rows', async () => {
    const index = await ReviewIndex.build(['acme', 'bakery']);
    const many = Array.from({ length: 2_600 }, (_, i) =>
      listReview({
        id: `n${i}`,
        publisherDate: '2026-11-10T09:00',
        lastServiceUpdateTime: '2026-11-10T09:00',
      }),
    );
    await cacheReviews('acme', many, () => 'poll', NOW);
    expect(await index.refresh()).toBe('rebuild');
    const rebuilt = await ReviewIndex.build(['acme', 'bakery']);
    expect(rebuilt.size).toBe(2_604);
    expect(rebuilt.query({ accountIds: ['bakery'] })).toHaveLength(2);
  });
});
