/**
 * Applies the fault settings to matching requests. `hold` keeps a request waiting until the test
 * releases it, then `latencyMs` delays it. `statuses` answer instead of the handler (no
 * write happens); `malformed` and `drift` run the handler and then corrupt its answer;
 * `dropAfterCommit` runs the handler and then answers with a status from `statuses`, or drops the
 * connection when none is given.
 */
import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../core/api-error';
import { failure } from '../core/envelope';
import type { FaultState } from '../state/fault-state';
import type { AppEnv } from './app-env';
import { driftBody } from './schema-drift';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const injected = (status: number) =>
  failure([
    { code: status === 429 ? 42 : status, type: 'FATAL_ERROR', message: `Injected fault: HTTP ${status}.` },
  ]);

export function faultInjector(faults: FaultState): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!faults.config?.paths.test(new URL(c.req.url).pathname)) return next();
    if (faults.config.hold) await faults.hold(c.req.raw.signal);
    // Released, the request meets the settings of now (a DELETE releases it with none).
    const config = faults.config;
    if (!config) return next();
    if (config.latencyMs > 0) await sleep(config.latencyMs);
    if (!faults.strikes()) return next();

    if (config.dropAfterCommit) {
      await next();
      const status = faults.pickStatus();
      if (status !== undefined) {
        c.res = c.json(injected(status), status as 503);
        return;
      }
      c.set('dropped', true);
      c.env.incoming.socket.destroy();
      return;
    }
    if (config.malformed) {
      await next();
      const text = await c.res.clone().text();
      // Cut the body in the middle: what a proxy or a crashed worker leaves behind.
      c.res = new Response(text.slice(0, Math.max(1, Math.floor(text.length / 2))), {
        status: c.res.status,
        headers: c.res.headers,
      });
      return;
    }
    if (config.drift) {
      await next();
      if (c.res.status >= 300) return;
      const body = (await c.res.clone().json()) as unknown;
      c.res = new Response(JSON.stringify(driftBody(body)), { status: c.res.status, headers: c.res.headers });
      return;
    }
    const status = faults.pickStatus() ?? 503;
    throw new ApiError(
      status,
      status === 429 ? 42 : status,
      `Injected fault: HTTP ${status}.`,
      status === 429 ? { 'Retry-After': '1' } : {},
    );
  };
}
