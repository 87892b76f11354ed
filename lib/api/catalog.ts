/**
 * The platform's fixed facts, in one place: metric labels, dimension rules, which publishers take
 * replies, and the numeric limits. The client, the UI and the emulator all read them from here
 * (DESIGN.md › one source of truth per fact).
 */

/**
 * The API version date sent as `v` on every call (conventions.md › Every call: pinned, not "today").
 * At least `VERSION_GATES.reviewPageTokens`, so the client can page by token where it chooses to.
 */
export const API_VERSION = '20170901';

/**
 * Behaviour that the request's `v` switches on (the platform's client specs of 2016–2018): a
 * request whose `v` is at least the date gets it. emulator/README.md lists each with its gate.
 */
export const VERSION_GATES = {
  /** Reviews gain `status`, and the list its `status` filter. */
  reviewStatus: '20170830',
  /** Reviews list: `pageToken` in, `nextPageToken` out. */
  reviewPageTokens: '20170901',
  /** Locations list: no source dates it; the reviews list's gate is used (emulator/README.md). */
  locationPageTokens: '20170901',
} as const;

/** Whether a request of version `v` (`YYYYMMDD`) gets the behaviour gated at `gate`. */
export const versionAtLeast = (v: string, gate: string): boolean => v >= gate;

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

/** Listing statuses seen (service.md shows two; conventions.md adds four). Others may appear. */
export const LISTING_STATUSES = [
  'LIVE',
  'OPTED_OUT',
  'WAITING_ON_SERVICE',
  'WAITING_ON_CUSTOMER',
  'WAITING_ON_PUBLISHER',
  'UNAVAILABLE',
] as const;
export type KnownListingStatus = (typeof LISTING_STATUSES)[number];

/** Publisher suggestion statuses; `WAITING_ON_CUSTOMER` means pending. */
export const SUGGESTION_STATUSES = ['WAITING_ON_CUSTOMER', 'ACCEPTED', 'REJECTED', 'EXPIRED'] as const;
export type KnownSuggestionStatus = (typeof SUGGESTION_STATUSES)[number];
export const PENDING_SUGGESTION_STATUS = 'WAITING_ON_CUSTOMER';

/** The only publisher whose suggestions the service returns (service.md › Publisher suggestion). */
export const SUGGESTIONS_PUBLISHER = 'BRANDCMYBUSINESS';

export const ACTIVITY_TYPES = [
  'SOCIAL_POST',
  'PROFILE_UPDATE',
  'LOCATION_UPDATED',
  'PUBLISHER_SUGGESTION_CREATED',
  'PUBLISHER_SUGGESTION_APPROVED',
  'PUBLISHER_SUGGESTION_REJECTED',
  'REVIEW_CREATED',
  'LISTING_LIVE',
  'DUPLICATE_SUPPRESSED',
] as const;
export type KnownActivityType = (typeof ACTIVITY_TYPES)[number];

export const REPORT_STATUSES = ['PENDING', 'DONE'] as const;

