/**
 * How a failed sync request is remembered: a kind the badge and headers branch on (service not
 * reachable, needs sign-in, rate limited, other) and a message a person can act on, never one holding a credential
 * (lib/errors/error-data.ts redacts).
 */
import { ApiError, AuthError, NetworkError, RateLimitError, TimeoutError } from '../api';
import { AppError } from '../errors/app-error';
import { toErrorData } from '../errors/error-data';
import type { SyncErrorKind } from './sync-state';

export interface SyncFailure {
  kind: SyncErrorKind;
  message: string;
  /** Whether the service answered (the request cost quota), as opposed to no request or no answer. */
  answered: boolean;
  /** For `rateLimited`: the wait the service asked for. */
  retryAfterSeconds?: number;
}

export function describeSyncError(error: unknown): SyncFailure {
  return { ...classify(error), answered: error instanceof ApiError && error.status > 0 };
}

function classify(error: unknown): Omit<SyncFailure, 'answered'> {
  const { message } = toErrorData(error);
  if (error instanceof AuthError || (error instanceof ApiError && error.status === 401))
    return { kind: 'needsSignIn', message };
  if (error instanceof AppError && (error.kind === 'needsSignIn' || error.kind === 'noAccount'))
    return { kind: 'needsSignIn', message };
  if (error instanceof RateLimitError)
    return { kind: 'rateLimited', message, retryAfterSeconds: error.retryAfterSeconds };
  // The browser had a network when the run began (the planner skips runs without one), so no
  // answer means the service could not be reached; `offline` is kept for the browser itself.
  if (error instanceof NetworkError || error instanceof TimeoutError) return { kind: 'unreachable', message };
  return { kind: 'error', message };
}
