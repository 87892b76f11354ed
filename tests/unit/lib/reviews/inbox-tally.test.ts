import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearAccountCache } from '@/lib/cache/clear-account';
import { CACHE_STORES, openCache } from '@/lib/cache/db';
import { countsOf, countTally, INBOX_TALLY } from '@/lib/reviews/inbox-tally';
import { countInbox } from '@/lib/reviews/review-cache';
import {
  addPostedComment,
  cacheReviews,
  markReviewsRead,
  replaceThread,
} from '@/lib/reviews/review-cache-writes';
import { comment, listReview } from './fixtures';

const NOW = 1_800_000_000_000;

/** What the indexes say, counted record by record: the truth the tally must match. */
async function counted(accountId: string) {
  const tx = (await openCache()).transaction(['reviews', 'snapshots']);
  const tally = await countTally(tx, accountId);
  await tx.done;
  return countsOf(tally);
}

async function storedTally(accountId: string) {
  return (await openCache()).get('snapshots', [accountId, INBOX_TALLY]);
}

beforeEach(async () => {
  const db = await openCache();
  for (const store of CACHE_STORES) await db.clear(store);
});

describe('inbox tally', () => {
  it('follows every kind of review write and matches a full count after each', async () => {
    const reviews = Array.from({ length: 40 }, (_, i) =>
      listReview({
        id: String(i),
        lastServiceUpdateTime: `2026-11-${String(1 + (i % 28)).padStart(2, '0')}T10:00`,
        publisherId: i % 5 === 0 ? 'BRANDA' : 'BRANDB', // BRANDA takes no replies
        comments: i % 3 === 0 ? [comment()] : [],
      }),
    );
    await cacheReviews('acc', reviews.slice(0, 25), () => 'backfill', NOW);
    expect(await countInbox('acc')).toEqual(await counted('acc'));

    await cacheReviews('acc', reviews.slice(20), () => 'poll', NOW); // 5 known, 15 new
    expect(await countInbox('acc')).toEqual(await counted('acc'));

    await markReviewsRead('acc', ['25', '26', '27', 'missing'], true);
    await markReviewsRead('acc', ['1', '2'], false);
    expect(await countInbox('acc')).toEqual(await counted('acc'));

    await addPostedComment('acc', '30', comment({ id: 'reply' }));
    await replaceThread('acc', '3', []);
    expect(await countInbox('acc')).toEqual(await counted('acc'));

    const edited = { ...reviews[7], content: 'Edited', lastServiceUpdateTime: '2026-11-29T10:00' };
    await cacheReviews('acc', [edited, reviews[8]], () => 'poll', NOW); // one edit, one unchanged
    const counts = await countInbox('acc');
    expect(counts).toEqual(await counted('acc'));
    expect(counts.total).toBe(40);
  });

  it('is kept per account and wiped with the account', async () => {
    await cacheReviews('acc', [listReview({ id: '1' }), listReview({ id: '2' })], () => 'poll', NOW);
    await cacheReviews('other', [listReview({ id: '1' })], () => 'poll', NOW);
    expect((await countInbox('acc')).total).toBe(2);
    expect((await countInbox('other')).total).toBe(1);

    await clearAccountCache('acc');
    expect(await storedTally('acc')).toBeUndefined();
    expect(await countInbox('acc')).toEqual({ total: 0, awaiting: 0, unread: 0 });
    expect((await countInbox('other')).total).toBe(1);
  });

  it('a cache from before the tally is counted once, on its next write', async () => {
    await cacheReviews('acc', [listReview({ id: '1' }), listReview({ id: '2' })], () => 'poll', NOW);
    // As an older build left it: the reviews, no tally.
    await (await openCache()).delete('snapshots', ['acc', INBOX_TALLY]);
    expect(await countInbox('acc')).toEqual(await counted('acc')); // counted from the indexes

    await cacheReviews('acc', [listReview({ id: '3' })], () => 'poll', NOW);
    expect(await storedTally('acc')).toMatchObject({ total: 3 });
    expect(await countInbox('acc')).toEqual(await counted('acc'));
  });
});
