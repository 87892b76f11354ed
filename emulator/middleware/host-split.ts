/**
 * The sign-in host and the API host are different domains on the real platform (service.md ›
 * OAuth: "the domain differs from the API domain"). The emulator serves both on one port and
 * tells them apart by the Host header: `localhost` is the sign-in host, anything else the API.
 */
import type { MiddlewareHandler } from 'hono';
import { ERROR_CODES } from '../../lib/api/catalog';
import { ApiError } from '../core/api-error';
import type { AppEnv } from './app-env';

export const AUTH_HOSTNAME = 'localhost';

export const isAuthHost = (host: string | undefined): boolean =>
  (host ?? '').replace(/:\d+$/, '').toLowerCase() === AUTH_HOSTNAME;

/** Refuses API paths on the sign-in host, so a client mixing the two URLs learns it here. */
export function apiHostOnly(baseUrl: () => string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (isAuthHost(c.req.header('host')))
      throw new ApiError(
        404,
        ERROR_CODES.unknownPath,
        `This is the sign-in host; the API is at ${baseUrl()}.`,
      );
    await next();
  };
}
