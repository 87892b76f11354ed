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
    // The decision comes from the consent page itself: a page elsewhere cannot post one for the
    // person (a cross-site form would otherwise approve a consent they never saw). Read first, so
    // the answer never cuts a client off mid-body.
    if (postedElsewhere(c)) return c.text('A consent can only be given on this page.', 403);
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

/**
 * A decision a browser marks as sent from another page than this one. The identity windows of
 * Chromium (launchWebAuthFlow) and Firefox both post the consent form with `Sec-Fetch-Site:
 * same-origin` and `Origin: null` (the page's `Referrer-Policy: no-referrer` makes its origin
 * opaque), measured on Chromium 156 and Firefox 153; a page elsewhere is `cross-site` or
 * `same-site`. So `Sec-Fetch-Site` decides when sent. Without it (an older browser, or no browser),
 * an `Origin` other than the sign-in host's is refused, `null` included: it could be any page.
 */
function postedElsewhere(c: AppContext): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined) return site !== 'same-origin';
  const origin = c.req.header('origin');
  return origin !== undefined && origin !== new URL(c.req.url).origin;
}
