import { isHTTPError, isTimeoutError } from 'ky';
import { readBoundedText } from './bounded-body';
import { errorFromResponse } from './error-from-response';
import { ApiError, NetworkError, TimeoutError } from './errors';
import { redactText } from './redact';

export interface FailureContext {
  url: URL;
  secrets: readonly string[];
  timeoutMs: number;
  signal?: AbortSignal;
  context?: 'api' | 'token';
}

/**
 * Turns whatever a ky call threw into the error family. ky's own errors are never passed on, not
 * even as `cause`: their messages and `request` carry the full URL with its credential.
 * The caller's abort is handed back as the abort reason, which is not a failure of the service.
 */
export async function failureToError(failure: unknown, context: FailureContext): Promise<unknown> {
  const { url, secrets } = context;
  if (context.signal?.aborted) return context.signal.reason;
  if (failure instanceof ApiError) return failure;
  if (isHTTPError(failure)) {
    const { response } = failure;
    // An error's body is read with the same bounds as an answer's (bounded-body.ts).
    const bodyText = await readBoundedText(response, {
      url: url.href,
      secrets,
      timeoutMs: context.timeoutMs,
    }).catch(() => '');
    return errorFromResponse({
      status: response.status,
      headers: response.headers,
      bodyText,
      url: url.href,
      secrets,
      context: context.context,
    });
  }
  if (isTimeoutError(failure))
    return new TimeoutError(
      `The service at ${url.origin} did not answer within ${duration(context.timeoutMs)}. Check the connection and try again.`,
      { url: url.href, secrets, timeoutMs: context.timeoutMs },
    );
  return new NetworkError(
    `Could not reach the service at ${url.origin}. Check the internet connection and the service URL, then try again.`,
    { url: url.href, secrets, cause: sanitizedCause(failure, secrets) },
  );
}

/** Keeps the low-level reason (`ECONNREFUSED`, …) for debugging, with every credential removed. */
function sanitizedCause(failure: unknown, secrets: readonly string[]): Error {
  const parts: string[] = [];
  let current: unknown = failure;
  for (let depth = 0; current && depth < 3; depth++) {
    if (current instanceof Error) {
      parts.push(`${current.name}: ${current.message}`);
      current = current.cause;
    } else {
      parts.push(String(current));
      break;
    }
  }
  return new Error(redactText(parts.join(' ← '), secrets));
}

const duration = (ms: number) => (ms < 1000 ? `${ms} ms` : `${Math.round(ms / 1000)} seconds`);
