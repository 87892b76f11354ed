/** Numeric limits of the service: page sizes, batch sizes, the hourly quota and its headers. */

/** Numeric limits of service.md › Limits and conventions.md. */
export const LIMITS = {
  /** Location × publisher pairs in one opt-in call. */
  optInPairsPerCall: 100,
  locationsPage: { default: 10, max: 50 },
  listingsPage: { default: 100, max: 100 },
  suggestionsPage: { default: 10, max: 50 },
  reviewsPage: { default: 10, max: 100 },
  activityPage: { default: 50, max: 200 },
  reportMetricsMax: 10,
  /** Days before `endDate` that `startDate` defaults to. */
  reportDefaultRangeDays: 90,
  /** Requests per hour per credential. */
  requestsPerHour: 5000,
} as const;

/** conventions.md › Every call: quota headers on every API response (`Reset` is epoch seconds). */
export const RATE_LIMIT_HEADERS = {
  limit: 'Rate-Limit-Limit',
  remaining: 'Rate-Limit-Remaining',
  reset: 'Rate-Limit-Reset',
} as const;
