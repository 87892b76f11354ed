/**
 * Every request that carries a credential goes through here: it is never redirected
 * (docs/security.md). A service answering 301 with a Location elsewhere would otherwise receive the
 * whole query again there, `access_token` included, and a 307/308 from the token endpoint would
 * re-post `client_secret` and `code`.
 *
 * The mode is `manual`, not `error`: both stop the browser and Node from following, but `error`
 * rejects with the same bare TypeError as a network failure, and the person would be told to check
 * their connection. `manual` answers the redirect itself (an `opaqueredirect` response in browsers,
 * the 3xx in Node), which is refused here with a `RedirectError` that says what happened.
 */
import { RedirectError } from './errors';

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** Whether `response` is a redirect that `redirect: 'manual'` handed back instead of following. */
export const isRedirect = (response: Response): boolean =>
  response.type === 'opaqueredirect' || REDIRECT_STATUSES.has(response.status);

export interface RedirectContext {
  /** `api` for service calls, `token` for the code exchange, `broker` for the token broker. */
  what: 'api' | 'token' | 'broker';
  /** Credential values to keep out of the error. */
  secrets: readonly string[];
}

const PURPOSE = {
  api: 'the service URL in the settings must be its exact address',
  token: 'the service URL in the settings must be its exact address',
  broker: 'the token broker URL in the settings must be its exact address',
} as const;

/** The error for a refused redirect: where it came from, where it pointed (when known), what to do. */
export function redirectError(requestUrl: URL, response: Response, context: RedirectContext): RedirectError {
  const location = response.headers.get('location');
  let targetOrigin: string | undefined;
  try {
    targetOrigin = location ? new URL(location, requestUrl).origin : undefined;
  } catch {
    targetOrigin = undefined;
  }
  const where = targetOrigin ? ` to ${targetOrigin}` : '';
  const status = response.type === 'opaqueredirect' ? 0 : response.status;
  return new RedirectError(
    `${requestUrl.origin} answered with a redirect${where} (HTTP ${status || '3xx'}). Review Desk never ` +
      `sends a credential on to another address: ${PURPOSE[context.what]} (https://, no extra path). ` +
      'Correct it, then try again.',
    { status, url: requestUrl.href, secrets: context.secrets },
  );
}

/**
 * Wraps a fetch so that it never follows a redirect: the request is sent with
 * `redirect: 'manual'`, and a redirect answer rejects with a `RedirectError`.
 */
export function refuseRedirects(
  fetchImpl: () => typeof globalThis.fetch,
  context: RedirectContext,
): typeof globalThis.fetch {
  return async (input, init) => {
    const response = await fetchImpl()(input, { ...init, redirect: 'manual' });
    if (!isRedirect(response)) return response;
    const url = new URL(input instanceof Request ? input.url : String(input));
    await response.body?.cancel().catch(() => {});
    throw redirectError(url, response, context);
  };
}
