/**
 * Host access for the configured origins. Loopback is granted by the manifest (the emulator needs
 * no prompt); any other origin the background will fetch from — the service and the token broker —
 * is an optional host permission, requested from the Save click because browsers only show the
 * prompt during a user gesture, and given back once nothing uses it (host-access-release.ts). The
 * sign-in page needs none: the browser's identity window loads it.
 */
import { browser } from '#imports';
import { isLoopbackHost } from './loopback-hosts';

/** `https://api.example.com/*` for each non-loopback origin among `urls` (duplicates removed). */
export function originsToRequest(urls: readonly string[]): string[] {
  const patterns = new Set<string>();
  for (const raw of urls) {
    if (!raw) continue;
    try {
      const url = new URL(raw);
      if (!isLoopbackHost(url.hostname)) patterns.add(`${url.protocol}//${url.hostname}/*`);
    } catch {
      // Invalid URLs are reported by validation; nothing to request for them.
    }
  }
  return [...patterns];
}

/**
 * The granted origins to give back: those of the one-host shape `originsToRequest` asks for that
 * no URL in `inUse` needs any more. Required (manifest) origins cannot be removed and broader
 * patterns were not asked for here, so both are left alone.
 */
export function originsToRelease(
  granted: readonly string[],
  inUse: readonly string[],
  required: readonly string[],
): string[] {
  const needed = new Set(originsToRequest(inUse));
  return granted.filter(
    (origin) => ONE_HOST.test(origin) && !required.includes(origin) && !needed.has(origin),
  );
}

/** `https://api.example.com/*`: a scheme, one host without wildcards, any path. */
const ONE_HOST = /^https?:\/\/[^/*]+\/\*$/;

/**
 * Asks for the given origins. Must be called synchronously from the click handler (before any
 * `await`), or the browser refuses for want of a user gesture. Resolves true when nothing is needed.
 */
export function requestHostAccess(origins: string[]): Promise<boolean> {
  if (origins.length === 0) return Promise.resolve(true);
  return browser.permissions.request({ origins });
}

/** Whether the background may already reach these origins (for a warning when it may not). */
export async function hasHostAccess(origins: string[]): Promise<boolean> {
  if (origins.length === 0) return true;
  return browser.permissions.contains({ origins });
}
