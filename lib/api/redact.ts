/**
 * Keeps credentials out of anything that may be printed (DESIGN.md › Security model: redact
 * `access_token` and `api_key` from every URL that is printed). `client_secret` is the app API key
 * and `code` the one-time authorization code of service.md › Authentication: both are secrets too.
 */

/** Query (or fragment) parameters whose values are credentials. */
export const SECRET_PARAMS = ['access_token', 'api_key', 'client_secret', 'code'] as const;

export const REDACTED = 'REDACTED';

// A parameter counts only at the start of a query or fragment member, so `zipcode=` is left alone.
const SECRET_PARAM = new RegExp(`([?&#;])(${SECRET_PARAMS.join('|')})=([^&#\\s"'<>]*)`, 'gi');

/**
 * Returns the URL with the values of `access_token`, `api_key`, `client_secret` and `code`
 * replaced by `REDACTED`. Works on relative and malformed URLs too, since it never parses them.
 */
export function redactUrl(url: string | URL): string {
  return String(url).replace(
    SECRET_PARAM,
    (_match, lead: string, name: string) => `${lead}${name}=${REDACTED}`,
  );
}

/**
 * Redacts secret parameters anywhere in a text (an error message may quote a URL) and every
 * literal occurrence of the given secret values, raw or URL-encoded.
 */
export function redactText(text: string, secrets: readonly string[] = []): string {
  let out = redactUrl(text);
  for (const secret of secrets) {
    // Very short values would blank out ordinary words; real keys and tokens are long.
    if (secret.length < 4) continue;
    for (const form of new Set([secret, encodeURIComponent(secret)])) out = out.split(form).join(REDACTED);
  }
  return out;
}
