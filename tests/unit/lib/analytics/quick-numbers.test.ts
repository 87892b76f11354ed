import '../../i18n-setup';
import { describe, expect, it } from 'vitest';
import { deltaBadge, deltaDescription } from '@/components/analytics/delta-text';
import { computeQuickNumbers, delta, periodValue, quickNumbersRequest } from '@/lib/analytics/quick-numbers';
import { eachDay } from '@/lib/analytics/report-dates';
import { plotPoints, sparklinePath } from '@/lib/analytics/sparkline';
import { dailyValue, fakeRows, MAX_DATES, serviceDay } from './fake-analytics';

describe('quick numbers', () => {
  it('asks for one daily report of the four metrics over the last 60 days with data', () => {
    expect(quickNumbersRequest(MAX_DATES)).toEqual({
      metrics: ['SEARCHES', 'PROFILE_VIEWS', 'NETLISTINGS_LIVE', 'BRANDD_DAILY_CHECKINS'],
      dimensions: ['DAYS'],
      filters: { startDate: '2026-09-11', endDate: '2026-11-09' },
    });
  });

  it('sums counts, reads the live-listings level on the last day, and compares with the 30 days before', () => {
    const rows = fakeRows(quickNumbersRequest(MAX_DATES));
    const numbers = computeQuickNumbers(rows, MAX_DATES);
    expect(numbers.through).toBe('2026-11-09');
    const current = eachDay(numbers.current);
    const previous = eachDay(numbers.previous);
    const sum = (days: string[], metric: 'SEARCHES') => days.reduce((s, d) => s + dailyValue(metric, d), 0);
    const searches = numbers.numbers.find((n) => n.id === 'searches');
    expect(searches?.value).toBe(sum(current, 'SEARCHES'));
    expect(searches?.previous).toBe(sum(previous, 'SEARCHES'));
    expect(searches?.series).toEqual(current.map((d) => dailyValue('SEARCHES', d)));
    const live = numbers.numbers.find((n) => n.id === 'listingsLive');
    expect(live?.value).toBe(dailyValue('NETLISTINGS_LIVE', '2026-11-09'));
    expect(live?.previous).toBe(dailyValue('NETLISTINGS_LIVE', '2026-10-10'));
    // Each number equals a report of its window asked for directly (no dimension).
    const direct = fakeRows({
      metrics: ['SEARCHES', 'NETLISTINGS_LIVE'],
      dimensions: [],
      filters: { startDate: numbers.current.start, endDate: numbers.current.end },
    })[0];
    expect(searches?.value).toBe(direct?.Searches);
    expect(live?.value).toBe(direct?.['NetListings Live']);
  });

  it('counts a day missing from the rows as 0 and adds up rows split by location', () => {
    const rows = [
      { day: serviceDay('2026-11-09'), location_id: 'a', Searches: 5 },
      { day: serviceDay('2026-11-09'), location_id: 'b', Searches: 7 },
    ];
    const searches = computeQuickNumbers(rows, MAX_DATES).numbers[0];
    expect(searches?.series.at(-1)).toBe(12);
    expect(searches?.series.slice(0, -1).every((v) => v === 0)).toBe(true);
    expect(searches?.value).toBe(12);
    expect(searches?.delta).toEqual({ change: 12, percent: null });
  });

  it('computes the change in whole percent, or none when there is nothing before', () => {
    expect(delta(112, 100)).toEqual({ change: 12, percent: 12 });
    expect(delta(95, 100)).toEqual({ change: -5, percent: -5 });
    expect(delta(5, 0)).toEqual({ change: 5, percent: null });
    expect(periodValue('SEARCHES', [1, 2, 3])).toBe(6);
    expect(periodValue('NETLISTINGS_LIVE', [1, 2, 3])).toBe(3);
    expect(periodValue('NETLISTINGS_LIVE', [])).toBe(0);
  });

  it('describes the change in words for screen readers, and briefly on screen', () => {
    expect(deltaDescription(delta(112, 100))).toBe('up 12% on the previous 30 days');
    expect(deltaDescription(delta(95, 100))).toBe('down 5% on the previous 30 days');
    expect(deltaDescription(delta(100, 100))).toBe('no change on the previous 30 days');
    expect(deltaDescription(delta(0, 0))).toBe('no change on the previous 30 days');
    expect(deltaDescription(delta(5, 0))).toBe('nothing in the previous 30 days to compare with');
    expect(deltaBadge(delta(112, 100))).toBe('+12%');
    expect(deltaBadge(delta(95, 100))).toBe('\u22125%');
  });
});

describe('sparkline', () => {
  it('scales the lowest value to the bottom and the highest to the top, left to right', () => {
    const points = plotPoints([0, 5, 10], { width: 100, height: 20, inset: 0 });
    expect(points).toEqual([
      { x: 0, y: 20 },
      { x: 50, y: 10 },
      { x: 100, y: 0 },
    ]);
    expect(sparklinePath([0, 5, 10], { width: 100, height: 20, inset: 0 })).toBe('M0 20 L50 10 L100 0');
  });

  it('draws a flat series across the middle, and nothing for no values', () => {
    expect(plotPoints([3, 3], { width: 10, height: 10, inset: 0 }).map((p) => p.y)).toEqual([5, 5]);
    expect(sparklinePath([], { width: 10, height: 10 })).toBe('');
  });

  it('keeps a fixed scale when asked (the report chart starts at 0)', () => {
    expect(plotPoints([5], { width: 10, height: 10, inset: 0, min: 0, max: 10 })).toEqual([{ x: 5, y: 5 }]);
  });
});
