import { describe, expect, it } from 'vitest';
import { previousPeriod, resolvePeriod } from '@/lib/reputation/period';
import { computeFigures, quantile } from '@/lib/reputation/reputation-figures';
import { factOf, type ReviewFact, serviceTime } from '@/lib/reputation/review-facts';
import { NO_THEMES } from '@/lib/themes/theme-masks';
import { comment, listReview } from '../reviews/fixtures';

// Noon local time on Wed 25 Nov 2026: "last 30 days" is 27 Oct 00:00 to 26 Nov 00:00, local.
const NOW = new Date(2026, 10, 25, 12, 0).getTime();
const THIRTY = resolvePeriod({ kind: 'last', days: 30 }, NOW)!;
const HOUR = 3_600_000;

/** A review published `daysAgo` local days before NOW (at 10:00 local), as a UTC service time. */
function serviceDate(daysAgo: number, hour = 10): string {
  const local = new Date(2026, 10, 25 - daysAgo, hour, 0);
  return local.toISOString().slice(0, 16);
}

function fact(overrides: Partial<ReviewFact> & { daysAgo?: number } = {}): ReviewFact {
  const { daysAgo = 1, ...rest } = overrides;
  return {
    id: String(Math.random()),
    locationId: 'L1',
    publisherId: 'BRANDB',
    rating: 4,
    publishedAt: serviceTime(serviceDate(daysAgo)),
    answerable: true,
    themes: NO_THEMES,
    ...rest,
  };
}

const figuresOf = (facts: ReviewFact[]) =>
  computeFigures(facts, THIRTY, { now: NOW, bands: { low: 24, rest: 72 } });

describe('periods', () => {
  it('counts local calendar days with today included', () => {
    expect(new Date(THIRTY.start)).toEqual(new Date(2026, 9, 27));
    expect(new Date(THIRTY.end)).toEqual(new Date(2026, 10, 26));
    expect(THIRTY.days).toBe(30);
    const seven = resolvePeriod({ kind: 'last', days: 7 }, NOW)!;
    expect(new Date(seven.start)).toEqual(new Date(2026, 10, 19));
  });

  it('puts the previous period of the same length right before', () => {
    const before = previousPeriod(THIRTY);
    expect(before.end).toBe(THIRTY.start);
    expect(new Date(before.start)).toEqual(new Date(2026, 8, 27));
  });

  it('takes a custom range of two days in order, and refuses one backwards or malformed', () => {
    const custom = resolvePeriod({ kind: 'custom', from: '2026-11-01', to: '2026-11-03' }, NOW)!;
    expect(custom.days).toBe(3);
    expect(new Date(custom.end)).toEqual(new Date(2026, 10, 4));
    expect(resolvePeriod({ kind: 'custom', from: '2026-11-03', to: '2026-11-01' }, NOW)).toBeUndefined();
    expect(resolvePeriod({ kind: 'custom', from: '2026-02-30', to: '2026-03-01' }, NOW)).toBeUndefined();
  });
});

describe('review facts', () => {
  it('reads the first owner comment, ignoring customers, and when a follow-up waits', () => {
    const review = listReview({
      publisherDate: '2026-11-20T09:00',
      comments: [
        comment({ id: 'a', authorRole: 'CONSUMER', publisherDate: '2026-11-20T09:30' }),
        comment({ id: 'b', publisherDate: '2026-11-20T12:00' }),
        comment({ id: 'c', publisherDate: '2026-11-20T11:00' }),
        comment({ id: 'd', authorRole: 'CONSUMER', publisherDate: '2026-11-21T08:00' }),
      ],
    });
    const f = factOf(review);
    expect(f.publishedAt).toBe(Date.UTC(2026, 10, 20, 9, 0));
    expect(f.firstReplyAt).toBe(Date.UTC(2026, 10, 20, 11, 0));
    // The customer wrote last: waiting again, since that comment.
    expect(f.waitingSince).toBe(Date.UTC(2026, 10, 21, 8, 0));
  });

  it('a review set aside as Done waits for nothing: Awaiting and needs attention leave it out, as the Inbox does', () => {
    const review = listReview({
      publisherId: 'BRANDB',
      rating: 1,
      publisherDate: '2026-11-01T09:00',
      comments: [],
    });
    expect(factOf(review).waitingSince).toBe(Date.UTC(2026, 10, 1, 9, 0));
    const done = factOf({ ...review, doneAt: NOW });
    expect(done.waitingSince).toBeUndefined();
    // Still unanswered: the response rate counts it as it did.
    expect(done.answerable).toBe(true);
    expect(done.firstReplyAt).toBeUndefined();
  });

  it('a review on a publisher without replies is not answerable and never waits', () => {
    const f = factOf(listReview({ publisherId: 'BRANDA' }));
    expect(f.answerable).toBe(false);
    expect(f.waitingSince).toBeUndefined();
  });
});

