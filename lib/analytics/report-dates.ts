/**
 * Date arithmetic for reports, on `YYYY-MM-DD` days in UTC (the service's dates carry no time
 * zone). Pure, so the background, the pages and the tests share it.
 */
import { LIMITS, type Metric, maxDateFor } from '../api/catalog';
import type { MaxDates } from '../api/schemas/analytics';
import { DAY } from '../clock/durations';

export interface DayRange {
  /** First day, inclusive. */
  start: string;
  /** Last day, inclusive. */
  end: string;
}

/** `day` moved by `days` (negative: earlier). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** Days from `start` to `end`, both counted: `2026-01-01`..`2026-01-30` is 30. */
export function daysInRange({ start, end }: DayRange): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY) + 1;
}

/** Every day of the range, oldest first. */
export function eachDay(range: DayRange): string[] {
  return Array.from({ length: Math.max(0, daysInRange(range)) }, (_, i) => addDays(range.start, i));
}

/**
 * A report row's `day`/`week` (`M/DD/YY`, conventions.md › Analytics) as `YYYY-MM-DD`; anything
 * else is returned as it is, so an unexpected format shows rather than vanishes.
 */
export function reportDayToIso(value: string): string {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(value.trim());
  if (!match) return value;
  const [, month, day, year] = match as unknown as [string, string, string, string];
  const fullYear = year.length === 2 ? `20${year}` : year;
  return `${fullYear}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/**
 * The max date that bounds a report of these metrics: the latest of their max dates, as the
 * service uses (conventions.md › Analytics: an endDate past it is clamped to it). No metric yet:
 * the standard date.
 */
export function relevantMaxDate(metrics: readonly Metric[], maxDates: MaxDates): string {
  const dates = metrics.map((metric) => maxDateFor(metric, maxDates));
  // ISO days sort as text.
  return dates.sort().at(-1) ?? maxDates.standardMaxDate;
}

/** The form's default range: ending at the relevant max date, starting the service's default before. */
export function defaultReportRange(metrics: readonly Metric[], maxDates: MaxDates): DayRange {
  const end = relevantMaxDate(metrics, maxDates);
  return { start: addDays(end, -LIMITS.reportDefaultRangeDays), end };
}

/**
 * What the service will actually cover for a chosen range: the end is clamped to the max date;
 * `clamped` says so, for the form's explanation.
 */
export function effectiveRange(range: DayRange, maxDate: string): DayRange & { clamped: boolean } {
  const clamped = range.end > maxDate;
  return { start: range.start, end: clamped ? maxDate : range.end, clamped };
}

/**
 * The last `days` days that have data (ending at `maxDate`) and the `days` before them, for "the
 * change against the previous 30 days".
 */
export function comparisonWindows(maxDate: string, days: number): { current: DayRange; previous: DayRange } {
  const currentStart = addDays(maxDate, -(days - 1));
  return {
    current: { start: currentStart, end: maxDate },
    previous: { start: addDays(currentStart, -days), end: addDays(currentStart, -1) },
  };
}
