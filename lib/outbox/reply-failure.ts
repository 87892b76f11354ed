/**
 * Sorts a failed reply attempt: refused for good (a 4xx: the service's words go back to the
 * composer, and the same request would only be refused again), or failed this time (network,
 * timeout, 5xx, quota, an unreadable answer, a sign-in to renew) and retried.
 */
import { ApiError, AuthError, RateLimitError, SchemaError } from '../api';
import { AppError } from '../errors/app-error';
import { toErrorData } from '../errors/error-data';
import type { ReplyProblem } from './outbox-machine';

export interface ReplyFailure {
  retryable: boolean;
  problem: ReplyProblem;
  /** For a 429: how long the service asked to wait. */
  retryAfterMs?: number;
}

/**
 * Whether the attempt ended with no answer the client could read (the connection dropped, a
 * timeout, an unreadable body): the reply may be on the service, even more than once (a browser
 * may resend a POST whose connection dropped), so the outbox reads the review back.
 */
export function answerLost(error: unknown): boolean {
  if (error instanceof SchemaError) return true;
  const failure = classifyReplyFailure(error);
  return failure.retryable && failure.problem.status === undefined;
}

export function classifyReplyFailure(error: unknown): ReplyFailure {
  if (error instanceof RateLimitError)
    return {
      retryable: true,
      problem: { message: error.message, status: 429, code: error.code },
      retryAfterMs: error.retryAfterSeconds === undefined ? undefined : error.retryAfterSeconds * 1000,
    };
  if (error instanceof AuthError || (error instanceof AppError && error.kind === 'needsSignIn'))
    return { retryable: true, problem: { message: toErrorData(error).message, status: 401 } };
  if (error instanceof ApiError) {
    const problem: ReplyProblem = { message: error.message };
    if (error.status) problem.status = error.status;
    if (error.code !== undefined) problem.code = error.code;
    // An answer the client could not read: the reply may be there; the read-back decides.
    if (error instanceof SchemaError) return { retryable: true, problem };
    // No answer (network, timeout), 408 or 5xx: may pass. Anything else is a refusal: a 4xx, or
    // status 0 without `retryable`, refused locally before sending (a blank reply).
    return { retryable: error.retryable, problem };
  }
  if (error instanceof AppError) return { retryable: false, problem: { message: error.message } };
  return { retryable: true, problem: { message: toErrorData(error).message } };
}
