/**
 * A per-client request budget: each remote address may make `limit` requests per `windowMs`
 * (a fixed window). A code exchange costs the service one sign-in; this keeps one client from
 * spending the app's quota or probing for codes. In memory: a broker with several instances
 * limits per instance, which still bounds each client.
 */

export interface RateLimitConfig {
  /** Requests one address may make per window. @default 10 */
  limit: number;
  /** @default 60000 */
  windowMs: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitConfig = { limit: 10, windowMs: 60_000 };

/** Windows kept at most; past that, ended windows are dropped first, then the oldest. */
const MAX_CLIENTS = 10_000;

export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export function createClientRateLimit(
  config: RateLimitConfig,
  now: () => number = Date.now,
): (client: string) => RateVerdict {
  const windows = new Map<string, { start: number; count: number }>();

  function prune(at: number): void {
    for (const [client, window] of windows) if (at - window.start >= config.windowMs) windows.delete(client);
    while (windows.size >= MAX_CLIENTS) windows.delete(windows.keys().next().value as string);
  }

  return (client) => {
    const at = now();
    let window = windows.get(client);
    if (!window || at - window.start >= config.windowMs) {
      if (!window && windows.size >= MAX_CLIENTS) prune(at);
      window = { start: at, count: 0 };
      windows.set(client, window);
    }
    window.count++;
    if (window.count <= config.limit) return { allowed: true };
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((window.start + config.windowMs - at) / 1000)),
    };
  };
}
