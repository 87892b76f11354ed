/**
 * The edges of two figures a manager acts on: what "needs attention" (an awaiting review past its
 * band's response target set in Options › Response targets) and which reviews a period holds (`[start,
 * end)`: one stamped at its start is in, one stamped at its end is out). Each review goes through
 * the service's own date format (`factOf`), and every figure filtered by period is checked: the
 * totals, the distribution, the weekly trend, the per-location and per-publisher rows and their
 * CSV. Run under another time zone too (`TZ=Asia/Kolkata npx vitest run …`): periods are local days.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { previousPeriod, resolvePeriod } from '@/lib/reputation/period';
import { groupTableCsv } from '@/lib/reputation/reputation-csv';
import { computeFigures } from '@/lib/reputation/reputation-figures';
import { factOf } from '@/lib/reputation/review-facts';
import type { TargetBands } from '@/lib/reviews/due-time';
import { bandsFor, readResponseTargets, saveResponseTargets } from '@/lib/reviews/response-targets';
import { listReview } from '../reviews/fixtures';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// 14:07 local on Wed 25 Nov 2026, on a whole minute as the service's dates are.
const NOW = new Date(2026, 10, 25, 14, 7).getTime();
const THIRTY = resolvePeriod({ kind: 'last', days: 30 }, NOW)!;

/** The service's `YYYY-MM-DDThh:mm` (UTC) of an instant. */
const serviceDate = (at: number) => new Date(at).toISOString().slice(0, 16);

let n = 0;
/** A cached review's fact, published at `at`, through the same parse the cache uses. */
function review(at: number, overrides: { rating?: number; locationId?: string; publisherId?: string } = {}) {
  return factOf(listReview({ id: String(++n), publisherDate: serviceDate(at), ...overrides }));
}

const DEFAULTS: TargetBands = { low: 24, rest: 72 };

describe("needs attention: awaiting, past its band's response target", () => {
  const target = 24 * HOUR;
  const attention = (rating: number, waited: number, bands = DEFAULTS) =>
    computeFigures([review(NOW - waited, { rating })], THIRTY, { now: NOW, bands }).needsAttention;

  it.each([1, 2])('a %i★ review waiting a minute past the target needs attention', (rating) => {
    expect(attention(rating, target + MINUTE)).toBe(1);
  });

  it.each([1, 2])('a %i★ review waiting exactly the target does not yet', (rating) => {
    expect(attention(rating, target)).toBe(0);
    expect(attention(rating, target - MINUTE)).toBe(0);
  });

  // Changed deliberately: the single target counted 2★ or less only; every band has one now.
  it.each([3, 4, 5])("a %i★ review does past its own band's target (72 h), not before", (rating) => {
    expect(attention(rating, 72 * HOUR)).toBe(0);
    expect(attention(rating, 72 * HOUR + MINUTE)).toBe(1);
    expect(attention(rating, 25 * HOUR)).toBe(0);
  });

  it('a band whose target is turned off never does, however long it waits', () => {
    expect(attention(1, 90 * 24 * HOUR, { low: null, rest: 72 })).toBe(0);
    expect(attention(4, 90 * 24 * HOUR, { low: 24, rest: null })).toBe(0);
    expect(attention(4, 90 * 24 * HOUR, { low: null, rest: 72 })).toBe(1);
  });

  it('a review set aside as Done does not', () => {
    const done = factOf({
      ...listReview({ id: 'done', rating: 1, publisherDate: serviceDate(NOW - 3 * target) }),
      doneAt: NOW - HOUR,
    });
    expect(computeFigures([done], THIRTY, { now: NOW, bands: DEFAULTS }).needsAttention).toBe(0);
  });

  it('an answered low rating does not; one on a publisher that takes no replies does not', () => {
    const answered = factOf(
      listReview({
        rating: 1,
        publisherDate: serviceDate(NOW - 3 * target),
        comments: [
          {
            id: 'c',
            authorRole: 'BUSINESS_OWNER',
            authorName: 'Owner',
            message: 'Sorry',
            visibility: 'PUBLIC',
            publisherDate: serviceDate(NOW - target),
          },
        ],
      }),
    );
    const unanswerable = review(NOW - 3 * target, { rating: 1, publisherId: 'BRANDA' });
    const figures = computeFigures([answered, unanswerable], THIRTY, { now: NOW, bands: DEFAULTS });
    expect(figures.needsAttention).toBe(0);
  });

  describe('the target set in Options', () => {
    beforeEach(() => fakeBrowser.reset());

    it('is the one counted against: 2 h moves a 2★ review waiting 3 h into attention', async () => {
      const waited = 3 * HOUR;
      const bands = async () => bandsFor(await readResponseTargets(), 'acct');
      expect(attention(2, waited, await bands())).toBe(0);
      await saveResponseTargets({ all: { low: 2, rest: 72 }, accounts: {} });
      expect(await bands()).toEqual({ low: 2, rest: 72 });
      expect(attention(2, waited, await bands())).toBe(1);
      expect(attention(2, 2 * HOUR, await bands())).toBe(0);
      expect(attention(2, 2 * HOUR + MINUTE, await bands())).toBe(1);
    });

    it("an account's own targets count for its reviews only", async () => {
      await saveResponseTargets({ all: DEFAULTS, accounts: { acct: { low: 1, rest: null } } });
      const targets = await readResponseTargets();
      expect(attention(1, 2 * HOUR, bandsFor(targets, 'acct'))).toBe(1);
      expect(attention(1, 2 * HOUR, bandsFor(targets, 'other'))).toBe(0);
      expect(attention(5, 90 * 24 * HOUR, bandsFor(targets, 'acct'))).toBe(0);
    });
  });
});

