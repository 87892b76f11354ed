import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { newOutboxItem } from '@/lib/outbox/outbox-machine';
import { putOutboxItem } from '@/lib/outbox/outbox-store';
import {
  clearDraft,
  countInbox,
  readDraft,
  readNewest,
  readOutbox,
  readReview,
  readThread,
  saveDraft,
} from '@/lib/reviews/review-cache';
import { cacheReviews, markReviews } from '@/lib/reviews/review-cache-writes';
import type { ReviewFilter } from '@/lib/reviews/review-filter';
import { ReviewIndex } from '@/lib/reviews/review-index';
import { clearStores } from '../../clear-stores';
import { comment, listReview } from './fixtures';

const NOW = 1_800_000_000_000;

async function seed() {
  // Five reviews of history (read), two arrivals (unread), one on a publisher without replies.
  await cacheReviews(
    'acc',
    [
      listReview({ id: '1', lastServiceUpdateTime: '2026-11-01T10:00', comments: [comment()] }),
      listReview({ id: '2', lastServiceUpdateTime: '2026-11-02T10:00', rating: 1, content: 'Cold coffee' }),
      listReview({
        id: '3',
        lastServiceUpdateTime: '2026-11-03T10:00',
        publisherId: 'BRANDA',
        locationId: 'loc2',
      }),
      listReview({ id: '4', lastServiceUpdateTime: '2026-11-04T10:00', comments: [comment()] }),
      listReview({ id: '5', lastServiceUpdateTime: '2026-11-05T10:00', authorName: 'Jordan P.' }),
    ],
    () => 'backfill',
    NOW,
  );
  await cacheReviews(
    'acc',
    [
      listReview({ id: '6', lastServiceUpdateTime: '2026-11-06T10:00', comments: [comment()] }),
      listReview({ id: '7', lastServiceUpdateTime: '2026-11-07T10:00', publisherDate: '2026-11-07T09:00' }),
    ],
    () => 'poll',
    NOW,
  );
  await cacheReviews('other', [listReview({ id: '1' })], () => 'poll', NOW);
}

beforeEach(async () => {
  await clearStores();
  await seed();
});

