/**
 * Runs the token broker on Node: `npm run broker` with BROKER_SERVICE_URL, BROKER_CLIENT_ID,
 * BROKER_CLIENT_SECRET, BROKER_ALLOWED_ORIGINS and BROKER_REDIRECT_URIS (comma-separated),
 * optionally BROKER_PUBLIC_HOST (the host names it is reached at; loopback by default),
 * BROKER_RATE_LIMIT (per client address per minute) and PORT (default 8787) set.
 * Prints one JSON line when ready, `{"event":"ready","url":…}`, and one line per request (method,
 * path, status, origin, time — never a body, header value or query).
 */
import { serve } from '@hono/node-server';
import { createBroker } from './app';
import { BrokerConfigError, configFromEnv } from './config';

function main(): void {
  let config: ReturnType<typeof configFromEnv>;
  try {
    config = configFromEnv(process.env);
  } catch (error) {
    console.error(error instanceof BrokerConfigError ? error.message : 'Invalid broker configuration.');
    process.exit(2);
  }
  const app = createBroker(config);
  const port = Number(process.env.PORT ?? 8787);
  const server = serve(
    {
      // `env` carries Node's socket: the client address the rate limit counts by.
      fetch: async (request, env) => {
        const started = Date.now();
        const response = await app.fetch(request, env);
        const { pathname } = new URL(request.url);
        const origin = request.headers.get('origin') ?? '-';
        console.error(`${request.method} ${pathname} ${response.status} ${origin} ${Date.now() - started}ms`);
        return response;
      },
      port,
      hostname: process.env.HOST ?? '127.0.0.1',
    },
    (info) => {
      console.log(JSON.stringify({ event: 'ready', url: `http://${info.address}:${info.port}/token` }));
    },
  );
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main();
