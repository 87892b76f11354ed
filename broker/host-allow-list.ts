/**
 * Which `Host` the broker answers to. A DNS-rebinding page (`evil.example` re-pointed at the
 * broker's address) reaches it through the person's browser with its own name in `Host`; naming
 * the broker's public host and answering nothing else keeps such a page from using it, as the
 * emulator does (emulator/middleware/loopback-host.ts).
 */

/** What the broker answers to when no public host is configured: loopback names, as it listens by default. */
export const LOOPBACK_HOSTS: readonly string[] = ['127.0.0.1', 'localhost', '[::1]'];

/** A host as `URL` reads it (lower case, default port dropped), or undefined if it is not one. */
function parseHost(value: string): URL | undefined {
  try {
    const url = new URL(`http://${value.trim()}`);
    // Anything beyond host[:port] (a user part, a path) is not a host.
    return url.host === value.trim().toLowerCase().replace(/:80$/, '') ? url : undefined;
  } catch {
    return undefined;
  }
}

/** Why `value` cannot be a public host entry (`name` or `name:port`), or undefined when it can. */
export function publicHostProblem(value: string): string | undefined {
  return parseHost(value) ? undefined : `"${value}" is not a host name (give name or name:port, no scheme)`;
}

/**
 * A check of a request's host against `allowed`: an entry without a port takes the name on any
 * port, one with a port takes that port only.
 */
export function createHostCheck(allowed: readonly string[]): (host: string | undefined) => boolean {
  const entries = allowed.map((entry) => ({ url: parseHost(entry), portGiven: /:\d+$/.test(entry.trim()) }));
  return (host) => {
    const url = host ? parseHost(host) : undefined;
    if (!url) return false;
    return entries.some(
      (entry) =>
        entry.url !== undefined &&
        entry.url.hostname === url.hostname &&
        (!entry.portGiven || entry.url.port === url.port),
    );
  };
}