describe('review cache reads', () => {
  // The popup shows each review's date, so it lists by that date, whatever was updated or read
  // last; reviews of the same minute come by id, newest id first, as the index gives them.
  it('inbox: newest review date first, the same date by id', async () => {
    const inbox = await readNewest('acc');
    expect(inbox.map((review) => review.id)).toEqual(['6', '5', '4', '3', '2', '1', '7']);
    expect((await readNewest('acc', { limit: 2 })).map((review) => review.id)).toEqual(['6', '5']);
  });

  it('inbox: the same order through a cursor where the browser lacks getAllRecords', async () => {
    const prototype = IDBIndex.prototype as { getAllRecords?: unknown };
    const getAllRecords = prototype.getAllRecords;
    expect(getAllRecords).toBeTypeOf('function'); // otherwise the test above took the cursor too
    delete prototype.getAllRecords;
    try {
      expect((await readNewest('acc')).map((review) => review.id)).toEqual([
        '6',
        '5',
        '4',
        '3',
        '2',
        '1',
        '7',
      ]);
      expect((await readNewest('acc', { limit: 2 })).map((review) => review.id)).toEqual(['6', '5']);
    } finally {
      prototype.getAllRecords = getAllRecords;
    }
  });

  it('counts from the indexes', async () => {
    expect(await countInbox('acc')).toEqual({ total: 7, awaiting: 3, unread: 2 });
    await markReviews('acc', ['7'], { read: true });
    expect(await countInbox('acc')).toEqual({ total: 7, awaiting: 3, unread: 1 });
    // Reading a review does not move it: the popup's order is the review date alone.
    expect((await readNewest('acc')).map((review) => review.id)).toEqual(['6', '5', '4', '3', '2', '1', '7']);
  });

  it('lists newest update first (the side panel index), with the total', async () => {
    const index = await ReviewIndex.build('acc');
    expect(index.query({}).slice(2, 5)).toEqual(['5', '4', '3']);
    expect(index.size).toBe(7);
  });

  it('filters by location, publisher, rating, date, awaiting, unread and text', async () => {
    const index = await ReviewIndex.build('acc');
    const ids = async (filter: ReviewFilter) => index.query(filter);
    expect(await ids({ locationIds: ['loc2'] })).toEqual(['3']);
    expect(await ids({ publisherIds: ['BRANDB'], maxRating: 1 })).toEqual(['2']);
    expect(await ids({ awaiting: true })).toEqual(['7', '5', '2']);
    expect(await ids({ unread: true })).toEqual(['7', '6']);
    expect(await ids({ text: 'COLD' })).toEqual(['2']);
    expect(await ids({ text: 'jordan' })).toEqual(['5']);
    expect(await ids({ text: 'thank you' })).toEqual(['6', '4', '1']);
    expect(await ids({ fromDate: '2026-11-07', toDate: '2026-11-07' })).toEqual(['7']);
    const filtered = index.query({ awaiting: true });
    expect({ total: filtered.length, ids: filtered.slice(1, 2) }).toEqual({ total: 3, ids: ['5'] });
  });

  it('reads a thread with replies nested under the comment they answer', async () => {
    await cacheReviews(
      'acc',
      [
        listReview({
          id: '8',
          publisherId: 'BRANDB',
          comments: [
            comment({
              id: 'a',
              authorRole: 'CONSUMER',
              message: 'Still waiting',
              publisherDate: '2026-11-20T10:00',
            }),
            comment({ id: 'b', parentId: 'a', message: 'Sorry!', publisherDate: '2026-11-20T11:00' }),
            comment({
              id: 'c',
              parentId: 'b',
              authorRole: 'CONSUMER',
              message: 'OK',
              publisherDate: '2026-11-20T12:00',
            }),
            comment({ id: 'd', parentId: 'missing', message: 'Orphan', publisherDate: '2026-11-20T09:00' }),
          ],
        }),
      ],
      () => 'poll',
      NOW,
    );
    const thread = await readThread('acc', '8');
    const shape = (nodes: NonNullable<typeof thread>['thread']): unknown =>
      nodes.map((node) => [node.comment.id, shape(node.replies)]);
    expect(shape(thread!.thread)).toEqual([
      ['d', []],
      ['a', [['b', [['c', []]]]]],
    ]);
    expect(await readThread('acc', 'nope')).toBeUndefined();
  });

  it('saves, restores and clears drafts per review and reply target', async () => {
    await saveDraft({ accountId: 'acc', reviewId: '5', text: 'Thanks Jordan', visibility: 'PUBLIC' });
    await saveDraft({
      accountId: 'acc',
      reviewId: '5',
      parentId: 'c1',
      text: 'To the comment',
      visibility: 'PRIVATE',
    });
    expect(await readDraft('acc', '5')).toMatchObject({
      text: 'Thanks Jordan',
      visibility: 'PUBLIC',
      target: 'review',
    });
    expect(await readDraft('acc', '5', 'c1')).toMatchObject({ text: 'To the comment', parentId: 'c1' });
    await saveDraft({ accountId: 'acc', reviewId: '5', text: '   ', visibility: 'PUBLIC' });
    expect(await readDraft('acc', '5')).toBeUndefined();
    await clearDraft('acc', '5', 'c1');
    expect(await readDraft('acc', '5', 'c1')).toBeUndefined();
  });

  it("reads an account's outbox, newest first", async () => {
    const input = { accountId: 'acc', reviewId: '5', visibility: 'PUBLIC' as const, content: 'Hi' };
    await putOutboxItem(newOutboxItem(input, 'x1', NOW));
    await putOutboxItem(newOutboxItem({ ...input, reviewId: '6' }, 'x2', NOW + 1));
    await putOutboxItem(newOutboxItem({ ...input, accountId: 'other' }, 'x3', NOW + 2));
    expect((await readOutbox('acc')).map((item) => item.id)).toEqual(['x2', 'x1']);
    expect((await readOutbox('acc', '5')).map((item) => item.id)).toEqual(['x1']);
  });
});

describe('cacheReviews', () => {
  it('tells new from edited, and claims arrivals for announcement once', async () => {
    const again = await cacheReviews(
      'acc',
      [
        listReview({ id: '7', lastServiceUpdateTime: '2026-11-07T10:00', publisherDate: '2026-11-07T09:00' }),
        listReview({ id: '5', lastServiceUpdateTime: '2026-11-08T10:00', authorName: 'Jordan P.' }),
        listReview({ id: '9', lastServiceUpdateTime: '2026-11-09T10:00' }),
      ],
      () => 'poll',
      NOW + 5,
    );
    expect(again.created.map((review) => [review.id, review.notifiedAt])).toEqual([['9', NOW + 5]]);
    expect(again.edited.map((review) => review.id)).toEqual(['5']);
    expect((await readReview('acc', '7'))?.notifiedAt).toBe(NOW);
  });
});
