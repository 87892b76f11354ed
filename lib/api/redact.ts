/**
 * Keeps credentials out of anything that may be printed (docs/security.md: redact
 * `access_token` and `api_key` from every URL that is printed). `client_secret` is the app API key
 * and `code` the one-time authorization code of service.md › Authentication: both are secrets too.
 */

/** Query (or fragment) parameters whose values are credentials. */
export const SECRET_PARAMS = ['access_token', 'api_key', 'client_secret', 'code'] as const;

export const REDACTED = 'REDACTED';

// A parameter counts only at the start of a query or fragment member, so `zipcode=` is left alone.
// The separators may be percent-encoded (`%3F`, `%26`, `%23`, `%3D`): a URL carried inside another
// URL's query (a `next=` or redirect target) keeps its credential in that form.
const LEAD = '[?&#;]|%3F|%26|%23|%3B';
const VALUE = `(?:(?!%26|%23)[^&#\\s"'<>])*`;
const SECRET_PARAM = new RegExp(`(${LEAD})(${SECRET_PARAMS.join('|')})(=|%3D)(${VALUE})`, 'gi');

// A finished report's link carries its own token as the file name (service.md › Analytics:
// `/downloads/reports/<id>/<token>.csv`): whoever has the link has the report.
const REPORT_LINK_TOKEN = /(\/downloads\/reports\/[^/\s"'<>?#]+\/)([^/\s"'<>?#]+?)(\.csv)/gi;

/**
 * Returns the URL with the values of `access_token`, `api_key`, `client_secret` and `code`
 * replaced by `REDACTED`, and a report link's token too. Works on relative and malformed URLs,
 * since it never parses them.
 */
export function redactUrl(url: string | URL): string {
  return String(url)
    .replace(
      SECRET_PARAM,
      (_match, lead: string, name: string, equals: string) => `${lead}${name}${equals}${REDACTED}`,
    )
    .replace(
      REPORT_LINK_TOKEN,
      (_match, head: string, _token: string, ext: string) => `${head}${REDACTED}${ext}`,
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
