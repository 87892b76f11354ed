/** Analytics: metrics, dimensions, report statuses and the dates that bound a metric. */

export type MetricCadence = 'daily' | 'weekly';

/** service.md › Report request, with the row labels of conventions.md › Analytics. */
export const METRICS = {
  NETLISTINGS_LIVE: { label: 'NetListings Live', cadence: 'daily' },
  SEARCHES: { label: 'Searches', cadence: 'daily' },
  BRANDA_SEARCHES: { label: 'BrandA Searches', cadence: 'weekly' },
  BRANDC_SEARCH_QUERIES: { label: 'BrandC Search Queries', cadence: 'daily' },
  PROFILE_VIEWS: { label: 'Profile Views', cadence: 'daily' },
  BRANDB_PAGE_VIEWS: { label: 'BrandB Page Views', cadence: 'daily' },
  BRANDC_SEARCH_VIEWS: { label: 'BrandC Search Views', cadence: 'daily' },
  BRANDD_DAILY_CHECKINS: { label: 'BrandD Daily Checkins', cadence: 'daily' },
} as const satisfies Record<string, { label: string; cadence: MetricCadence }>;

export type Metric = keyof typeof METRICS;
export const METRIC_IDS = Object.keys(METRICS) as Metric[];

export type DimensionKind = 'time' | 'location' | 'brandd';

/** Dimensions, the member each adds to a report row, and the rule group it belongs to. */
export const DIMENSIONS = {
  DAYS: { key: 'day', kind: 'time' },
  WEEKS: { key: 'week', kind: 'time' },
  LOCATION_IDS: { key: 'location_id', kind: 'location' },
  BRANDD_GENDER: { key: 'gender', kind: 'brandd', values: ['male', 'female'] },
  BRANDD_AGE: {
    key: 'age',
    kind: 'brandd',
    values: ['13-17', '18-24', '25-34', '35-44', '45-54', '55-64', '65+'],
  },
  BRANDD_TIME: { key: 'time', kind: 'brandd', values: ['morning', 'afternoon', 'evening', 'night'] },
} as const satisfies Record<string, { key: string; kind: DimensionKind; values?: readonly string[] }>;

export type Dimension = keyof typeof DIMENSIONS;
export const DIMENSION_IDS = Object.keys(DIMENSIONS) as Dimension[];

/** Report statuses beyond these (e.g. `FAILED`) stop polling (conventions.md › Analytics). */
export const REPORT_STATUSES = ['PENDING', 'DONE'] as const;
/** The failure status a client must survive (conventions.md › Analytics). */
export const REPORT_FAILED_STATUS = 'FAILED';

/** The max date that bounds a metric's data (service.md › Maximum dates). */
export function maxDateFor(
  metric: Metric,
  maxDates: { standardMaxDate: string; brandAMaxDate: string },
): string {
  return METRICS[metric].cadence === 'weekly' ? maxDates.brandAMaxDate : maxDates.standardMaxDate;
}
