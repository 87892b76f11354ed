import { describe, expect, it } from 'vitest';
import { awaitingResponse, needsReply } from '@/lib/reviews/awaiting-response';
import { toCachedReview, withComments, withTriage } from '@/lib/reviews/cached-review';
import { comment, listReview } from './fixtures';

const NOW = 1_800_000_000_000;

describe('awaitingResponse (conventions.md › Reviews › awaitingResponse)', () => {
  it('REVIEW: no business-owner comment at all', () => {
    expect(awaitingResponse([])).toBe('REVIEW');
    expect(awaitingResponse([comment({ authorRole: 'CONSUMER' })])).toBe('REVIEW');
  });

  it('COMMENT: the newest comment is a consumer’s', () => {
    const thread = [
      comment({ id: '1', publisherDate: '2026-11-20T10:00' }),
      comment({ id: '2', authorRole: 'CONSUMER', publisherDate: '2026-11-20T11:00' }),
    ];
    expect(awaitingResponse(thread)).toBe('COMMENT');
    expect(awaitingResponse([...thread, comment({ id: '3', publisherDate: '2026-11-20T12:00' })])).toBeNull();
  });

  it('counts as needing a reply only where the publisher takes replies', () => {
    expect(needsReply({ publisherId: 'BRANDB', comments: [] })).toBe(true);
    expect(needsReply({ publisherId: 'BRANDA', comments: [] })).toBe(false);
  });
});

describe('toCachedReview', () => {
  it('history from the backfill is read; an arrival is unread and ranks first', () => {
    const history = toCachedReview('acc', listReview(), undefined, { origin: 'backfill', now: NOW });
    expect(history).toMatchObject({
      accountId: 'acc',
      updated: '2026-11-20T09:00',
      read: true,
      inboxRank: 1,
    });
    expect(history).not.toHaveProperty('lastServiceUpdateTime');
    const arrival = toCachedReview('acc', listReview(), undefined, { origin: 'poll', now: NOW });
    expect(arrival).toMatchObject({
      read: false,
      inboxRank: 3,
      awaiting: 'REVIEW',
      needsReply: true,
      firstSeenAt: NOW,
    });
  });

  it("a consumer's new comment makes a read review unread again; the business's own reply does not", () => {
    const read = toCachedReview('acc', listReview({ comments: [comment()] }), undefined, {
      origin: 'backfill',
      now: NOW,
    });
    const ownReply = listReview({
      lastServiceUpdateTime: '2026-11-21T08:00',
      comments: [comment(), comment({ id: 'c2', publisherDate: '2026-11-21T08:00' })],
    });
    expect(toCachedReview('acc', ownReply, read, { origin: 'poll', now: NOW }).read).toBe(true);
    const consumer = listReview({
      lastServiceUpdateTime: '2026-11-21T08:00',
      comments: [comment(), comment({ id: 'c2', authorRole: 'CONSUMER', publisherDate: '2026-11-21T08:00' })],
    });
    const after = toCachedReview('acc', consumer, read, { origin: 'poll', now: NOW });
    expect(after).toMatchObject({ read: false, awaiting: 'COMMENT', inboxRank: 3, firstSeenAt: NOW });
  });

  it('the single-review form keeps the finer dates of the list form', () => {
    const cached = toCachedReview('acc', listReview(), undefined, { origin: 'backfill', now: NOW });
    const single = listReview({
      publisherDate: '2026-11-20',
      lastServiceUpdateTime: undefined,
      lastServiceUpdateDate: '2026-11-20',
    });
    expect(toCachedReview('acc', single, cached, { origin: 'poll', now: NOW })).toMatchObject({
      publisherDate: '2026-11-20T09:00',
      updated: '2026-11-20T09:00',
      read: true,
    });
  });

  it('withComments and withTriage keep the rank in step', () => {
    const cached = toCachedReview('acc', listReview(), undefined, { origin: 'poll', now: NOW });
    expect(withComments(cached, [comment()])).toMatchObject({
      needsReply: false,
      awaiting: null,
      inboxRank: 2,
    });
    expect(withTriage(cached, { read: true }, NOW).inboxRank).toBe(1);
  });
});
