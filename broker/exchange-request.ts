/**
 * The broker's one request: `{ code, redirectUri }` as JSON. Validated strictly, since it is the
 * only input an outsider controls.
 */

export interface ExchangeRequest {
  code: string;
  redirectUri: string;
}

export const MAX_BODY_BYTES = 4096;

export function parseExchangeRequest(
  body: unknown,
): { ok: true; value: ExchangeRequest } | { ok: false; message: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, message: 'The body must be a JSON object { "code": …, "redirectUri": … }.' };
  const { code, redirectUri } = body as Record<string, unknown>;
  if (typeof code !== 'string' || code.trim() === '' || code.length > 1024 || /\s/.test(code))
    return { ok: false, message: '"code" must be the authorization code from the sign-in redirect.' };
  if (typeof redirectUri !== 'string' || redirectUri.length > 2048)
    return { ok: false, message: '"redirectUri" must be the redirect URI used in the sign-in request.' };
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    return { ok: false, message: '"redirectUri" must be an absolute URI.' };
  }
  // service.md › Authentication: an absolute URI; the identity API's redirect URIs are https.
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { ok: false, message: '"redirectUri" must be an http(s) URI.' };
  return { ok: true, value: { code, redirectUri } };
}
