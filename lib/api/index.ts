/**
 * The typed client of the whole service (docs/architecture.md › Where things live: lib/api).
 * Runtime-agnostic: it runs
 * in the MV3 service worker and in Node 20, and imports nothing outside lib/api.
 */
export * from './catalog';
export { type ApiClient, createApiClient } from './client';
export { type ApiClientOptions, DEFAULT_TIMEOUT_MS } from './client-options';
export * from './errors';
export type { OptInBatchResult } from './listings';
export type { LocationsApi } from './locations';
export { buildAuthorizeUrl, exchangeCode, parseAuthRedirect } from './oauth';
export { type OptInBatch, type OptInPair, planOptInBatches } from './opt-in-plan';
export type { RateLimitInfo } from './rate-limit';
export { REDACTED, redactText, redactUrl } from './redact';
export type { ReviewFilters, ReviewListParams, ReviewsApi } from './reviews';
export * from './schemas';
