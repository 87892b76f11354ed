/**
 * What every API call must carry (conventions.md › Every call): a well-formed `v`, a credential
 * that resolves to an account, quota left, and no other account's id in the path.
 */
import type { MiddlewareHandler } from 'hono';
import { ERROR_CODES, RATE_LIMIT_HEADERS } from '../../lib/api/catalog';
import { ApiError } from '../core/api-error';
import type { RateLimiter } from '../state/rate-limiter';
import type { World } from '../state/world';
import type { AppEnv } from './app-env';

const VERSION = /^(\d{4})(\d{2})(\d{2})$/;

function validVersion(v: string | undefined): boolean {
  const parts = v?.match(VERSION);
  if (!parts) return false;
  const date = new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])));
  return date.getUTCDate() === Number(parts[3]) && date.getUTCMonth() === Number(parts[2]) - 1;
}

export function apiGuard(world: World, limiter: RateLimiter): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    world.tick();
    const now = world.clock.now();
    c.set('rate', limiter.untouched(now));
    const v = c.req.query('v');
    if (!validVersion(v))
      throw new ApiError(
        400,
        ERROR_CODES.missingValue,
        'Parameter v (the API version date, YYYYMMDD) is missing or malformed.',
      );

    const token = c.req.query('access_token');
    const key = c.req.query('api_key');
    let accountId: string | undefined;
    if (token) {
      accountId = world.credentials.accountForToken(token);
      if (!accountId)
        throw new ApiError(
          401,
          ERROR_CODES.unknownAccessToken,
          'The access token is unknown or has been revoked.',
        );
    } else if (key) {
      accountId = world.credentials.accountForApiKey(key);
      if (!accountId) throw new ApiError(401, ERROR_CODES.unknownApiKey, 'The API key is not valid.');
    } else
      throw new ApiError(400, ERROR_CODES.missingValue, 'A credential is required: api_key or access_token.');

    const rate = limiter.consume(token ?? key ?? '', now);
    c.set('rate', rate);
    if (!rate.allowed)
      throw new ApiError(429, ERROR_CODES.quotaExceeded, 'Request quota exceeded for this hour.', {
        'Retry-After': String(rate.retryAfter),
      });

    const account = world.accounts.get(accountId);
    if (!account) throw new ApiError(401, ERROR_CODES.unknownApiKey, 'The credential has no account.');
    // service.md › Endpoints: `me` is the credential's account; naming another account is not allowed.
    const named = new URL(c.req.url).pathname.match(/^\/v2\/accounts\/([^/]+)/)?.[1];
    if (named !== undefined && named !== 'me' && decodeURIComponent(named) !== account.id)
      throw new ApiError(
        403,
        ERROR_CODES.notAllowed,
        'This credential is not allowed to act for that account.',
      );
    c.set('account', account);
    await next();
  };
}

/** Puts the quota headers on every API response, failures included. */
export const rateHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const rate = c.get('rate');
  if (!rate) return;
  c.res.headers.set(RATE_LIMIT_HEADERS.limit, String(rate.limit));
  c.res.headers.set(RATE_LIMIT_HEADERS.remaining, String(rate.remaining));
  c.res.headers.set(RATE_LIMIT_HEADERS.reset, String(rate.reset));
};
