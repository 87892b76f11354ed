/**
 * `POST {base_url}/oauth2/accesstoken` (service.md › OAuth, › Authentication step 4–5): a form
 * body; a one-time, short-lived code; the same redirect_uri as the authorize request. Success is
 * the plain token grant. Failures carry both the service envelope and the OAuth `error` members,
 * so either kind of client can read them.
 */
import type { Hono } from 'hono';
import { ERROR_CODES } from '../../lib/api/catalog';
import { failure } from '../core/envelope';
import type { AppContext, AppEnv } from '../middleware/app-env';
import type { World } from '../state/world';

function refuse(c: AppContext, status: 400 | 401, code: number, error: string, description: string) {
  return c.json(
    {
      ...failure([{ code, type: 'FATAL_ERROR', message: description }]),
      error,
      error_description: description,
    },
    status,
    { 'Cache-Control': 'no-store' },
  );
}

export function oauthTokenRoutes(app: Hono<AppEnv>, world: World): void {
  app.post('/oauth2/accesstoken', async (c) => {
    const type = c.req.header('content-type') ?? '';
    const form =
      type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')
        ? await c.req.parseBody()
        : {};
    const field = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
    const missing = ['grant_type', 'client_id', 'client_secret', 'code', 'redirect_uri'].filter(
      (n) => !field(n),
    );
    if (missing.length)
      return refuse(
        c,
        400,
        ERROR_CODES.missingValue,
        'invalid_request',
        `Missing form fields: ${missing.join(', ')} (application/x-www-form-urlencoded).`,
      );
    if (field('grant_type') !== 'authorization_code')
      return refuse(
        c,
        400,
        ERROR_CODES.badParameter,
        'unsupported_grant_type',
        'grant_type must be authorization_code.',
      );
    const registered = world.credentials.app;
    if (field('client_id') !== registered.clientId || field('client_secret') !== registered.clientSecret)
      return refuse(
        c,
        401,
        ERROR_CODES.unknownApiKey,
        'invalid_client',
        'Unknown client_id or wrong client_secret.',
      );
    const result = world.credentials.redeemCode(
      field('code'),
      field('client_id'),
      field('redirect_uri'),
      world.clock.now(),
    );
    if ('problem' in result) return refuse(c, 400, ERROR_CODES.badParameter, 'invalid_grant', result.problem);
    const account = world.accounts.get(result.accountId);
    return c.json(
      {
        access_token: world.credentials.issueToken(registered.clientId, result.accountId),
        appSpecificAccountId: world.credentials.appSpecificAccountId(result.accountId),
        accountName: account?.name ?? '',
      },
      200,
      { 'Cache-Control': 'no-store' },
    );
  });
}
