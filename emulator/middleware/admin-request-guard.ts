/**
 * The admin API changes the running emulator (faults, clock, tokens), so a web page must not reach
 * it. A page can send a "simple" cross-site POST (`text/plain`, no preflight) to loopback; two
 * checks stop it:
 * - a request that may carry a body (POST, PUT, PATCH) must say `Content-Type: application/json`,
 *   which a page can only send after a CORS preflight that the emulator never grants;
 * - an `Origin`, when sent, must be loopback (`http://127.0.0.1:*`, `http://localhost:*`,
 *   `http://[::1]:*`) or an extension (`chrome-extension://…`, `moz-extension://…`).
 * Node clients (tests, scripts) send no Origin and pass.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

const LOOPBACK_ORIGIN = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?$/i;
const EXTENSION_ORIGIN = /^(chrome-extension|moz-extension):\/\/[a-z0-9-]+$/i;

export function isAllowedAdminOrigin(origin: string): boolean {
  return LOOPBACK_ORIGIN.test(origin) || EXTENSION_ORIGIN.test(origin);
}

// An empty POST can change state too (`POST /tokens/revoke` revokes every token).
const WRITES = new Set(['POST', 'PUT', 'PATCH']);

function carriesBody(method: string, headers: (name: string) => string | undefined): boolean {
  if (WRITES.has(method)) return true;
  const length = headers('content-length');
  return (length !== undefined && length !== '0') || headers('transfer-encoding') !== undefined;
}

export const adminRequestGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  const origin = c.req.header('origin');
  if (origin !== undefined && !isAllowedAdminOrigin(origin))
    return c.json(
      {
        error:
          'The emulator admin API refuses requests from web pages; call it from this machine (no Origin) or from the extension.',
      },
      403,
    );
  const type = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (carriesBody(c.req.method, (name) => c.req.header(name)) && type !== 'application/json')
    return c.json(
      { error: 'Send admin requests that carry a body with Content-Type: application/json.' },
      415,
    );
  await next();
};
