/**
 * Records every request to the service (not the admin API) once it has been answered.
 */
import type { MiddlewareHandler } from 'hono';
import type { Clock } from '../core/clock';
import { type RequestLog, redactPath, redactQuery } from '../state/request-log';
import type { AppEnv } from './app-env';

export function requestLogger(
  log: RequestLog,
  clock: Clock,
  print?: (line: string) => void,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const url = new URL(c.req.url);
    const dropped = c.get('dropped') === true;
    const entry = {
      method: c.req.method,
      path: redactPath(url.pathname),
      query: redactQuery(url.searchParams),
      status: dropped ? 0 : c.res.status,
      ...(dropped ? { dropped } : {}),
      time: new Date(clock.now()).toISOString(),
      durationMs: Math.round((performance.now() - started) * 100) / 100,
    };
    log.add(entry);
    print?.(`${entry.method} ${entry.path} ${dropped ? 'dropped' : entry.status} ${entry.durationMs}ms`);
  };
}
