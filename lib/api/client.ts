import { type AnalyticsApi, createAnalyticsApi } from './analytics';
import { API_VERSION } from './catalog';
import { type ApiClientOptions, credentialParam, DEFAULT_TIMEOUT_MS } from './client-options';
import { ApiError, AuthError } from './errors';
import { createListingsApi, type ListingsApi } from './listings';
import { createLocationsApi, type LocationsApi } from './locations';
import { serviceUrlProblem } from './request-url';
import { DEFAULT_RETRY } from './retry-policy';
import { createReviewsApi, type ReviewsApi } from './reviews';
import { createSuggestionsApi, type SuggestionsApi } from './suggestions';
import { createTransport } from './transport';

/** The typed client of every endpoint of service.md, grouped by area. */
export interface ApiClient {
  readonly baseUrl: string;
  readonly locations: LocationsApi;
  readonly listings: ListingsApi;
  readonly suggestions: SuggestionsApi;
  readonly analytics: AnalyticsApi;
  readonly reviews: ReviewsApi;
}

/**
 * Creates a client for one service and one credential. Every call carries `v=API_VERSION` and the
 * credential (service.md › Endpoints), has a timeout, is validated against its schema, and fails
 * with the `ApiError` family. Throws at once if `baseUrl` would expose the credential or if the
 * credential is empty.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const problem = serviceUrlProblem(options.baseUrl);
  if (problem) throw new ApiError(problem);
  const credential = credentialParam(options.credential);
  if (!credential.value)
    throw new AuthError('No credential was given: connect the account (or enter the app API key) first.');

  const transport = createTransport({
    baseUrl: options.baseUrl,
    originParams: { v: API_VERSION, [credential.name]: credential.value },
    secrets: [credential.value],
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    retry: { ...DEFAULT_RETRY, ...definedMembers(options.retry ?? {}) },
    fetch: options.fetch,
    onRateLimit: options.onRateLimit,
  });

  return {
    baseUrl: options.baseUrl,
    locations: createLocationsApi(transport),
    listings: createListingsApi(transport),
    suggestions: createSuggestionsApi(transport),
    analytics: createAnalyticsApi(transport),
    reviews: createReviewsApi(transport),
  };
}

/** `{ limit: undefined }` must keep the default, not erase it. */
function definedMembers<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, member]) => member !== undefined)) as Partial<T>;
}
