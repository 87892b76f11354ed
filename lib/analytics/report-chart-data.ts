/**
 * What the report chart draws: one metric's values along the report's time dimension (a line),
 * or across its other dimension (bars). Rows split by more than that are added up per point, so
 * "Searches by day" over several locations shows the days' totals. Pure, for tests.
 */
import { DIMENSIONS, type Dimension, type DimensionKind } from '../api/catalog';
import type { ReportRow } from '../api/schemas/analytics';
import type { ReportResult } from './analytics-records';
import { reportDayToIso } from './report-dates';

export interface ChartData {
  kind: 'line' | 'bar';
  /** The dimension along the axis (its row key). */
  axis: string;
  points: { key: string; value: number }[];
}

const KEYS: ReadonlyMap<string, { id: Dimension; kind: DimensionKind }> = new Map(
  Object.entries(DIMENSIONS).map(([id, d]) => [d.key, { id: id as Dimension, kind: d.kind }]),
);

/** The dimension a row key stands for (`day` → DAYS), or undefined for a metric label. */
export const dimensionOfKey = (key: string): Dimension | undefined => KEYS.get(key)?.id;

/** A day or week column, whose cells the service writes `M/DD/YY`. */
export const isTimeColumn = (column: string): boolean => KEYS.get(column)?.kind === 'time';

/** The metric columns of a result (everything that is not a dimension key). */
export const metricColumns = (result: Pick<ReportResult, 'columns'>): string[] =>
  result.columns.filter((column) => !KEYS.has(column));

export function chartData(result: Pick<ReportResult, 'columns' | 'rows'>, metric: string): ChartData | null {
  const dimensions = result.columns.filter((column) => KEYS.has(column));
  const axis = dimensions.find((key) => KEYS.get(key)?.kind === 'time') ?? dimensions[0];
  if (!axis) return null;
  const time = KEYS.get(axis)?.kind === 'time';
  const totals = new Map<string, number>();
  for (const row of result.rows) {
    const key = pointKey(row, axis, time);
    const value = row[metric];
    totals.set(key, (totals.get(key) ?? 0) + (typeof value === 'number' ? value : 0));
  }
  const points = [...totals].map(([key, value]) => ({ key, value }));
  // Days and weeks in order (ISO sorts as text); other dimensions in the order the rows came.
  if (time) points.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return { kind: time ? 'line' : 'bar', axis, points };
}

function pointKey(row: ReportRow, axis: string, time: boolean): string {
  const raw = String(row[axis] ?? '');
  return time ? reportDayToIso(raw) : raw;
}
