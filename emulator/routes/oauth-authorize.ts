/**
 * `GET|POST {auth_url}/oauth2/authorize` (service.md › Authentication): the consent page, and its
 * form that answers the app by redirect. A bad client or redirect URI gets an error page and never
 * a redirect, so the page cannot be used to bounce people to an unregistered site.
 */
import type { Hono } from 'hono';
import type { KnownOAuthError } from '../../lib/api/catalog';
import type { AppContext, AppEnv } from '../middleware/app-env';
import { isAuthHost } from '../middleware/host-split';
import type { World } from '../state/world';
import { consentPage, errorPage } from '../views/consent-page';
import { PAGE_HEADERS } from '../views/html';
import { appendParams, redirectProblem } from './oauth-redirect';

type Params = Record<string, string | undefined>;

function check(world: World, c: AppContext, p: Params): Response | undefined {
  const app = world.credentials.app;
  if (!isAuthHost(c.req.header('host')))
    return c.body(
      errorPage('Wrong address', 'The sign-in page is served on the sign-in host, not the API host.'),
      404,
      PAGE_HEADERS,
    );
  if (!p.client_id)
    return c.body(errorPage('Missing application', 'client_id is missing.'), 400, PAGE_HEADERS);
  if (p.client_id !== app.clientId)
    return c.body(
      errorPage('Unknown application', 'No application is registered with this client_id.'),
      400,
      PAGE_HEADERS,
    );
  const problem = redirectProblem(p.redirect_uri, app.redirectDomains);
  if (problem) return c.body(errorPage('Invalid redirect address', problem), 400, PAGE_HEADERS);
  if (p.response_type !== 'code')
    return c.redirect(
      appendParams(p.redirect_uri ?? '', {
        error: 'unsupported_response_type' satisfies KnownOAuthError,
        error_description: 'Only the response type "code" is supported.',
        state: p.state,
      }),
      302,
    );
  return undefined;
}

export function oauthAuthorizeRoutes(app: Hono<AppEnv>, world: World): void {
  app.get('/oauth2/authorize', (c) => {
    const p = c.req.query();
    const refused = check(world, c, p);
    if (refused) return refused;
    const html = consentPage({
      appName: world.credentials.app.name,
      userName: world.users[0],
      accounts: world.customers,
      returnHost: new URL(p.redirect_uri ?? '').host,
      params: {
        client_id: p.client_id ?? '',
        redirect_uri: p.redirect_uri ?? '',
        state: p.state ?? '',
        response_type: p.response_type ?? '',
      },
    });
    return c.body(html, 200, PAGE_HEADERS);
  });

  app.post('/oauth2/authorize', async (c) => {
    const form = await c.req.parseBody();
    const p: Params = {};
    for (const [k, v] of Object.entries(form)) if (typeof v === 'string') p[k] = v;
    const refused = check(world, c, p);
    if (refused) return refused;
    const redirectUri = p.redirect_uri ?? '';
    const state = p.state === '' ? undefined : p.state;
    if (p.decision !== 'allow')
      return c.redirect(
        appendParams(redirectUri, {
          error: 'access_denied' satisfies KnownOAuthError,
          error_description: 'The user did not authorize the application.',
          state,
        }),
        302,
      );
    const account = world.customers.find((a) => a.id === p.account);
    if (!account)
      return c.body(
        errorPage('Choose an account', 'Pick one of your accounts to connect.'),
        400,
        PAGE_HEADERS,
      );
    const code = world.credentials.issueCode(p.client_id ?? '', redirectUri, account.id, world.clock.now());
    return c.redirect(appendParams(redirectUri, { code, state }), 302);
  });
}
