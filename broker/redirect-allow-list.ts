/**
 * The redirect URIs the broker exchanges codes for: exactly its own app's, as registered with the
 * service (`identity.getRedirectURL()` of each browser the extension ships to). A code issued for
 * another redirect URI belongs to someone else's sign-in; the broker must not turn it into a token
 * with its app's secret. Compared as exact strings: no prefix, no pattern, no parent domain.
 */

export function createRedirectCheck(redirectUris: readonly string[]): (redirectUri: string) => boolean {
  const allowed = new Set(redirectUris);
  return (redirectUri) => allowed.has(redirectUri);
}

/** The configuration problem of one listed URI, or `undefined` when it is a usable redirect URI. */
export function redirectUriProblem(uri: string): string | undefined {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return `"${uri}" is not an absolute URI`;
  }
  if (url.protocol !== 'https:') return `"${uri}" must start with https://`;
  if (url.hostname.startsWith('*') || uri.includes('*'))
    return `"${uri}" must be an exact address (no wildcard)`;
  return undefined;
}
