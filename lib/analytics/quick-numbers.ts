/**
 * The popup's quick numbers (UI.md › Numbers tab), computed from one daily report over the last 60
 * days with data: the last 30 (the number, its sparkline) against the 30 before (the change).
 * Pure: the background fetches, this computes, tests check it against a report asked directly.
 */
import { METRICS, type Metric } from '../api/catalog';
import type { MaxDates, ReportRequest, ReportRow } from '../api/schemas/analytics';
import { comparisonWindows, type DayRange, eachDay, reportDayToIso } from './report-dates';

/** Days per window: "the last 30 days that have data". */
export const QUICK_WINDOW_DAYS = 30;

/**
 * The four key numbers and the catalogue metric that means each. All four exist in the service:
 * searches = SEARCHES (the whole network), profile views = PROFILE_VIEWS, listings live =
 * NETLISTINGS_LIVE, check-ins = BRANDD_DAILY_CHECKINS (the only check-in metric). All are daily,
 * so the window ends at `standardMaxDate`.
 */
export const QUICK_METRICS = [
  { id: 'searches', metric: 'SEARCHES' },
  { id: 'profileViews', metric: 'PROFILE_VIEWS' },
  { id: 'listingsLive', metric: 'NETLISTINGS_LIVE' },
  { id: 'checkins', metric: 'BRANDD_DAILY_CHECKINS' },
] as const satisfies readonly { id: string; metric: Metric }[];
export type QuickNumberId = (typeof QUICK_METRICS)[number]['id'];

/**
 * How a metric adds up over a period. Counts (searches, views, check-ins) are summed; NETLISTINGS_LIVE
 * is a level (listings live on a day), read on the period's last day, as the service reports it
 * for a period (conventions.md › Analytics: it is "live", not "went live").
 */
export const isLevelMetric = (metric: Metric): boolean => metric === 'NETLISTINGS_LIVE';

export interface Delta {
  /** current − previous. */
  change: number;
  /** The change in whole percent of `previous`; null when there is nothing to compare with (0). */
  percent: number | null;
}

export interface QuickNumber {
  id: QuickNumberId;
  metric: Metric;
  /** The 30-day figure: a sum, or the level on the last day. */
  value: number;
  previous: number;
  delta: Delta;
  /** One value per day of the current window, oldest first (missing days count 0). */
  series: number[];
}

export interface QuickNumbers {
  /** "data through …": the last day the numbers cover. */
  through: string;
  current: DayRange;
  previous: DayRange;
  numbers: QuickNumber[];
}

/** The windows for these max dates (all four metrics are daily: `standardMaxDate`). */
export function quickWindows(maxDates: MaxDates) {
  return comparisonWindows(maxDates.standardMaxDate, QUICK_WINDOW_DAYS);
}

/** One report for both windows, by day. */
export function quickNumbersRequest(maxDates: MaxDates): ReportRequest {
  const { current, previous } = quickWindows(maxDates);
  return {
    metrics: QUICK_METRICS.map((q) => q.metric),
    dimensions: ['DAYS'],
    filters: { startDate: previous.start, endDate: current.end },
  };
}

/** A metric's value of each day in `range`, from report rows keyed by `day`. */
export function dailySeries(rows: readonly ReportRow[], metric: Metric, range: DayRange): number[] {
  const label = METRICS[metric].label;
  const byDay = new Map<string, number>();
  for (const row of rows) {
    const day = row.day;
    const value = row[label];
    if (typeof day === 'string' && typeof value === 'number')
      byDay.set(reportDayToIso(day), (byDay.get(reportDayToIso(day)) ?? 0) + value);
  }
  return eachDay(range).map((day) => byDay.get(day) ?? 0);
}

/** The period's figure from its daily values: a sum, or the last day's level. */
export function periodValue(metric: Metric, series: readonly number[]): number {
  if (isLevelMetric(metric)) return series.at(-1) ?? 0;
  return series.reduce((sum, value) => sum + value, 0);
}

export function delta(current: number, previous: number): Delta {
  const change = current - previous;
  return { change, percent: previous === 0 ? null : Math.round((change / previous) * 100) };
}

/** The numbers of a report from `quickNumbersRequest`. */
export function computeQuickNumbers(rows: readonly ReportRow[], maxDates: MaxDates): QuickNumbers {
  const { current, previous } = quickWindows(maxDates);
  const numbers = QUICK_METRICS.map(({ id, metric }): QuickNumber => {
    const series = dailySeries(rows, metric, current);
    const value = periodValue(metric, series);
    const before = periodValue(metric, dailySeries(rows, metric, previous));
    return { id, metric, value, previous: before, delta: delta(value, before), series };
  });
  return { through: current.end, current, previous, numbers };
}
