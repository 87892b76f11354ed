/**
 * Every request must name the emulator by a loopback name on its own port: `127.0.0.1:PORT`,
 * `localhost:PORT` or `[::1]:PORT` (docs/security.md). A DNS-rebinding page
 * (`evil.example` re-pointed at 127.0.0.1) reaches the server through the browser with its own
 * name in `Host`, and is refused here before it can read the API, the consent page or the admin
 * API.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

const LOOPBACK_NAMES = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Whether `host` (a `Host` header) is a loopback name on `port` (any port when it is not known yet). */
export function isLoopbackHost(host: string | undefined, port: number | undefined): boolean {
  if (!host) return false;
  let url: URL;
  try {
    url = new URL(`http://${host}`);
  } catch {
    return false;
  }
  // Anything beyond host[:port] (a user part, a path) is not a Host header.
  if (url.host !== host.toLowerCase()) return false;
  if (!LOOPBACK_NAMES.has(url.hostname)) return false;
  return port === undefined || Number(url.port || 80) === port;
}

export function loopbackHostOnly(port: () => number | undefined): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const expected = port();
    if (isLoopbackHost(c.req.header('host'), expected)) return next();
    const where = expected === undefined ? '' : ` on port ${expected}`;
    return c.json(
      {
        error: `The emulator answers only requests addressed to 127.0.0.1, localhost or [::1]${where}; use its baseUrl or authUrl.`,
      },
      421,
    );
  };
}
