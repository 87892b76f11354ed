/**
 * A request that carries a credential never follows a redirect (docs/security.md). Two
 * real loopback servers: the first answers every request with a redirect to the second, and the
 * second records whatever reaches it. It must receive nothing, for a service call (the token in
 * the query), the code exchange (client secret and code in the body), the extension's exchange
 * through a token broker, and the broker's own call to the token endpoint.
 */
import '../unit/i18n-setup';
import 'fake-indexeddb/auto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createBroker } from '@/broker/app';
import { createApiClient, exchangeCode, RedirectError } from '@/lib/api';
import { exchangeForGrant } from '@/lib/auth/code-exchange';
import type { AppError } from '@/lib/errors/app-error';
import { toErrorData } from '@/lib/errors/error-data';
import { storeAppKey } from '@/lib/settings/app-key';
import type { ConnectionSettings } from '@/lib/settings/connection-settings';
import { english } from '../unit/i18n-setup';

const TOKEN = 'access-token-0f1e2d3c4b5a6978';
const SECRET = 'client-secret-8a7b6c5d4e3f2a1b';
const CODE = 'auth-code-11223344556677';
const REDIRECT_URI = 'https://ndmnoaedffkkeamoghhfimmkgjnmpeai.chromiumapp.org/';

interface Received {
  method: string;
  url: string;
  body: string;
}

let redirector: Server;
let elsewhere: Server;
let redirectorUrl: string;
let elsewhereUrl: string;
/** What the redirecting server answers. */
let status = 301;
const received: Received[] = [];

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

beforeAll(async () => {
  elsewhere = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', body });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ access_token: 'stolen', appSpecificAccountId: 'x', accountName: 'x' }));
    });
  });
  elsewhereUrl = await listen(elsewhere);
  // Redirects keeping path and query, as a moved service (or a hostile one) would.
  redirector = createServer((request, response) => {
    request.resume();
    response.writeHead(status, { location: `${elsewhereUrl}${request.url ?? '/'}` });
    response.end();
  });
  redirectorUrl = await listen(redirector);
});

afterEach(() => {
  received.length = 0;
});

afterAll(async () => {
  await Promise.all([close(redirector), close(elsewhere)]);
});

describe('credentials never follow a redirect', () => {
  it.each([301, 302, 303, 307, 308])(
    'a service call answered %i stops there, token unsent',
    async (answer) => {
      status = answer;
      const api = createApiClient({
        baseUrl: redirectorUrl,
        credential: { accessToken: TOKEN },
        retry: { limit: 0 },
      });
      const error = await api.locations.list().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RedirectError);
      const redirect = error as RedirectError;
      expect(redirect.message).toContain(`${redirectorUrl} answered with a redirect to ${elsewhereUrl}`);
      expect(redirect.message).toMatch(/never sends a credential/);
      expect(JSON.stringify(redirect)).not.toContain(TOKEN);
      // What the extension shows for it.
      expect(toErrorData(error).message).toBe(english('errors.redirected'));
      expect(english('errors.redirected')).toMatch(/^The service answered with a redirect/);
      expect(received).toEqual([]);
    },
  );

  it.each([307, 308])(
    'the code exchange answered %i re-posts neither the secret nor the code',
    async (answer) => {
      status = answer;
      const error = await exchangeCode({
        baseUrl: redirectorUrl,
        clientId: 'client-1',
        clientSecret: SECRET,
        code: CODE,
        redirectUri: REDIRECT_URI,
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RedirectError);
      const printed = `${String(error)} ${JSON.stringify(error)}`;
      expect(printed).not.toContain(SECRET);
      expect(printed).not.toContain(CODE);
      expect(received).toEqual([]);
    },
  );

  const settings = (overrides: Partial<ConnectionSettings>): ConnectionSettings => ({
    serviceUrl: redirectorUrl,
    authUrl: 'http://localhost:1',
    clientId: 'client-1',
    exchange: 'appKey',
    brokerUrl: '',
    hasAppKey: true,
    ...overrides,
  });

  it("the extension's exchange with the app key says what happened", async () => {
    status = 307;
    await storeAppKey(SECRET);
    const error = (await exchangeForGrant({
      settings: settings({}),
      code: CODE,
      redirectUri: REDIRECT_URI,
    }).catch((e: unknown) => e)) as AppError;
    expect(error).toMatchObject({ kind: 'exchangeFailed', message: expect.stringMatching(/redirect/) });
    expect(error.message).toBe(
      fakeBrowser.i18n.getMessage('auth_exchangeRedirected', [new URL(redirectorUrl).host]),
    );
    expect(received).toEqual([]);
  });

  it("the extension's call to a token broker does not carry the code elsewhere", async () => {
    status = 307;
    const brokerUrl = `${redirectorUrl}/token`;
    const error = (await exchangeForGrant({
      settings: settings({ exchange: 'broker', brokerUrl }),
      code: CODE,
      redirectUri: REDIRECT_URI,
    }).catch((e: unknown) => e)) as AppError;
    expect(error).toMatchObject({ kind: 'exchangeFailed', message: expect.stringMatching(/redirect/) });
    expect(error.message).toBe(
      fakeBrowser.i18n.getMessage('auth_brokerRedirected', [new URL(brokerUrl).host]),
    );
    expect(received).toEqual([]);
  });

  it("the broker's call to the token endpoint does not re-post its client secret", async () => {
    status = 308;
    const origin = 'chrome-extension://ndmnoaedffkkeamoghhfimmkgjnmpeai';
    const broker = createBroker({
      serviceUrl: redirectorUrl,
      clientId: 'client-1',
      clientSecret: SECRET,
      allowedOrigins: [origin],
      redirectUris: [REDIRECT_URI],
    });
    const response = await broker.request('/token', {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ code: CODE, redirectUri: REDIRECT_URI }),
    });
    expect(response.status).toBe(502);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ error: 'service_redirected' });
    expect(text).not.toContain(SECRET);
    expect(received).toEqual([]);
  });
});
