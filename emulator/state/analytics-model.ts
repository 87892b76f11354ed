/**
 * Daily analytics per location and metric, deterministic for a seed and a date: a level set by
 * how busy the place is, weekly and yearly seasonality, slow growth and hashed noise.
 * NETLISTINGS_LIVE counts the location's live listings, so it agrees with the listings endpoint.
 */
import { DIMENSIONS, METRIC_IDS, type Metric } from '../../lib/api/catalog';
import { weekday } from '../core/dates';
import { unit } from '../core/random';
import type { ListingStore } from './listing-store';
import type { LocationRecord } from './model';

/** Typical daily volume of each counted metric for an average location. */
const DAILY_SCALE: Record<Exclude<Metric, 'NETLISTINGS_LIVE'>, number> = {
  SEARCHES: 140,
  BRANDA_SEARCHES: 35,
  BRANDC_SEARCH_QUERIES: 90,
  PROFILE_VIEWS: 60,
  BRANDB_PAGE_VIEWS: 24,
  BRANDC_SEARCH_VIEWS: 160,
  BRANDD_DAILY_CHECKINS: 5,
};
const WEEKEND_KINDS = new Set(['cafe', 'bakery', 'pizzeria', 'salon']);
const WEEKEND_BUSY = [0.85, 0.85, 0.9, 0.95, 1.1, 1.35, 1.2];
const WEEKDAY_BUSY = [1.15, 1.15, 1.1, 1.1, 1.0, 0.7, 0.5];

/** Metrics that are a level (read at the end of a period) rather than a count (summed). */
export const isLevel = (metric: Metric): boolean => metric === 'NETLISTINGS_LIVE';

export type SegmentDimension = 'BRANDD_GENDER' | 'BRANDD_AGE' | 'BRANDD_TIME';

const SEGMENT_SHAPES: Record<SegmentDimension, number[]> = {
  BRANDD_GENDER: [0.46, 0.54],
  BRANDD_AGE: [0.03, 0.2, 0.3, 0.2, 0.13, 0.09, 0.05],
  BRANDD_TIME: [0.3, 0.35, 0.25, 0.1],
};

export class AnalyticsModel {
  private readonly metricIndex = new Map(METRIC_IDS.map((m, i) => [m, i]));

  constructor(
    private readonly seedHash: number,
    private readonly listings: ListingStore,
    private readonly anchorDay: number,
  ) {}

  daily(metric: Metric, location: LocationRecord, day: number): number {
    if (metric === 'NETLISTINGS_LIVE') return this.listings.liveCountOn(location, day);
    const m = this.metricIndex.get(metric) ?? 0;
    const week = (WEEKEND_KINDS.has(location.kind) ? WEEKEND_BUSY : WEEKDAY_BUSY)[weekday(day)];
    const year = 1 + 0.12 * Math.sin((2 * Math.PI * day) / 365.25 + (location.index % 7));
    const growth = 1 + 0.25 * Math.max(0, Math.min(1, (day - this.anchorDay + 548) / 548));
    const noise = 0.75 + 0.5 * unit(this.seedHash, 3, location.index, m, day);
    return Math.round(DAILY_SCALE[metric] * location.popularity * week * year * growth * noise);
  }

  /** How a location's check-ins split over a BRANDD_ dimension's values (catalog DIMENSIONS). */
  segmentWeights(dimension: SegmentDimension, location: LocationRecord): number[] {
    const shape = SEGMENT_SHAPES[dimension];
    const values = DIMENSIONS[dimension].values;
    const raw = values.map(
      (_, i) => (shape[i] ?? 0.1) * (0.8 + 0.4 * unit(this.seedHash, 5, location.index, i)),
    );
    const total = raw.reduce((a, b) => a + b, 0);
    return raw.map((w) => w / total);
  }
}

/** Splits a whole number by weights so the parts are whole and add up (largest remainder). */
export function splitWhole(total: number, weights: number[]): number[] {
  const exact = weights.map((w) => w * total);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (left <= 0) break;
    parts[i]++;
    left--;
  }
  return parts;
}
