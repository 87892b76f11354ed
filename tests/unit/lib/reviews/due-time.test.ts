/**
 * The due-time rules (lib/reviews/due-time.ts) on cached reviews as the sync makes them: the
 * service's dates read as UTC whatever the browser's zone, a follow-up restarting the wait, edits
 * that keep the clock, and every review that shows no label.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { type CachedReview, toCachedReview, withTriage } from '@/lib/reviews/cached-review';
import {
  DEFAULT_BANDS,
  reviewDue,
  reviewDueTime,
  serviceTime,
  type TargetBands,
} from '@/lib/reviews/due-time';
import { comment, listReview } from './fixtures';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// 27 Nov 2026 12:00 UTC.
const NOW = Date.UTC(2026, 10, 27, 12, 0);

/** The service's `YYYY-MM-DDThh:mm` (UTC) of an instant. */
const stamp = (at: number) => new Date(at).toISOString().slice(0, 16);

function cached(overrides: Parameters<typeof listReview>[0] = {}, previous?: CachedReview): CachedReview {
  return toCachedReview('acct', listReview(overrides), previous, { origin: 'poll', now: NOW });
}

const due = (review: CachedReview, bands: TargetBands = DEFAULT_BANDS, now = NOW) =>
  reviewDue(review, bands, now);

describe("due times: from the customer's last word, per star band", () => {
  it('a 1★ review is due 24 h after it was written, a 4★ one 72 h', () => {
    const at = NOW - 3 * HOUR;
    expect(due(cached({ rating: 1, publisherDate: stamp(at) }))).toEqual({
      state: 'due',
      dueAt: at + 24 * HOUR,
      ms: 21 * HOUR,
    });
    expect(due(cached({ rating: 4, publisherDate: stamp(at) }))?.ms).toBe(69 * HOUR);
  });

  it('overdue once the target has passed; exactly at it, due now', () => {
    const review = cached({ rating: 2, publisherDate: stamp(NOW - 29 * HOUR) });
    expect(due(review)).toEqual({ state: 'overdue', dueAt: NOW - 5 * HOUR, ms: 5 * HOUR });
    const atTarget = cached({ rating: 2, publisherDate: stamp(NOW - 24 * HOUR) });
    expect(due(atTarget)).toEqual({ state: 'due', dueAt: NOW, ms: 0 });
    expect(due(atTarget, DEFAULT_BANDS, NOW + MINUTE)?.state).toBe('overdue');
  });

  it("a customer's unanswered follow-up waits from the follow-up, on the review's rating", () => {
    const review = cached({
      rating: 1,
      publisherDate: stamp(NOW - 10 * 24 * HOUR),
      comments: [
        comment({ id: 'a', publisherDate: stamp(NOW - 9 * 24 * HOUR) }),
        comment({ id: 'b', authorRole: 'CONSUMER', publisherDate: stamp(NOW - 2 * HOUR) }),
      ],
    });
    expect(due(review)).toEqual({ state: 'due', dueAt: NOW + 22 * HOUR, ms: 22 * HOUR });
  });
});

describe("time zones: the service's dates are UTC, whatever the browser's zone", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  it.each(['UTC', 'America/Los_Angeles', 'Asia/Kolkata', 'Pacific/Chatham'])('%s', (tz) => {
    process.env.TZ = tz;
    expect(serviceTime('2026-11-27T10:00')).toBe(Date.UTC(2026, 10, 27, 10, 0));
    const review = cached({ rating: 1, publisherDate: '2026-11-26T10:00' });
    expect(reviewDueTime(review, DEFAULT_BANDS)).toBe(Date.UTC(2026, 10, 27, 10, 0));
    expect(due(review)).toEqual({ state: 'overdue', dueAt: Date.UTC(2026, 10, 27, 10, 0), ms: 2 * HOUR });
  });

  it("a date to the day only counts from that day's start (UTC), the earliest it can mean", () => {
    const review = cached({ rating: 1, publisherDate: '2026-11-27' });
    expect(reviewDueTime(review, DEFAULT_BANDS)).toBe(Date.UTC(2026, 10, 28, 0, 0));
  });
});

describe('targets', () => {
  it('a band turned off gives no label; the other band keeps its own', () => {
    const low = cached({ rating: 1, publisherDate: stamp(NOW - 90 * 24 * HOUR) });
    const high = cached({ id: '2', rating: 5, publisherDate: stamp(NOW - 90 * 24 * HOUR) });
    const bands = { low: null, rest: 72 };
    expect(due(low, bands)).toBeUndefined();
    expect(due(high, bands)?.state).toBe('overdue');
    expect(due(high, { low: 24, rest: null })).toBeUndefined();
  });

  it('the band is the rating as it reads now', () => {
    expect(due(cached({ rating: 3, publisherDate: stamp(NOW - 30 * HOUR) }))?.state).toBe('due');
    expect(due(cached({ rating: 2, publisherDate: stamp(NOW - 30 * HOUR) }))?.state).toBe('overdue');
  });
});

describe('edited reviews keep the date the service gives them', () => {
  it('an edit does not restart the clock; edited down to 2★ it is due on the 2★ target', () => {
    const written = stamp(NOW - 30 * HOUR);
    const before = cached({ rating: 4, content: 'Fine.', publisherDate: written });
    expect(due(before)).toMatchObject({ state: 'due', ms: 42 * HOUR });
    const edited = cached(
      {
        rating: 2,
        content: 'Actually, no.',
        publisherDate: written,
        lastServiceUpdateTime: stamp(NOW - HOUR),
      },
      before,
    );
    expect(edited.edits).toHaveLength(1);
    expect(due(edited)).toEqual({ state: 'overdue', dueAt: NOW - 6 * HOUR, ms: 6 * HOUR });
  });

  it('an answered review edited later stays answered: no label', () => {
    const answered = cached({
      rating: 4,
      publisherDate: stamp(NOW - 90 * HOUR),
      comments: [comment({ publisherDate: stamp(NOW - 80 * HOUR) })],
    });
    const edited = cached(
      {
        rating: 1,
        content: 'Changed my mind.',
        publisherDate: stamp(NOW - 90 * HOUR),
        comments: [comment({ publisherDate: stamp(NOW - 80 * HOUR) })],
      },
      answered,
    );
    expect(due(edited)).toBeUndefined();
  });
});

describe('no label', () => {
  const old = stamp(NOW - 90 * 24 * HOUR);

  it('answered', () => {
    expect(due(cached({ rating: 1, publisherDate: old, comments: [comment()] }))).toBeUndefined();
  });

  it('on a publisher that takes no replies', () => {
    expect(due(cached({ rating: 1, publisherDate: old, publisherId: 'BRANDA' }))).toBeUndefined();
  });

  it('removed by the publisher', () => {
    expect(due(cached({ rating: 1, publisherDate: old, status: 'REMOVED' }))).toBeUndefined();
  });

  it('set aside as Done, and again once back in the Inbox', () => {
    const review = cached({ rating: 1, publisherDate: old });
    const done = withTriage(review, { done: true }, NOW);
    expect(due(done)).toBeUndefined();
    expect(due(withTriage(done, { done: false }, NOW))?.state).toBe('overdue');
  });

  it('a date that cannot be read', () => {
    expect(due(cached({ rating: 1, publisherDate: 'yesterday' }))).toBeUndefined();
  });
});