describe('reputation figures', () => {
  it('no reviews: zero counts and no rates, averages or times', () => {
    const figures = figuresOf([]);
    expect(figures).toMatchObject({ reviews: 0, answerable: 0, answered: 0, needsAttention: 0 });
    expect(figures.responseRate).toBeUndefined();
    expect(figures.responseRateOfAll).toBeUndefined();
    expect(figures.averageRating).toBeUndefined();
    expect(figures.medianResponseMs).toBeUndefined();
    expect(figures.distribution).toEqual([0, 0, 0, 0, 0]);
    expect(figures.basis).toEqual({ reviews: 0 });
  });

  it('no replies: a response rate of 0% and no response time', () => {
    const figures = figuresOf([fact({ rating: 5 }), fact({ rating: 3 })]);
    expect(figures.responseRate).toBe(0);
    expect(figures.medianResponseMs).toBeUndefined();
    expect(figures.averageRating).toBe(4);
  });

  it('response rate over answerable reviews, and over all of them beside it; median and p90 over answered ones', () => {
    const at = (daysAgo: number, hours: number) => {
      const publishedAt = serviceTime(serviceDate(daysAgo));
      return fact({ daysAgo, firstReplyAt: publishedAt + hours * HOUR });
    };
    const figures = figuresOf([
      at(2, 1),
      at(3, 2),
      at(4, 3),
      at(5, 10),
      fact(),
      fact({ publisherId: 'BRANDA', answerable: false }),
    ]);
    expect(figures.reviews).toBe(6);
    expect(figures.answerable).toBe(5);
    expect(figures.answered).toBe(4);
    expect(figures.responseRate).toBe(80);
    expect(figures.responseRateOfAll).toBe(67);
    expect(figures.medianResponseMs).toBe(2.5 * HOUR);
    expect(figures.p90ResponseMs).toBeCloseTo(quantile([1, 2, 3, 10], 0.9) * HOUR);
  });

  it('a review before the period counts in the previous one; a reply before the period still counts', () => {
    const early = serviceTime(serviceDate(40));
    const figures = figuresOf([
      // Published before the period and answered inside it: the previous period's, answered.
      fact({ daysAgo: 40, rating: 2, firstReplyAt: early + 20 * 24 * HOUR }),
      // Published in the period.
      fact({ daysAgo: 3, rating: 4 }),
    ]);
    expect(figures.reviews).toBe(1);
    expect(figures.averageRating).toBe(4);
    expect(figures.previous).toMatchObject({ reviews: 1, answered: 1, responseRate: 100, averageRating: 2 });
    expect(figures.awaiting.atPeriodStart).toBe(1);
  });

  it('a review re-dated by an edit after it was answered counts as answered at once, never negative', () => {
    const publishedAt = serviceTime(serviceDate(2));
    const figures = figuresOf([fact({ daysAgo: 2, firstReplyAt: publishedAt - 5 * HOUR })]);
    expect(figures.medianResponseMs).toBe(0);
  });

  // Changed deliberately: "needs attention" was 2★ or less past one target; now every band past its own.
  it("awaiting counts reviews waiting now, the oldest wait, and those past their band's target", () => {
    const figures = figuresOf([
      fact({ rating: 1, waitingSince: NOW - 30 * HOUR }),
      fact({ rating: 2, waitingSince: NOW - 2 * HOUR }),
      fact({ rating: 5, waitingSince: NOW - 90 * 24 * HOUR, daysAgo: 90 }),
    ]);
    expect(figures.awaiting.count).toBe(3);
    expect(figures.awaiting.oldestSince).toBe(NOW - 90 * 24 * HOUR);
    // The 1★ past 24 h and the 5★ past 72 h; the 2★ waiting 2 h is still within its day.
    expect(figures.needsAttention).toBe(2);
  });

  it('answered within target: answered in time over those answered or past their target', () => {
    const at = serviceTime(serviceDate(5));
    const figures = figuresOf([
      fact({ daysAgo: 5, rating: 1, firstReplyAt: at + 23 * HOUR }),
      fact({ daysAgo: 5, rating: 1, firstReplyAt: at + 24 * HOUR }),
      fact({ daysAgo: 5, rating: 2, firstReplyAt: at + 25 * HOUR }),
      fact({ daysAgo: 5, rating: 4, firstReplyAt: at + 70 * HOUR }),
      // Unanswered and past 72 h: missed. On a publisher that takes no replies: not counted.
      fact({ daysAgo: 5, rating: 4, waitingSince: at }),
      fact({ daysAgo: 5, rating: 1, answerable: false }),
    ]);
    expect(figures).toMatchObject({ targeted: 5, answeredInTime: 3, withinTarget: 60 });
  });

  it('answered within target leaves out what is still inside its target, and bands turned off', () => {
    const recent = NOW - 2 * HOUR;
    const figures = computeFigures(
      [
        fact({ daysAgo: 0, publishedAt: recent, rating: 1, waitingSince: recent }),
        fact({ daysAgo: 3, rating: 5, waitingSince: serviceTime(serviceDate(3)) }),
      ],
      THIRTY,
      { now: NOW, bands: { low: 24, rest: null } },
    );
    expect(figures.targeted).toBe(0);
    expect(figures.withinTarget).toBeUndefined();
  });

  it('groups by location and publisher, and weeks start on Monday', () => {
    const figures = figuresOf([
      fact({ locationId: 'A', rating: 5, daysAgo: 0 }),
      fact({ locationId: 'A', rating: 3, daysAgo: 1 }),
      fact({ locationId: 'B', publisherId: 'BRANDCMYBUSINESS', rating: 1, daysAgo: 8 }),
    ]);
    expect(figures.byLocation.find((row) => row.id === 'A')).toMatchObject({ reviews: 2, averageRating: 4 });
    expect(figures.byPublisher.find((row) => row.id === 'BRANDCMYBUSINESS')).toMatchObject({ reviews: 1 });
    expect(figures.distribution).toEqual([1, 0, 1, 0, 1]);
    for (const week of figures.weekly) expect(new Date(week.weekStart).getDay()).toBe(1);
    const last = figures.weekly.at(-1)!;
    expect(last).toMatchObject({ reviews: 2, averageRating: 4 });
    expect(figures.weekly.reduce((sum, week) => sum + week.reviews, 0)).toBe(3);
  });

  it('marks a week the period only partly covers, with the days it does: the first and the current one', () => {
    const weeks = figuresOf([]).weekly;
    // Tuesday 27 October to the end of Wednesday 25 November: Monday 26 October's week lacks its Monday.
    expect(weeks[0]).toMatchObject({
      weekStart: new Date(2026, 9, 26).getTime(),
      partial: { from: THIRTY.start, to: new Date(2026, 10, 2).getTime() },
    });
    expect(weeks.slice(1, -1).every((week) => week.partial === undefined)).toBe(true);
    expect(weeks.at(-1)).toMatchObject({
      weekStart: new Date(2026, 10, 23).getTime(),
      partial: { from: new Date(2026, 10, 23).getTime(), to: THIRTY.end },
    });
  });
});
