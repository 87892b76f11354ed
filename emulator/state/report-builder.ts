/**
 * Report rows (service.md › Report data row; conventions.md › Analytics): one member per
 * dimension, keyed as the catalogue says, and one per metric, keyed by its label. Counts are
 * summed over a period; a level (NETLISTINGS_LIVE) is read on the period's last day with data.
 */
import { DIMENSIONS, type Dimension, METRICS, type Metric } from '../../lib/api/catalog';
import { mondayOf, reportDay } from '../core/dates';
import { type AnalyticsModel, isLevel, type SegmentDimension, splitWhole } from './analytics-model';
import type { LocationRecord } from './model';

export type ReportRow = Record<string, string | number>;

export interface ReportPlan {
  metrics: Metric[];
  dimensions: Dimension[];
  startDay: number;
  endDay: number;
  locations: LocationRecord[];
  /** The last day with data of each metric (catalog maxDateFor). */
  lastDay: (metric: Metric) => number;
}

export interface BuiltReport {
  columns: string[];
  rows: ReportRow[];
}

interface Period {
  key?: string;
  from: number;
  to: number;
}

function periods(plan: ReportPlan, time: Dimension | undefined): Period[] {
  const { startDay, endDay } = plan;
  if (startDay > endDay) return [];
  if (time === 'DAYS')
    return Array.from({ length: endDay - startDay + 1 }, (_, i) => ({
      key: reportDay(startDay + i),
      from: startDay + i,
      to: startDay + i,
    }));
  if (time === 'WEEKS') {
    const list: Period[] = [];
    // conventions.md › Analytics: `week` is the week's Monday, even when the range starts later.
    for (let monday = mondayOf(startDay); monday <= endDay; monday += 7)
      list.push({
        key: reportDay(monday),
        from: Math.max(startDay, monday),
        to: Math.min(endDay, monday + 6),
      });
    return list;
  }
  return [{ from: startDay, to: endDay }];
}

function metricValue(
  model: AnalyticsModel,
  plan: ReportPlan,
  metric: Metric,
  location: LocationRecord,
  period: Period,
) {
  const to = Math.min(period.to, plan.lastDay(metric));
  if (to < period.from) return 0;
  if (isLevel(metric)) return model.daily(metric, location, to);
  let sum = 0;
  for (let day = period.from; day <= to; day++) sum += model.daily(metric, location, day);
  return sum;
}

export function buildReport(model: AnalyticsModel, plan: ReportPlan): BuiltReport {
  const time = plan.dimensions.find((d) => DIMENSIONS[d].kind === 'time');
  const byLocation = plan.dimensions.includes('LOCATION_IDS');
  const segment = plan.dimensions.find((d) => DIMENSIONS[d].kind === 'brandd') as
    | SegmentDimension
    | undefined;
  const segmentValues: readonly string[] = segment ? DIMENSIONS[segment].values : [''];
  const columns = [
    ...plan.dimensions.map((d) => DIMENSIONS[d].key),
    ...plan.metrics.map((m) => METRICS[m].label),
  ];
  const groups: LocationRecord[][] = byLocation ? plan.locations.map((l) => [l]) : [plan.locations];

  const rows: ReportRow[] = [];
  for (const period of periods(plan, time))
    for (const group of groups) {
      // values[segment][metric]
      const values = segmentValues.map(() => plan.metrics.map(() => 0));
      for (const location of group)
        plan.metrics.forEach((metric, m) => {
          const total = metricValue(model, plan, metric, location, period);
          if (!segment) values[0][m] += total;
          // Only check-ins are known by gender, age and time of day; other metrics have no such split.
          else if (metric === 'BRANDD_DAILY_CHECKINS')
            splitWhole(total, model.segmentWeights(segment, location)).forEach((part, s) => {
              values[s][m] += part;
            });
        });
      segmentValues.forEach((value, s) => {
        const row: ReportRow = {};
        for (const dimension of plan.dimensions) {
          const key = DIMENSIONS[dimension].key;
          const kind = DIMENSIONS[dimension].kind;
          row[key] = kind === 'time' ? (period.key ?? '') : kind === 'location' ? group[0].fields.id : value;
        }
        plan.metrics.forEach((metric, m) => {
          row[METRICS[metric].label] = values[s][m];
        });
        rows.push(row);
      });
    }
  return { columns, rows };
}
