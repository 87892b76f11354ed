import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearAccountCache } from '@/lib/cache/clear-account';
import { accountRange, openCache } from '@/lib/cache/db';
import type { CachedReview } from '@/lib/reviews/cached-review';
import { INBOX_TALLY } from '@/lib/reviews/inbox-tally';
import { countInbox } from '@/lib/reviews/review-cache';
import {
  addPostedComment,
  cacheReviews,
  markReviews,
  replaceThread,
} from '@/lib/reviews/review-cache-writes';
import { clearStores } from '../../clear-stores';
import { comment, listReview } from './fixtures';

const NOW = 1_800_000_000_000;

/** What the records say, counted one by one: the truth the tally must match. */
async function counted(accountId: string) {
  const records = (await (await openCache()).getAll('reviews', accountRange(accountId))) as CachedReview[];
  const inbox = records.filter((record) => record.doneAt === undefined);
  return {
    total: records.length,
    awaiting: inbox.filter((record) => record.needsReply).length,
    unread: inbox.filter((record) => !record.read).length,
  };
}

async function storedTally(accountId: string) {
  return (await openCache()).get('snapshots', [accountId, INBOX_TALLY]);
}

beforeEach(async () => {
  await clearStores();
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

    await markReviews('acc', ['25', '26', '27', 'missing'], { read: true });
    await markReviews('acc', ['1', '2'], { read: false });
    expect(await countInbox('acc')).toEqual(await counted('acc'));

    await addPostedComment('acc', '30', comment({ id: 'reply' }));
    await replaceThread('acc', '3', []);
    expect(await countInbox('acc')).toEqual(await counted('acc'));

    // Done takes reviews out of what the Inbox counts, unread or awaiting; back, they count again.
    const before = await countInbox('acc');
    await markReviews('acc', ['1', '2', '4'], { done: true });
    const done = await countInbox('acc');
    expect(done).toEqual(await counted('acc'));
    expect(done.unread).toBe(before.unread - 2);
    expect(done.awaiting).toBeLessThan(before.awaiting);
    await markReviews('acc', ['4'], { done: false });
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
});