describe('a period holds what is stamped from its start, up to but not at its end', () => {
  const custom = resolvePeriod({ kind: 'custom', from: '2026-11-02', to: '2026-11-08' }, NOW)!;

  for (const [name, period] of [
    ['the last 30 days', THIRTY],
    ['a custom week', custom],
  ] as const) {
    it(`${name}: at the start is in, at the end is out, in every figure`, () => {
      const before = previousPeriod(period);
      const figures = computeFigures(
        [
          review(period.start, { rating: 1, locationId: 'start', publisherId: 'BRANDB' }),
          review(period.end - MINUTE, { rating: 2, locationId: 'last', publisherId: 'BRANDB' }),
          review(period.end, { rating: 5, locationId: 'end', publisherId: 'BRANDCMYBUSINESS' }),
          review(period.start - MINUTE, { rating: 4, locationId: 'before', publisherId: 'BRANDA' }),
          review(before.start, { rating: 3, locationId: 'before', publisherId: 'BRANDA' }),
          review(before.start - MINUTE, { rating: 3, locationId: 'earlier', publisherId: 'BRANDA' }),
        ],
        period,
        { now: NOW, bands: DEFAULTS },
      );
      expect(figures.reviews).toBe(2);
      expect(figures.averageRating).toBe(1.5);
      expect(figures.distribution).toEqual([1, 1, 0, 0, 0]);
      expect(figures.weekly.reduce((sum, week) => sum + week.reviews, 0)).toBe(2);
      expect(figures.weekly[0].reviews).toBeGreaterThanOrEqual(1);
      expect(figures.weekly[0].weekStart).toBeLessThanOrEqual(period.start);
      expect(figures.weekly.at(-1)!.reviews).toBeGreaterThanOrEqual(1);
      expect(figures.byLocation.map((row) => row.id).sort()).toEqual(['last', 'start']);
      expect(figures.byPublisher.map((row) => [row.id, row.reviews])).toEqual([['BRANDB', 2]]);
      expect(figures.previous).toMatchObject({ reviews: 2, averageRating: 3.5 });

      const csv = groupTableCsv(figures.byLocation, {
        headers: [
          'Location',
          'Reviews',
          'Average rating',
          'Can be answered',
          'Response rate',
          'Median',
          'In time',
        ],
        nameOf: (id) => `Shop ${id}`,
      });
      const names = csv
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',')[0])
        .sort();
      expect(names).toEqual(['Shop last', 'Shop start']);
    });
  }

  it('the waiting count at the start counts a review published just before it, not one at it', () => {
    const figures = computeFigures(
      [review(THIRTY.start - MINUTE, { rating: 3 }), review(THIRTY.start, { rating: 3 })],
      THIRTY,
      { now: NOW, bands: DEFAULTS },
    );
    expect(figures.awaiting).toMatchObject({ count: 2, atPeriodStart: 1 });
  });
});
