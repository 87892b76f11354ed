/**
 * Builds request URLs. The version and the credential go only to the service's own origin
 * (docs/security.md), so a report link on another host never receives the token.
 */

export type QueryValue = string | number | boolean | undefined;
export type QueryParams = Readonly<Record<string, QueryValue>>;

/**
 * `path` under `baseUrl` (which may carry a path prefix of its own), or an absolute URL as is.
 * `query` members that are `undefined` are left out.
 */
export function buildUrl(baseUrl: string, target: string, query: QueryParams = {}): URL {
  const url = /^[a-z][a-z0-9+.-]*:/i.test(target)
    ? new URL(target)
    : new URL(`${baseUrl.replace(/\/+$/, '')}/${target.replace(/^\/+/, '')}`);
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return url;
}

/** Adds `originParams` (version, credential) when `url` is on `baseUrl`'s origin; returns `url`. */
export function withOriginParams(url: URL, baseUrl: string, originParams: QueryParams): URL {
  if (url.origin !== new URL(baseUrl).origin) return url;
  for (const [name, value] of Object.entries(originParams)) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return url;
}

const LOOPBACK_HOST = /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/**
 * A base URL a credential may be sent to: `https:`, or `http:` on the loopback host where the
 * emulator runs (docs/security.md). Returns the problem, or `undefined` when fine.
 */
export function serviceUrlProblem(baseUrl: string): string | undefined {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    return `The service URL "${baseUrl}" is not a valid address; enter it as https://host/…`;
  }
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:' && LOOPBACK_HOST.test(url.hostname)) return undefined;
  return `The service URL must start with https:// (plain http:// is allowed only for localhost), so that credentials travel encrypted; "${url.origin}" does not.`;
}
