import type { RateLimitInfo } from './rate-limit';
import type { RetryOptions } from './retry-policy';

/**
 * The credential of one client instance, sent as a query parameter (service.md › Authentication):
 * an app API key, or an OAuth access token for a customer account.
 */
export type Credential = { apiKey: string } | { accessToken: string };

export interface ApiClientOptions {
  /**
   * The service's base address (`{base_url}` of service.md), e.g. `https://api.example.com`; may
   * carry a path prefix. Must be `https:`, or `http:` on localhost (the emulator).
   */
  baseUrl: string;
  /** Sent only to `baseUrl`'s origin, never to another host. */
  credential: Credential;
  /** How long one attempt may take before it fails with a `TimeoutError`. @default 15000 */
  timeoutMs?: number;
  /**
   * How GET calls are retried on 408, 429, 5xx and network errors (POST and PUT never are).
   * @default { limit: 3, backoffMs: 500, maxBackoffMs: 30000, maxRetryAfterSeconds: 60 }
   */
  retry?: RetryOptions;
  /** The fetch implementation, e.g. a recording fake in tests. @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
  /**
   * Called with the quota state on every response that carries `Rate-Limit-Limit`,
   * `Rate-Limit-Remaining` and `Rate-Limit-Reset` (conventions.md › Every call). @default undefined
   */
  onRateLimit?: (info: RateLimitInfo) => void;
}

/** How long one attempt may take when `timeoutMs` is not given. */
export const DEFAULT_TIMEOUT_MS = 15_000;

/** The query parameter that carries a credential (service.md › Authentication). */
export function credentialParam(credential: Credential): { name: 'api_key' | 'access_token'; value: string } {
  return 'apiKey' in credential
    ? { name: 'api_key', value: credential.apiKey }
    : { name: 'access_token', value: credential.accessToken };
}
