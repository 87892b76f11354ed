/**
 * Registers the service's endpoints under `/v2/accounts/:accountId` and answers what matches none
 * of them: 405 when the path exists with another method, 404 code 7 otherwise
 * (conventions.md › Every call).
 */
import type { Handler, Hono } from 'hono';
import { ERROR_CODES } from '../../lib/api/catalog';
import { ApiError } from '../core/api-error';
import type { AppEnv } from '../middleware/app-env';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export class ApiRouter {
  private readonly patterns: { method: Method; regex: RegExp }[] = [];

  constructor(private readonly app: Hono<AppEnv>) {}

  /** `path` is relative to `/v2/accounts/:accountId`. */
  on(method: Method, path: string, handler: Handler<AppEnv>): this {
    const full = `/v2/accounts/:accountId${path}`;
    this.app.on(method, full, handler);
    this.patterns.push({ method, regex: new RegExp(`^${full.replace(/:[A-Za-z]+/g, '[^/]+')}$`) });
    return this;
  }

  /** Call after every `on`: the fallback for unmatched API requests. */
  finish(): void {
    this.app.all('/v2/*', (c) => {
      const path = new URL(c.req.url).pathname;
      const allowed = this.patterns.filter((p) => p.regex.test(path)).map((p) => p.method);
      if (allowed.length)
        throw new ApiError(
          405,
          ERROR_CODES.unknownPath,
          `Method ${c.req.method} is not allowed here; use ${allowed.join(' or ')}.`,
          {
            Allow: allowed.join(', '),
          },
        );
      throw new ApiError(404, ERROR_CODES.unknownPath, `Unknown path: ${path}.`);
    });
  }
}
