/**
 * The typed client of the whole service (DESIGN.md › Layout: lib/api). Runtime-agnostic: it runs
 * in the MV3 service worker and in Node 20, and imports nothing outside lib/api.
 */
export type { AnalyticsApi } from './analytics';
export * from './catalog';
export { type ApiClient, createApiClient } from './client';
export { type ApiClientOptions, type Credential, DEFAULT_TIMEOUT_MS } from './client-options';
export * from './errors';
export type { ListingListParams, ListingsApi, OptInBatchResult, OptInOptions } from './listings';
export type { LocationListParams, LocationsApi } from './locations';
export {
  type AuthorizeUrlParams,
  type AuthRedirect,
  buildAuthorizeUrl,
  type ExchangeCodeParams,
  exchangeCode,
  parseAuthRedirect,
} from './oauth';
export { type OptInBatch, type OptInPair, planOptInBatches } from './opt-in-plan';
export { type RateLimitInfo, readRateLimit } from './rate-limit';
export { REDACTED, redactText, redactUrl } from './redact';
export type { WaitForReportOptions } from './report-wait';
export { DEFAULT_RETRY, type RetryOptions } from './retry-policy';
export type { ReviewFilters, ReviewListParams, ReviewsApi } from './reviews';
export * from './schemas';
export type { SuggestionListParams, SuggestionsApi } from './suggestions';
export type { CallOptions } from './transport';
