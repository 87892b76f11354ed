/**
 * The token broker: a tiny stateless server that holds the app key and performs the code exchange
 * (service.md › Authentication, steps 4–5) for the extension, so that no secret ships to users.
 * `createBroker(config)` is a plain Hono app: serve it with Node (broker/cli.ts) or export its
 * `fetch` from any fetch-based edge runtime.
 *
 *   POST /token  { code, redirectUri }  →  200 { access_token, appSpecificAccountId, accountName }
 *   GET  /health                        →  200 { ok: true }
 *
 * Only requests addressed to its public host are answered (421 otherwise: DNS rebinding), only
 * allowed origins get an answer (and CORS headers), only for the app's own redirect URIs, and
 * each client address only so often (429 with Retry-After); the code, token and key are never
 * logged nor echoed.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { exchangeCode } from '../lib/api/oauth';
import { createClientRateLimit, DEFAULT_RATE_LIMIT } from './client-rate-limit';
import type { BrokerConfig } from './config';
import { MAX_BODY_BYTES, parseExchangeRequest } from './exchange-request';
import { createHostCheck, LOOPBACK_HOSTS } from './host-allow-list';
import { createOriginCheck } from './origin-allow-list';
import { createRedirectCheck } from './redirect-allow-list';

/** Node's peer address (`@hono/node-server` passes the request's socket in `env.incoming`). */
function nodePeerAddress(_request: Request, env: unknown): string | undefined {
  return (env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket
    ?.remoteAddress;
}

type Failure =
  | 'host_not_allowed'
  | 'origin_not_allowed'
  | 'invalid_request'
  | 'invalid_grant'
  | 'broker_misconfigured'
  | 'service_unreachable'
  | 'rate_limited'
  | 'service_redirected'
  | 'exchange_failed';

const failure = (error: Failure, message: string) => ({ error, message });

export function createBroker(config: BrokerConfig): Hono {
  const allowed = createOriginCheck(config.allowedOrigins);
  const redirectAllowed = createRedirectCheck(config.redirectUris);
  const spend = createClientRateLimit(config.rateLimit ?? DEFAULT_RATE_LIMIT, config.now);
  const clientAddress = config.clientAddress ?? nodePeerAddress;
  const hostAllowed = createHostCheck(config.publicHosts ?? LOOPBACK_HOSTS);
  const app = new Hono();

  // Before anything else, /health included: a page that rebinds its own name to the broker's
  // address learns nothing from it. Node builds the request URL from Host; an edge runtime from
  // the address it was called by.
  app.use('*', async (c, next) => {
    if (hostAllowed(c.req.header('host') ?? new URL(c.req.url).host)) return next();
    return c.json(
      failure(
        'host_not_allowed',
        'This broker answers only requests addressed to its own host; its operator sets it in BROKER_PUBLIC_HOST.',
      ),
      421,
    );
  });

  app.get('/health', (c) => c.json({ ok: true }));

  app.use('/token', async (c, next) => {
    const origin = c.req.header('origin');
    if (!allowed(origin))
      return c.json(failure('origin_not_allowed', 'This origin may not use the token broker.'), 403);
    c.header('Access-Control-Allow-Origin', origin!);
    c.header('Vary', 'Origin');
    if (c.req.method === 'OPTIONS') {
      c.header('Access-Control-Allow-Methods', 'POST');
      c.header('Access-Control-Allow-Headers', 'content-type');
      c.header('Access-Control-Max-Age', '600');
      return c.body(null, 204);
    }
    await next();
  });

  app.post(
    '/token',
    // After the Origin check, so the extension can read the 429; every POST counts from there,
    // refused ones included, so probing for codes or redirect URIs costs the prober.
    async (c, next) => {
      const verdict = spend(clientAddress(c.req.raw, c.env) ?? 'unknown');
      if (verdict.allowed) return next();
      c.header('Retry-After', String(verdict.retryAfterSeconds));
      return c.json(
        failure(
          'rate_limited',
          `Too many sign-in requests from this address; try again in ${verdict.retryAfterSeconds} seconds.`,
        ),
        429,
      );
    },
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json(failure('invalid_request', 'The request body is too large.'), 413),
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json'))
        return c.json(failure('invalid_request', 'Send the request as application/json.'), 415);
      const body = await c.req.json().catch(() => undefined);
      const parsed = parseExchangeRequest(body);
      if (!parsed.ok) return c.json(failure('invalid_request', parsed.message), 400);
      if (!redirectAllowed(parsed.value.redirectUri))
        return c.json(
          failure(
            'invalid_request',
            'This broker finishes sign-ins only for its own app: "redirectUri" is not one of its registered redirect URIs.',
          ),
          400,
        );
      try {
        const grant = await exchangeCode({
          baseUrl: config.serviceUrl,
          clientId: config.clientId,
          clientSecret: config.clientSecret,
          code: parsed.value.code,
          redirectUri: parsed.value.redirectUri,
          fetch: config.fetch,
          timeoutMs: config.timeoutMs ?? 15_000,
        });
        return c.json(grant, 200);
      } catch (error) {
        const [status, body] = exchangeFailure(error);
        return c.json(body, status);
      }
    },
  );

  app.all('/token', (c) => c.json(failure('invalid_request', 'Use POST.'), 405));
  app.notFound((c) =>
    c.json(failure('invalid_request', 'Unknown path: the broker answers POST /token.'), 404),
  );
  return app;
}

/** Maps the client's error family to an answer that says what went wrong and nothing secret. */
function exchangeFailure(error: unknown): [400 | 502, ReturnType<typeof failure>] {
  const name = error instanceof Error ? error.name : '';
  const status = (error as { status?: number }).status ?? 0;
  // The client secret and the code never follow a redirect (lib/api/no-redirect.ts).
  if (name === 'RedirectError')
    return [
      502,
      failure(
        'service_redirected',
        'The service answered the token request with a redirect, which the broker does not follow with ' +
          'its app credentials; its operator must set BROKER_SERVICE_URL to the exact service address.',
      ),
    ];
  if (name === 'NetworkError' || name === 'TimeoutError')
    return [502, failure('service_unreachable', 'The service could not be reached; try again shortly.')];
  // 401 on the token call: the service refused the broker's own client id or secret.
  if (status === 401)
    return [
      502,
      failure(
        'broker_misconfigured',
        "The service refused the broker's app credentials; its operator must check them.",
      ),
    ];
  if (status === 400)
    return [
      400,
      failure(
        'invalid_grant',
        'The service did not accept the sign-in code (it may be used or expired); sign in again.',
      ),
    ];
  return [
    502,
    failure('exchange_failed', `The service could not complete the exchange (HTTP ${status || '?'}).`),
  ];
}
