import { z } from 'zod';
import { ApiError, AuthError, RateLimitError } from './errors';
import { retryAfterMs } from './rate-limit';
import { isRetryableStatus } from './retry-policy';
import { type ApiErrorItem, apiErrorItemSchema } from './schemas/envelope';

/** What is known of a failed (non-2xx) response. */
export interface FailedResponse {
  status: number;
  headers: Headers;
  /** The raw body; read for `meta.errors` only, never quoted (a 5xx page may echo the URL). */
  bodyText: string;
  url: string;
  secrets: readonly string[];
  /** `token`: the OAuth code exchange, whose refusals mean "sign in again", not "reconnect". */
  context?: 'api' | 'token';
  now?: number;
}

/**
 * Maps a non-2xx response to the error family, preferring the service's own words
 * (`meta.errors[].message`, conventions.md › Every call) and adding what the person can do.
 */
export function errorFromResponse(failed: FailedResponse): ApiError {
  const { status, headers, url, secrets } = failed;
  const { errors, said } = readServiceErrors(failed.bodyText);
  const base = { status, errors, url, secrets, retryable: isRetryableStatus(status) };
  const sentence = (fallback: string, advice: string) => `${ending(said ?? fallback)} ${advice}`;

  if (failed.context === 'token' && (status === 400 || status === 401))
    return new AuthError(
      sentence(
        `The service refused the sign-in (HTTP ${status})`,
        'Connect the account again; if it keeps failing, check the Client ID and App API key in the options.',
      ),
      base,
    );
  if (status === 401)
    return new AuthError(
      sentence(
        'The sign-in was refused',
        'The service no longer accepts this sign-in; connect the account again.',
      ),
      base,
    );
  if (status === 429) {
    const wait = retryAfterMs(headers, failed.now);
    const retryAfterSeconds = wait === undefined ? undefined : Math.ceil(wait / 1000);
    return new RateLimitError(
      sentence(
        'The hourly request quota of this account is used up',
        `Try again ${inTime(retryAfterSeconds)}.`,
      ),
      { ...base, retryAfterSeconds },
    );
  }
  const [fallback, advice] = adviceFor(status);
  return new ApiError(sentence(fallback, advice), base);
}

function adviceFor(status: number): [fallback: string, advice: string] {
  if (status >= 500) return [`The service is having trouble (HTTP ${status})`, 'Try again in a few minutes.'];
  switch (status) {
    case 400:
      return [
        'The service refused the request (HTTP 400)',
        'Check the values entered; if they look right, the extension may need an update.',
      ];
    case 403:
      return [
        'This account is not allowed to do that (HTTP 403)',
        "Check the account's package and the location's publisher subscription.",
      ];
    case 404:
      return ['It was not found (HTTP 404)', 'It may have been removed; refresh and try again.'];
    case 408:
      return ['The service took too long (HTTP 408)', 'Try again.'];
    case 409:
      return ['It changed in the meantime (HTTP 409)', 'Refresh to see where it stands now.'];
    default:
      return [`The service answered HTTP ${status}`, 'Try again later; if it keeps happening, report it.'];
  }
}

/** `meta.errors` of an envelope, or the `error_description` of an OAuth error body. */
function readServiceErrors(bodyText: string): { errors: ApiErrorItem[]; said?: string } {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return { errors: [] }; // an HTML error page, or nothing
  }
  const envelope = z.object({ meta: z.object({ errors: z.array(apiErrorItemSchema) }) }).safeParse(body);
  const errors = envelope.success ? envelope.data.meta.errors : [];
  const messages = errors.map((e) => e.message.trim()).filter(Boolean);
  if (messages.length) return { errors, said: messages.join('; ') };
  const oauth = z.object({ error: z.string(), error_description: z.string().optional() }).safeParse(body);
  if (oauth.success) return { errors, said: oauth.data.error_description || oauth.data.error };
  return { errors };
}

const ending = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

function inTime(seconds: number | undefined): string {
  if (seconds === undefined) return 'later';
  if (seconds < 90) return `in ${Math.max(1, seconds)} seconds`;
  return `in about ${Math.ceil(seconds / 60)} minutes`;
}
