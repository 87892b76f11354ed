/**
 * redirect_uri rules of service.md › Authentication: absolute, http(s), host equal to a registered
 * redirect domain or a subdomain of one; parameters appended with `?` or `&` as the URI requires.
 */

export function redirectProblem(raw: string | undefined, domains: string[]): string | undefined {
  if (!raw) return 'redirect_uri is missing.';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'redirect_uri must be an absolute URI, including the protocol.';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'redirect_uri must use http or https.';
  const host = url.hostname.toLowerCase();
  if (!domains.some((d) => host === d || host.endsWith(`.${d}`)))
    return `redirect_uri's domain (${host}) is not one of the app's OAuth redirect domains.`;
  return undefined;
}

/** Appends parameters, keeping any fragment last. */
export function appendParams(uri: string, params: Record<string, string | undefined>): string {
  const hashAt = uri.indexOf('#');
  const base = hashAt === -1 ? uri : uri.slice(0, hashAt);
  const fragment = hashAt === -1 ? '' : uri.slice(hashAt);
  const query = Object.entries(params)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
  const joiner = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${joiner}${query}${fragment}`;
}
