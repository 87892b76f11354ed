import { RATE_LIMIT_HEADERS } from './catalog';

/** The quota state of a credential, from the headers of an API response (conventions.md › Every call). */
export interface RateLimitInfo {
  /** Requests allowed per window. */
  limit: number;
  /** Requests left in the current window. */
  remaining: number;
  /** When the window resets, in epoch milliseconds. */
  resetAt: number;
}

/** Reads `Rate-Limit-Limit/Remaining/Reset`; `undefined` unless all three are numbers. */
export function readRateLimit(headers: Headers): RateLimitInfo | undefined {
  const limit = numberHeader(headers, RATE_LIMIT_HEADERS.limit);
  const remaining = numberHeader(headers, RATE_LIMIT_HEADERS.remaining);
  const reset = numberHeader(headers, RATE_LIMIT_HEADERS.reset);
  if (limit === undefined || remaining === undefined || reset === undefined) return undefined;
  return { limit, remaining, resetAt: reset * 1000 };
}

/**
 * The longest wait a service is taken at its word for. Its quota resets every hour (service.md ›
 * Rate limits), so a longer `Retry-After` or reset is the service's mistake (a proxy, a bug), not
 * a reason to stop syncing for days.
 */
export const MAX_WAIT_MS = 3_600_000;

const bounded = (ms: number): number => Math.min(MAX_WAIT_MS, Math.max(0, ms));

/**
 * How long the service asked to wait, in milliseconds: `Retry-After` in seconds or as an HTTP
 * date, else (over quota) until `Rate-Limit-Reset`; an hour at most (MAX_WAIT_MS). `undefined`
 * when neither says.
 */
export function retryAfterMs(headers: Headers, now = Date.now()): number | undefined {
  const header = headers.get('Retry-After')?.trim();
  if (header) {
    const seconds = Number(header);
    if (Number.isFinite(seconds)) return bounded(seconds * 1000);
    const at = Date.parse(header);
    if (!Number.isNaN(at)) return bounded(at - now);
  }
  const reset = numberHeader(headers, RATE_LIMIT_HEADERS.reset);
  return reset === undefined ? undefined : bounded(reset * 1000 - now);
}

function numberHeader(headers: Headers, name: string): number | undefined {
  const raw = headers.get(name)?.trim();
  if (!raw) return undefined;
  const value = Number(raw);
  return Number.isFinite(value) ? value : undefined;
}
