import { redactText, redactUrl } from './redact';
import type { ApiErrorItem } from './schemas/envelope';

/**
 * The one error family every call of the client throws (besides the caller's own abort reason).
 * Messages are written for a person: what happened, then what to do. Every text a member can
 * hold is redacted at construction, so printing, logging or serialising an error never shows a
 * credential (docs/security.md).
 */

export interface ApiErrorOptions {
  /** HTTP status of the response, or 0 when none arrived (network, timeout, local refusal). @default 0 */
  status?: number;
  /** `meta.errors` of the response (conventions.md › Every call). @default [] */
  errors?: readonly ApiErrorItem[];
  /** The request URL; stored redacted. @default '' */
  url?: string;
  /** Whether trying the same call again later may succeed. @default false */
  retryable?: boolean;
  /** Credential values to scrub from every text, in case the service echoes one. @default [] */
  secrets?: readonly string[];
  /** A redacted summary of the underlying failure, for debugging. @default undefined */
  cause?: Error;
}

export class ApiError extends Error {
  override name = 'ApiError';
  /** HTTP status, or 0 when no response arrived. */
  readonly status: number;
  /** `meta.errors` of the response, redacted. */
  readonly errors: ApiErrorItem[];
  /** The first error code of `meta.errors`, if any (see `ERROR_CODES` in the catalogue). */
  readonly code: number | undefined;
  /** The request URL with every credential replaced by `REDACTED`. */
  readonly url: string;
  readonly retryable: boolean;

  constructor(message: string, options: ApiErrorOptions = {}) {
    const secrets = options.secrets ?? [];
    super(redactText(message, secrets), options.cause ? { cause: options.cause } : undefined);
    this.status = options.status ?? 0;
    this.errors = (options.errors ?? []).map((item) => ({
      ...item,
      message: redactText(item.message, secrets),
    }));
    this.code = this.errors[0]?.code;
    this.url = options.url ? redactText(redactUrl(options.url), secrets) : '';
    this.retryable = options.retryable ?? false;
  }
}

/** 401 (or a refused code exchange): the credential is no longer accepted. */
export class AuthError extends ApiError {
  override name = 'AuthError';
}

export interface RateLimitErrorOptions extends ApiErrorOptions {
  /** Seconds the service asked to wait (`Retry-After`), when known. @default undefined */
  retryAfterSeconds?: number;
}

/** 429: the hourly quota is used up (conventions.md › Every call). */
export class RateLimitError extends ApiError {
  override name = 'RateLimitError';
  readonly retryAfterSeconds: number | undefined;

  constructor(message: string, options: RateLimitErrorOptions = {}) {
    super(message, { status: 429, retryable: true, ...options });
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** No response at all: offline, DNS, refused connection, blocked request. */
export class NetworkError extends ApiError {
  override name = 'NetworkError';

  constructor(message: string, options: ApiErrorOptions = {}) {
    super(message, { retryable: true, ...options });
  }
}

export interface TimeoutErrorOptions extends ApiErrorOptions {
  /** The time limit that ran out, in milliseconds. */
  timeoutMs: number;
}

/** The service did not answer (or a report did not finish) in time. */
export class TimeoutError extends ApiError {
  override name = 'TimeoutError';
  readonly timeoutMs: number;

  constructor(message: string, options: TimeoutErrorOptions) {
    super(message, { retryable: true, ...options });
    this.timeoutMs = options.timeoutMs;
  }
}

/** Where a response departed from the schema: `response.reviews[3].rating` and what was expected. */
export interface SchemaIssue {
  path: string;
  message: string;
}

export interface SchemaErrorOptions extends ApiErrorOptions {
  /** @default [] */
  issues?: readonly SchemaIssue[];
}

/** The response was not JSON, or not the shape service.md describes. */
export class SchemaError extends ApiError {
  override name = 'SchemaError';
  readonly issues: readonly SchemaIssue[];

  constructor(message: string, options: SchemaErrorOptions = {}) {
    super(message, options);
    this.issues = options.issues ?? [];
  }
}

/**
 * The service answered with a redirect. A request that carries a credential never follows one
 * (docs/security.md), so the query (with `access_token`) or the form (with
 * `client_secret` and `code`) never reaches the other address.
 */
export class RedirectError extends ApiError {
  override name = 'RedirectError';
}

export interface TooLargeErrorOptions extends ApiErrorOptions {
  /** The most the client reads of one answer, in bytes. */
  limitBytes: number;
}

/**
 * The answer was larger than any the service sends (a page of 100 reviews is about 100 KB): read
 * no further, and cache nothing from it. Not retried: the same call would bring the same answer.
 */
export class TooLargeError extends ApiError {
  override name = 'TooLargeError';
  readonly limitBytes: number;

  constructor(message: string, options: TooLargeErrorOptions) {
    super(message, options);
    this.limitBytes = options.limitBytes;
  }
}

/**
 * The service's paging did not end as it said it would: more pages than its `count` allows, or
 * more items than any account has. The walk stops there; what came before it is kept.
 */
export interface PagingBound {
  kind: 'pastCount' | 'tooManyItems' | 'reviewsPastCount' | 'passTooLong';
  limit: number;
}

export class PagingError extends ApiError {
  override name = 'PagingError';
  /**
   * Which bound the walk met, for a page to say it in its language (lib/errors/error-data.ts):
   * pages past the first count, items past any account's, the backfill's reviews past the count
   * its first page gave, or a pass bringing more new reviews than the cache keeps (`limit`: that
   * count or cap). The message is the client's own English, for logs.
   */
  readonly bound: PagingBound;

  constructor(message: string, bound: PagingBound) {
    super(message);
    this.bound = bound;
  }
}
