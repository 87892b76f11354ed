import { isHTTPError, isTimeoutError, type RetryOptions as KyRetryOptions } from 'ky';
import { retryAfterMs } from './rate-limit';

/** How GET calls are retried. POST and PUT are never retried: a reply must not post twice. */
export interface RetryOptions {
  /** Retries after the first attempt; 0 turns retrying off. @default 3 */
  limit?: number;
  /** Delay before the first retry, doubled on each further one, with jitter. @default 500 */
  backoffMs?: number;
  /** Upper bound of one backoff delay. @default 30000 */
  maxBackoffMs?: number;
  /**
   * The longest `Retry-After` the client waits out by itself. A longer one fails at once with a
   * `RateLimitError` carrying `retryAfterSeconds`, so the caller can schedule the work instead.
   * @default 60
   */
  maxRetryAfterSeconds?: number;
}

export const DEFAULT_RETRY: Required<RetryOptions> = {
  limit: 3,
  backoffMs: 500,
  maxBackoffMs: 30_000,
  maxRetryAfterSeconds: 60,
};

/** 408, 429 and every 5xx may pass with time (conventions.md › Every call: 429 quota, 500/503 trouble). */
export const isRetryableStatus = (status: number): boolean =>
  status === 408 || status === 429 || (status >= 500 && status <= 599);

const RETRYABLE_STATUSES = [408, 429, ...Array.from({ length: 100 }, (_, i) => 500 + i)];

/**
 * Exponential backoff with "equal jitter": half the delay is fixed, half random, so clients that
 * failed together do not come back together, yet never retry at once.
 */
export function backoffDelayMs(
  attempt: number,
  retry: Pick<Required<RetryOptions>, 'backoffMs' | 'maxBackoffMs'>,
  random: () => number = Math.random,
): number {
  const full = Math.min(retry.maxBackoffMs, retry.backoffMs * 2 ** (attempt - 1));
  return full / 2 + (random() * full) / 2;
}

/**
 * ky's retry options for this policy. ky already limits retries to the listed methods and waits
 * out `Retry-After` on 429/503; `shouldRetry` adds what ky lacks: give up at once on a wait longer
 * than `maxRetryAfterSeconds`, never retry a timeout or an abort, never retry our own errors.
 */
export function kyRetryOptions(retry: Required<RetryOptions>): KyRetryOptions {
  const maxRetryAfterMs = retry.maxRetryAfterSeconds * 1000;
  return {
    limit: retry.limit,
    methods: ['get'],
    statusCodes: RETRYABLE_STATUSES,
    afterStatusCodes: [429, 503],
    maxRetryAfter: maxRetryAfterMs,
    backoffLimit: retry.maxBackoffMs,
    delay: (attempt) => backoffDelayMs(attempt, retry),
    shouldRetry: ({ error }) => {
      if (isHTTPError(error)) {
        if (!isRetryableStatus(error.response.status)) return false;
        const wait = retryAfterMs(error.response.headers);
        if (wait !== undefined && wait > maxRetryAfterMs) return false;
        return undefined; // ky's own rules: backoff, or the Retry-After it read
      }
      // A timeout already cost `timeoutMs`; retrying would multiply the wait the person sees.
      if (isTimeoutError(error)) return false;
      // fetch rejects with a TypeError when the network fails; anything else is not transient.
      return error instanceof TypeError;
    },
  };
}
