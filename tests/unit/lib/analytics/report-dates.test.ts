import { describe, expect, it } from 'vitest';
import {
  addDays,
  comparisonWindows,
  daysInRange,
  defaultReportRange,
  eachDay,
  effectiveRange,
  relevantMaxDate,
  reportDayToIso,
} from '@/lib/analytics/report-dates';

const MAX = { standardMaxDate: '2026-11-09', brandAMaxDate: '2026-11-01' };

describe('report dates', () => {
  it('moves days across months, years and leap days in UTC', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysInRange({ start: '2026-10-11', end: '2026-11-09' })).toBe(30);
    expect(eachDay({ start: '2026-10-30', end: '2026-11-02' })).toEqual([
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ]);
  });

  it("reads the service's M/DD/YY days, and leaves other text as it is", () => {
    expect(reportDayToIso('11/09/26')).toBe('2026-11-09');
    expect(reportDayToIso('1/05/27')).toBe('2027-01-05');
    expect(reportDayToIso('2026-11-09')).toBe('2026-11-09');
    expect(reportDayToIso('week 3')).toBe('week 3');
  });

  it('bounds a report by the latest max date of its metrics: BRANDA_SEARCHES alone follows brandAMaxDate', () => {
    expect(relevantMaxDate(['BRANDA_SEARCHES'], MAX)).toBe(MAX.brandAMaxDate);
    expect(relevantMaxDate(['SEARCHES'], MAX)).toBe(MAX.standardMaxDate);
    expect(relevantMaxDate(['BRANDA_SEARCHES', 'SEARCHES'], MAX)).toBe(MAX.standardMaxDate);
    expect(relevantMaxDate([], MAX)).toBe(MAX.standardMaxDate);
  });

  it("defaults to the service's range: ending at the max date, starting 90 days before", () => {
    expect(defaultReportRange(['SEARCHES'], MAX)).toEqual({ start: '2026-08-11', end: '2026-11-09' });
    expect(defaultReportRange(['BRANDA_SEARCHES'], MAX).end).toBe('2026-11-01');
  });

  it('clamps an end date past the max date and says so', () => {
    expect(effectiveRange({ start: '2026-10-01', end: '2026-12-31' }, MAX.standardMaxDate)).toEqual({
      start: '2026-10-01',
      end: '2026-11-09',
      clamped: true,
    });
    expect(effectiveRange({ start: '2026-10-01', end: '2026-11-01' }, MAX.standardMaxDate).clamped).toBe(
      false,
    );
  });

  it('splits the last 60 days with data into the current and the previous 30', () => {
    const { current, previous } = comparisonWindows('2026-11-09', 30);
    expect(current).toEqual({ start: '2026-10-11', end: '2026-11-09' });
    expect(previous).toEqual({ start: '2026-09-11', end: '2026-10-10' });
    expect(daysInRange(current)).toBe(30);
    expect(daysInRange(previous)).toBe(30);
  });
});
