import { z } from 'zod';
import { API_PATHS, type KnownOAuthError } from './catalog';
import { DEFAULT_TIMEOUT_MS } from './client-options';
import { ApiError } from './errors';
import { parseJsonText, parseWith } from './read-payload';
import { buildUrl, serviceUrlProblem } from './request-url';
import { DEFAULT_RETRY } from './retry-policy';
import { type TokenGrant, tokenGrantSchema } from './schemas/oauth';
import { createTransport } from './transport';

/**
 * The OAuth 2.0 authorization-code flow of service.md › Authentication. No credential is needed;
 * the caller holds `state` and checks it once on return.
 */

export interface AuthorizeUrlParams {
  /** `{auth_url}`: the sign-in site, whose domain differs from the API's. */
  authUrl: string;
  clientId: string;
  /** Absolute; must be identical in `exchangeCode`. */
  redirectUri: string;
  /** A fresh random value per attempt, against CSRF. */
  state: string;
}

/** `{auth_url}/oauth2/authorize?client_id=…&redirect_uri=…&state=…&response_type=code`, fully URL-encoded. */
export function buildAuthorizeUrl(params: AuthorizeUrlParams): string {
  return buildUrl(params.authUrl, API_PATHS.authorize, {
    client_id: params.clientId,
    redirect_uri: params.redirectUri,
    state: params.state,
    response_type: 'code',
  }).href;
}

export type AuthRedirect =
  | { code: string; state: string }
  | { error: KnownOAuthError | (string & {}); errorDescription?: string; state?: string };

/**
 * Reads the redirect back from the sign-in site: `code` and `state` on success, `error`,
 * `error_description` and `state` on failure (service.md › Authentication, steps 3 and 6).
 * Never throws: an address that carries neither reads as an `invalid_request` error.
 */
export function parseAuthRedirect(url: string): AuthRedirect {
  let params: URLSearchParams;
  try {
    params = new URL(url).searchParams;
  } catch {
    return { error: 'invalid_request', errorDescription: 'The sign-in did not return to a valid address.' };
  }
  const state = params.get('state') ?? undefined;
  const error = params.get('error');
  if (error) {
    const errorDescription = params.get('error_description') ?? undefined;
    return { error, ...(errorDescription && { errorDescription }), ...(state !== undefined && { state }) };
  }
  const code = params.get('code');
  if (code) return { code, state: state ?? '' };
  return {
    error: 'invalid_request',
    errorDescription: 'The sign-in returned neither a code nor an error.',
    ...(state !== undefined && { state }),
  };
}

export interface ExchangeCodeParams {
  /** `{base_url}` of the API. Must be `https:`, or `http:` on localhost. */
  baseUrl: string;
  clientId: string;
  /** The app API key. Never printed. */
  clientSecret: string;
  /** The one-time code of the redirect. Never printed. */
  code: string;
  /** Identical to the one of the authorize request, query included. */
  redirectUri: string;
  /** @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
  /** @default 15000 */
  timeoutMs?: number;
}

/**
 * Trades the code for a token grant (`POST {base_url}/oauth2/accesstoken`, form-encoded,
 * grant_type=authorization_code). Not retried: a code works once. Errors never show the code or
 * the client secret.
 */
export async function exchangeCode(params: ExchangeCodeParams): Promise<TokenGrant> {
  const problem = serviceUrlProblem(params.baseUrl);
  if (problem) throw new ApiError(problem);
  const secrets = [params.clientSecret, params.code];
  const transport = createTransport({
    baseUrl: params.baseUrl,
    originParams: {}, // the OAuth paths are unversioned (service.md › Versioning)
    secrets,
    timeoutMs: params.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    retry: { ...DEFAULT_RETRY, limit: 0 },
    fetch: params.fetch,
    context: 'token',
  });
  const form = new URLSearchParams({
    client_id: params.clientId,
    client_secret: params.clientSecret,
    code: params.code,
    redirect_uri: params.redirectUri,
    grant_type: 'authorization_code',
  });
  const sent = await transport.send(API_PATHS.accessToken, { method: 'POST', form });
  const body = parseJsonText(sent.text, sent);
  // service.md shows the grant bare; accept it inside the usual envelope too.
  const enveloped = z.object({ response: z.object({ access_token: z.unknown() }).loose() }).safeParse(body);
  return parseWith(tokenGrantSchema, enveloped.success ? enveloped.data.response : body, sent);
}
