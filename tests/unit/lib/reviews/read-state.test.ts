import { describe, expect, it } from 'vitest';
import { toCachedReview, withComments, withTriage } from '@/lib/reviews/cached-review';
import { newsIn, readStateAfter } from '@/lib/reviews/read-state';
import { comment, listReview } from './fixtures';

const NOW = 1_800_000_000_000;
const cache = (review = listReview(), origin: 'backfill' | 'poll' = 'backfill') =>
  toCachedReview('acc', review, undefined, { origin, now: NOW });
const update = (previous: ReturnType<typeof cache>, review = listReview()) =>
  toCachedReview('acc', review, previous, { origin: 'poll', now: NOW });

const customer = (overrides: Parameters<typeof comment>[0] = {}) =>
  comment({ id: 'd1', authorRole: 'CONSUMER', authorName: 'Dawn', message: 'Any news?', ...overrides });
const ours = comment({ id: 'mine', message: 'Thanks, we are on it.' });

describe('which updates are news (read-state.ts)', () => {
  it('a review first seen in a poll is new; history from the backfill is read', () => {
    expect(readStateAfter(listReview(), undefined, 'poll')).toEqual({
      read: false,
      unreadReason: { kind: 'new' },
    });
    expect(readStateAfter(listReview(), undefined, 'backfill')).toEqual({ read: true });
  });

  it('our reply, already in the cache from the outbox, then seen with a newer update time: still read', () => {
    // The outbox adds the posted comment to the cached thread, and the person has read the review.
    const replied = withTriage(withComments(cache(), [ours]), { read: true }, NOW);
    const polled = listReview({ lastServiceUpdateTime: '2026-11-21T08:00', comments: [ours] });
    expect(update(replied, polled)).toMatchObject({ read: true, inboxRank: 0 });
    expect(update(replied, polled)).not.toHaveProperty('unreadReason');
  });

  it('our reply seen first in the poll (posted elsewhere, or before the outbox wrote it back): read stays as it was', () => {
    const polled = listReview({ lastServiceUpdateTime: '2026-11-21T08:00', comments: [ours] });
    expect(update(cache(), polled).read).toBe(true);
    const unread = cache(listReview(), 'poll');
    expect(update(unread, polled)).toMatchObject({ read: false, unreadReason: { kind: 'new' } });
  });

  it("a customer's new comment makes it unread, naming who wrote it (the latest, if several)", () => {
    const read = withTriage(withComments(cache(), [ours]), { read: true }, NOW);
    const polled = listReview({
      lastServiceUpdateTime: '2026-11-22T08:00',
      comments: [ours, customer({ id: 'x', authorName: 'Sam' }), customer()],
    });
    expect(update(read, polled)).toMatchObject({
      read: false,
      unreadReason: { kind: 'comment', authorName: 'Dawn' },
      awaiting: 'COMMENT',
    });
  });

  it('a customer comment arriving together with our reply is still news', () => {
    const polled = listReview({ lastServiceUpdateTime: '2026-11-22T08:00', comments: [customer(), ours] });
    expect(newsIn(polled, { ...cache(), read: true })).toEqual({ kind: 'comment', authorName: 'Dawn' });
  });

  it('the reviewer editing the review or one of their comments is news: "edited"', () => {
    const read = cache(listReview({ comments: [customer()] }));
    expect(
      update(
        read,
        listReview({ rating: 1, lastServiceUpdateTime: '2026-11-22T08:00', comments: [customer()] }),
      ),
    ).toMatchObject({ read: false, unreadReason: { kind: 'edited' } });
    expect(
      update(read, listReview({ comments: [customer({ message: 'Still waiting. Call me.' })] })).unreadReason,
    ).toEqual({ kind: 'edited' });
  });

  it('our own comment edited or gone is not news', () => {
    const read = withTriage(withComments(cache(), [ours]), { read: true }, NOW);
    const edited = listReview({
      lastServiceUpdateTime: '2026-11-22T08:00',
      comments: [{ ...ours, message: 'Thanks, fixed now.' }],
    });
    expect(update(read, edited).read).toBe(true);
    expect(update(read, listReview({ lastServiceUpdateTime: '2026-11-23T08:00' })).read).toBe(true);
  });

  it('marking read drops the reason; marking unread by hand gives none', () => {
    const unread = update(
      cache(),
      listReview({ lastServiceUpdateTime: '2026-11-22T08:00', comments: [customer()] }),
    );
    expect(unread.unreadReason).toEqual({ kind: 'comment', authorName: 'Dawn' });
    const read = withTriage(unread, { read: true }, NOW);
    expect(read).not.toHaveProperty('unreadReason');
    expect(withTriage(read, { read: false }, NOW)).not.toHaveProperty('unreadReason');
  });
});