/** Review `status` values (from `VERSION_GATES.reviewStatus`); a list without a filter shows LIVE ones. */
export const REVIEW_STATUSES = ['LIVE', 'QUARANTINED', 'REMOVED'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const DEFAULT_REVIEW_STATUS: ReviewStatus = 'LIVE';

/** `awaitingResponse` filter values (conventions.md › Reviews). */
export const AWAITING_RESPONSE = ['REVIEW', 'COMMENT', 'REVIEW_OR_COMMENT'] as const;
export type AwaitingResponse = (typeof AWAITING_RESPONSE)[number];

export const COMMENT_VISIBILITIES = ['PUBLIC', 'PRIVATE'] as const;
export type CommentVisibility = (typeof COMMENT_VISIBILITIES)[number];
/** service.md › Reviews: `visibility` defaults to PRIVATE when omitted. */
export const DEFAULT_COMMENT_VISIBILITY: CommentVisibility = 'PRIVATE';

/**
 * Publishers that take review replies, and whether they take replies to comments (`parentId`).
 * service.md › Reviews › Reply rules; conventions.md › Publishers.
 */
export const REPLY_PUBLISHERS: Readonly<Record<string, { comments: boolean }>> = {
  BRANDB: { comments: true },
  BRANDCMYBUSINESS: { comments: false },
};

export const canReplyToReview = (publisherId: string): boolean => publisherId in REPLY_PUBLISHERS;
export const canReplyToComment = (publisherId: string): boolean =>
  REPLY_PUBLISHERS[publisherId]?.comments === true;

/**
 * service.md says "a fixed placeholder text appears where no screenshot exists" without giving it.
 * The emulator sends this one; the UI treats any value that is not an http(s) URL as "no screenshot".
 */
export const SCREENSHOT_PLACEHOLDER = 'Screenshot not available';

/** Error codes of conventions.md › Every call and the areas. */
export const ERROR_CODES = {
  unknownApiKey: 1,
  notAllowed: 4,
  unknownPath: 7,
  badParameter: 21,
  missingValue: 22,
  unknownAccessToken: 25,
  quotaExceeded: 42,
  locationNotFound: 2000,
  reviewNotFound: 2500,
  publisherTakesNoReplies: 2503,
  badParentId: 2504,
  startAfterEnd: 5021,
  reportNotFound: 5062,
  unknownActivityType: 5060,
  suggestionNotFound: 7300,
  suggestionNotPending: 7304,
} as const;

export interface ReportRequestInput {
  metrics: readonly string[];
  dimensions: readonly string[];
  filters?: { startDate?: string; endDate?: string; locationIds?: readonly string[] };
}

export interface ReportProblem {
  /** The request member at fault: `metrics`, `dimensions`, `filters.startDate`, … */
  field: string;
  /** The service's error code for the same fault, so the emulator answers as the real one. */
  code: number;
  message: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The rules a report request must follow (conventions.md › Analytics). The form uses it to explain
 * why it cannot be submitted; the emulator uses it to refuse with the same code.
 * Returns an empty array when the request is valid.
 */
export function validateReportRequest(request: ReportRequestInput): ReportProblem[] {
  const problems: ReportProblem[] = [];
  const { metrics, dimensions, filters = {} } = request;
  if (!Array.isArray(metrics) || metrics.length === 0) {
    problems.push({
      field: 'metrics',
      code: ERROR_CODES.missingValue,
      message: 'Choose at least one metric.',
    });
  } else {
    if (metrics.length > LIMITS.reportMetricsMax)
      problems.push({
        field: 'metrics',
        code: ERROR_CODES.badParameter,
        message: `A report takes at most ${LIMITS.reportMetricsMax} metrics.`,
      });
    const unknown = metrics.filter((m) => !(m in METRICS));
    if (unknown.length)
      problems.push({
        field: 'metrics',
        code: ERROR_CODES.badParameter,
        message: `Unknown metric: ${unknown.join(', ')}.`,
      });
  }
  if (!Array.isArray(dimensions)) {
    problems.push({
      field: 'dimensions',
      code: ERROR_CODES.missingValue,
      message: 'Dimensions are required.',
    });
  } else {
    const unknown = dimensions.filter((d) => !(d in DIMENSIONS));
    if (unknown.length)
      problems.push({
        field: 'dimensions',
        code: ERROR_CODES.badParameter,
        message: `Unknown dimension: ${unknown.join(', ')}.`,
      });
    const known = dimensions.filter((d): d is Dimension => d in DIMENSIONS);
    if (known.filter((d) => DIMENSIONS[d].kind === 'brandd').length > 1)
      problems.push({
        field: 'dimensions',
        code: ERROR_CODES.badParameter,
        message: 'Choose only one of gender, age or time of day: check-ins split one way per report.',
      });
    if (known.filter((d) => DIMENSIONS[d].kind === 'time').length > 1)
      problems.push({
        field: 'dimensions',
        code: ERROR_CODES.badParameter,
        message: 'Choose days or weeks, not both.',
      });
    if (new Set(dimensions).size !== dimensions.length)
      problems.push({
        field: 'dimensions',
        code: ERROR_CODES.badParameter,
        message: 'A dimension is listed twice.',
      });
  }
  for (const key of ['startDate', 'endDate'] as const) {
    const value = filters[key];
    if (value !== undefined && !(DATE.test(value) && isRealDate(value)))
      problems.push({
        field: `filters.${key}`,
        code: ERROR_CODES.badParameter,
        message: `${key === 'startDate' ? 'Start' : 'End'} date must be a date written YYYY-MM-DD.`,
      });
  }
  if (
    filters.startDate &&
    filters.endDate &&
    DATE.test(filters.startDate) &&
    filters.startDate > filters.endDate
  )
    problems.push({
      field: 'filters.startDate',
      code: ERROR_CODES.startAfterEnd,
      message: 'The start date is after the end date.',
    });
  return problems;
}

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The max date that bounds a metric's data (service.md › Maximum dates). */
export function maxDateFor(
  metric: Metric,
  maxDates: { standardMaxDate: string; brandAMaxDate: string },
): string {
  return METRICS[metric].cadence === 'weekly' ? maxDates.brandAMaxDate : maxDates.standardMaxDate;
}

/** Report statuses beyond these (e.g. `FAILED`) stop polling (conventions.md › Analytics). */
export type KnownReportStatus = (typeof REPORT_STATUSES)[number];
/** The failure status a client must survive (conventions.md › Analytics). */
export const REPORT_FAILED_STATUS = 'FAILED';

/** service.md › Publisher suggestion: the statuses a caller may set on a pending suggestion. */
export const SUGGESTION_RESOLUTIONS = ['ACCEPTED', 'REJECTED'] as const;
export type SuggestionResolution = (typeof SUGGESTION_RESOLUTIONS)[number];

/** service.md › Comment: `authorRole` values; a created comment defaults to BUSINESS_OWNER. */
export const COMMENT_AUTHOR_ROLES = ['BUSINESS_OWNER', 'CONSUMER'] as const;
export type KnownCommentAuthorRole = (typeof COMMENT_AUTHOR_ROLES)[number];

/** conventions.md › Every call: `type` of an element of `meta.errors`. */
export const API_ERROR_TYPES = ['FATAL_ERROR', 'NON_FATAL_ERROR', 'WARNING'] as const;
export type KnownApiErrorType = (typeof API_ERROR_TYPES)[number];

/** service.md › Authentication: `error` values of a failed authorization redirect. */
export const OAUTH_ERRORS = ['access_denied', 'unsupported_response_type'] as const;
export type KnownOAuthError = (typeof OAUTH_ERRORS)[number];

/** conventions.md › Every call: quota headers on every API response (`Reset` is epoch seconds). */
export const RATE_LIMIT_HEADERS = {
  limit: 'Rate-Limit-Limit',
  remaining: 'Rate-Limit-Remaining',
  reset: 'Rate-Limit-Reset',
} as const;

const ME = '/v2/accounts/me';

/**
 * Paths of service.md › Endpoints, relative to `{base_url}` (OAuth authorize: to `{auth_url}`).
 * `me` resolves to the account of the credential; `appSpecificAccountId` cannot replace it.
 */
export const API_PATHS = {
  authorize: '/oauth2/authorize',
  accessToken: '/oauth2/accesstoken',
  locations: `${ME}/locations`,
  publishers: `${ME}/netlistings/publishers`,
  listings: `${ME}/netlistings/listings`,
  optIn: `${ME}/netlistings/listings/optin`,
  suggestions: `${ME}/netlistings/publishersuggestions`,
  suggestion: (id: string) => `${ME}/netlistings/publishersuggestions/${encodeURIComponent(id)}`,
  reports: `${ME}/analytics/reports`,
  standardReport: (id: string) => `${ME}/analytics/standardreports/${encodeURIComponent(id)}`,
  maxDates: `${ME}/analytics/maxdates`,
  activity: `${ME}/analytics/activity`,
  reviews: `${ME}/reviews`,
  review: (id: string) => `${ME}/reviews/${encodeURIComponent(id)}`,
  reviewComments: (id: string) => `${ME}/reviews/${encodeURIComponent(id)}/comments`,
} as const;
