import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBroker } from '@/broker/app';
import { configFromEnv } from '@/broker/config';
import { type RunningEmulator, startEmulator } from '@/emulator/index';

const EXTENSION_ORIGIN = 'chrome-extension://ndmnoaedffkkeamoghhfimmkgjnmpeai';
const REDIRECT_URI = 'https://ndmnoaedffkkeamoghhfimmkgjnmpeai.chromiumapp.org/';
const FIREFOX_REDIRECT_URI = 'https://9a8ae2082dfdbf87edf9d9dfd5697d7c80401b9e.extensions.allizom.org/';

let emulator: RunningEmulator;
let broker: ReturnType<typeof createBroker>;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, locations: 3, reviews: 10 });
  broker = createBroker(
    configFromEnv({
      BROKER_SERVICE_URL: emulator.baseUrl,
      BROKER_CLIENT_ID: emulator.clientId,
      BROKER_CLIENT_SECRET: emulator.clientSecret,
      BROKER_ALLOWED_ORIGINS: `${EXTENSION_ORIGIN}, moz-extension://*`,
      BROKER_REDIRECT_URIS: `${REDIRECT_URI}, ${FIREFOX_REDIRECT_URI}`,
      BROKER_RATE_LIMIT: '1000',
    }),
  );
});

afterAll(async () => {
  await emulator?.close();
});

/** Walks the emulator's consent page as a person would: picks an account, clicks Allow. */
async function authorizationCode(redirectUri = REDIRECT_URI, accountIndex = 0): Promise<string> {
  const params = {
    client_id: emulator.clientId,
    redirect_uri: redirectUri,
    state: 's',
    response_type: 'code',
  };
  const page = await fetch(`${emulator.authUrl}/oauth2/authorize?${new URLSearchParams(params)}`);
  const html = await page.text();
  const accounts = [...html.matchAll(/<option value="([^"]+)"/g)].map((match) => match[1]);
  const allowed = await fetch(`${emulator.authUrl}/oauth2/authorize`, {
    method: 'POST',
    body: new URLSearchParams({ ...params, account: accounts[accountIndex], decision: 'allow' }),
    redirect: 'manual',
  });
  const code = new URL(allowed.headers.get('location') ?? '').searchParams.get('code');
  if (!code) throw new Error(`No code in the consent redirect (HTTP ${allowed.status}).`);
  return code;
}

const post = (body: unknown, origin: string | null = EXTENSION_ORIGIN, type = 'application/json') =>
  broker.request('/token', {
    method: 'POST',
    headers: { ...(origin ? { origin } : {}), 'content-type': type },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('token broker against the emulator', () => {
  it('exchanges a real code for a grant that works on the service', async () => {
    const code = await authorizationCode();
    const response = await post({ code, redirectUri: REDIRECT_URI });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(EXTENSION_ORIGIN);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const grant = (await response.json()) as {
      access_token: string;
      accountName: string;
      appSpecificAccountId: string;
    };
    expect(grant.accountName).not.toBe('');
    expect(grant.appSpecificAccountId).not.toBe('');
    const locations = await fetch(
      `${emulator.baseUrl}/v2/accounts/me/locations?v=20170601&access_token=${grant.access_token}`,
    );
    expect(locations.status).toBe(200);
  });

  it('never returns the app key', async () => {
    const response = await post({ code: await authorizationCode(), redirectUri: REDIRECT_URI });
    expect(await response.text()).not.toContain(emulator.clientSecret);
  });

  it('refuses an origin that is not allowed, without spending the code', async () => {
    const code = await authorizationCode();
    for (const origin of ['https://evil.example', 'chrome-extension://someoneelse', null, 'null']) {
      const refused = await post({ code, redirectUri: REDIRECT_URI }, origin);
      expect(refused.status).toBe(403);
      expect(refused.headers.get('access-control-allow-origin')).toBeNull();
      expect(await refused.json()).toMatchObject({ error: 'origin_not_allowed' });
    }
    expect((await post({ code, redirectUri: REDIRECT_URI })).status).toBe(200);
  });

  it('accepts Firefox extension origins through a pattern', async () => {
    const code = await authorizationCode();
    const response = await post(
      { code, redirectUri: REDIRECT_URI },
      'moz-extension://0b5e7a4c-1d2e-4f3a-9b8c-7d6e5f4a3b2c',
    );
    expect(response.status).toBe(200);
  });

  it('answers CORS preflights for allowed origins only', async () => {
    const preflight = (origin: string) =>
      broker.request('/token', {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    const ok = await preflight(EXTENSION_ORIGIN);
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe(EXTENSION_ORIGIN);
    expect(ok.headers.get('access-control-allow-methods')).toBe('POST');
    expect(ok.headers.get('access-control-allow-headers')).toBe('content-type');
    const refused = await preflight('https://evil.example');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a code used twice, or with another redirect URI', async () => {
    const code = await authorizationCode();
    expect((await post({ code, redirectUri: REDIRECT_URI })).status).toBe(200);
    const again = await post({ code, redirectUri: REDIRECT_URI });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: 'invalid_grant' });

    // Both are the app's own redirect URIs, but the code was issued for the other one.
    const other = await authorizationCode();
    const mismatch = await post({ code: other, redirectUri: FIREFOX_REDIRECT_URI });
    expect(mismatch.status).toBe(400);
    const body = await mismatch.text();
    expect(body).toContain('invalid_grant');
    expect(body).not.toContain(other);
  });

  it('validates the body', async () => {
    for (const body of [
      {},
      { code: 'c' },
      { code: 'c', redirectUri: 'not a url' },
      { code: '', redirectUri: REDIRECT_URI },
      [],
    ]) {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'invalid_request' });
    }
    expect((await post('code=c', EXTENSION_ORIGIN, 'application/x-www-form-urlencoded')).status).toBe(415);
    expect((await post('{not json')).status).toBe(400);
    expect((await post({ code: 'c'.repeat(5000), redirectUri: REDIRECT_URI })).status).toBe(413);
  });

  it('says so when its own app credentials are wrong', async () => {
    const misconfigured = createBroker({
      serviceUrl: emulator.baseUrl,
      clientId: emulator.clientId,
      clientSecret: 'not-the-key',
      allowedOrigins: [EXTENSION_ORIGIN],
      redirectUris: [REDIRECT_URI],
    });
    const response = await misconfigured.request('/token', {
      method: 'POST',
      headers: { origin: EXTENSION_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ code: await authorizationCode(), redirectUri: REDIRECT_URI }),
    });
    expect(response.status).toBe(502);
    const text = await response.text();
    expect(text).toContain('broker_misconfigured');
    expect(text).not.toContain('not-the-key');
  });

  it('says so when the service cannot be reached', async () => {
    const cut = createBroker({
      serviceUrl: 'http://127.0.0.1:9',
      clientId: 'x',
      clientSecret: 'y',
      allowedOrigins: [EXTENSION_ORIGIN],
      redirectUris: [REDIRECT_URI],
      timeoutMs: 2000,
    });
    const response = await cut.request('/token', {
      method: 'POST',
      headers: { origin: EXTENSION_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'abc', redirectUri: REDIRECT_URI }),
    });
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error: 'service_unreachable' });
  });

  it('answers health checks and nothing else', async () => {
    expect((await broker.request('/health')).status).toBe(200);
    expect((await broker.request('/elsewhere')).status).toBe(404);
    expect(
      (await broker.request('/token', { method: 'GET', headers: { origin: EXTENSION_ORIGIN } })).status,
    ).toBe(405);
  });

  it('names every missing setting', () => {
    expect(() => configFromEnv({ BROKER_SERVICE_URL: 'http://127.0.0.1:1' })).toThrow(
      /BROKER_CLIENT_ID, BROKER_CLIENT_SECRET, BROKER_ALLOWED_ORIGINS, BROKER_REDIRECT_URIS/,
    );
  });
});

describe('only its own redirect URIs', () => {
  it.each([
    'https://evil.example/callback',
    'https://ndmnoaedffkkeamoghhfimmkgjnmpeai.chromiumapp.org/x',
    'https://sub.ndmnoaedffkkeamoghhfimmkgjnmpeai.chromiumapp.org/',
    'https://ndmnoaedffkkeamoghhfimmkgjnmpeai.chromiumapp.org',
    'http://ndmnoaedffkkeamoghhfimmkgjnmpeai.chromiumapp.org/',
    'https://ndmnoaedffkkeamoghhfimmkgjnmpeai.chromiumapp.org.evil.example/',
    'http://127.0.0.1:9999/',
  ])('refuses %s with 400 and a plain message, without spending the code', async (redirectUri) => {
    const code = await authorizationCode();
    const refused = await post({ code, redirectUri });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: 'invalid_request',
      message:
        'This broker finishes sign-ins only for its own app: "redirectUri" is not one of its registered redirect URIs.',
    });
    expect((await post({ code, redirectUri: REDIRECT_URI })).status).toBe(200);
  });

  it('takes only exact https redirect URIs in its configuration', () => {
    const env = {
      BROKER_SERVICE_URL: 'http://127.0.0.1:1',
      BROKER_CLIENT_ID: 'c',
      BROKER_CLIENT_SECRET: 's',
      BROKER_ALLOWED_ORIGINS: EXTENSION_ORIGIN,
    };
    expect(() => configFromEnv({ ...env, BROKER_REDIRECT_URIS: 'https://*.chromiumapp.org/' })).toThrow(
      /BROKER_REDIRECT_URIS: "https:\/\/\*\.chromiumapp\.org\/" must be an exact address/,
    );
    expect(() => configFromEnv({ ...env, BROKER_REDIRECT_URIS: 'http://x.example/' })).toThrow(/https:\/\//);
    expect(() => configFromEnv({ ...env, BROKER_REDIRECT_URIS: 'chromiumapp.org' })).toThrow(/absolute URI/);
    expect(
      configFromEnv({ ...env, BROKER_REDIRECT_URIS: ` ${REDIRECT_URI} ,${FIREFOX_REDIRECT_URI}` }),
    ).toMatchObject({
      redirectUris: [REDIRECT_URI, FIREFOX_REDIRECT_URI],
    });
    expect(() =>
      configFromEnv({ ...env, BROKER_REDIRECT_URIS: REDIRECT_URI, BROKER_RATE_LIMIT: '0' }),
    ).toThrow(/BROKER_RATE_LIMIT/);
  });
});

describe('rate limit per client address', () => {
  /** One POST over real loopback HTTP, sent from `localAddress` (any 127.x address is this machine). */
  const postFrom = (url: string, localAddress: string) =>
    new Promise<{ status: number; retryAfter: string | undefined; body: string }>((resolve, reject) => {
      const body = JSON.stringify({ code: 'not-a-real-code', redirectUri: 'https://evil.example/' });
      const req = httpRequest(
        url,
        {
          method: 'POST',
          localAddress,
          headers: { origin: EXTENSION_ORIGIN, 'content-type': 'application/json' },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk) => {
            text += chunk;
          });
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              retryAfter: res.headers['retry-after'] as string,
              body: text,
            }),
          );
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  it('answers 429 with Retry-After once an address has used its budget, other addresses unaffected', async () => {
    let now = 1_000_000;
    const limited = createBroker({
      serviceUrl: emulator.baseUrl,
      clientId: emulator.clientId,
      clientSecret: emulator.clientSecret,
      allowedOrigins: [EXTENSION_ORIGIN],
      redirectUris: [REDIRECT_URI],
      rateLimit: { limit: 3, windowMs: 60_000 },
      now: () => now,
    });
    const server = serve({ fetch: limited.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/token`;
    try {
      for (let i = 0; i < 3; i++) expect((await postFrom(url, '127.0.0.1')).status).toBe(400);
      now += 15_000;
      const refused = await postFrom(url, '127.0.0.1');
      expect(refused.status).toBe(429);
      expect(refused.retryAfter).toBe('45');
      expect(JSON.parse(refused.body)).toEqual({
        error: 'rate_limited',
        message: 'Too many sign-in requests from this address; try again in 45 seconds.',
      });
      // Another client has its own budget.
      expect((await postFrom(url, '127.0.0.2')).status).toBe(400);
      // The window over, the first one may try again.
      now += 45_000;
      expect((await postFrom(url, '127.0.0.1')).status).toBe(400);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('only its own host (DNS rebinding)', () => {
  /** One GET over real loopback HTTP with `host` in the Host header, as a rebinding page's browser sends it. */
  const getAs = (url: string, host: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(url, { headers: { host, origin: EXTENSION_ORIGIN } }, (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      req.on('error', reject);
      req.end();
    });

  it('refuses a foreign Host with 421 and answers its configured public host', async () => {
    const served = createBroker(
      configFromEnv({
        BROKER_SERVICE_URL: emulator.baseUrl,
        BROKER_CLIENT_ID: emulator.clientId,
        BROKER_CLIENT_SECRET: emulator.clientSecret,
        BROKER_ALLOWED_ORIGINS: EXTENSION_ORIGIN,
        BROKER_REDIRECT_URIS: REDIRECT_URI,
        BROKER_PUBLIC_HOST: 'broker.example.com',
      }),
    );
    const server = serve({ fetch: served.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const host of ['evil.example', `evil.example:${new URL(base).port}`, '127.0.0.1.evil.example']) {
        const refused = await getAs(`${base}/health`, host);
        expect(refused.status).toBe(421);
        expect(JSON.parse(refused.body)).toEqual({
          error: 'host_not_allowed',
          message:
            'This broker answers only requests addressed to its own host; its operator sets it in BROKER_PUBLIC_HOST.',
        });
      }
      expect((await getAs(`${base}/health`, 'broker.example.com')).status).toBe(200);
      expect((await getAs(`${base}/health`, 'BROKER.example.com:443')).status).toBe(200);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('answers loopback names only when no public host is configured, as it listens by default', async () => {
    const request = (host: string) => broker.request(`http://${host}/health`);
    expect((await request('evil.example')).status).toBe(421);
    for (const host of ['127.0.0.1:8787', 'localhost', '[::1]:8787'])
      expect((await request(host)).status).toBe(200);
  });

  it('takes only host names in its configuration', () => {
    expect(() =>
      configFromEnv({
        BROKER_SERVICE_URL: 'http://127.0.0.1:1',
        BROKER_CLIENT_ID: 'c',
        BROKER_CLIENT_SECRET: 's',
        BROKER_ALLOWED_ORIGINS: EXTENSION_ORIGIN,
        BROKER_REDIRECT_URIS: REDIRECT_URI,
        BROKER_PUBLIC_HOST: 'https://broker.example.com/',
      }),
    ).toThrow(/BROKER_PUBLIC_HOST: "https:\/\/broker.example.com\/" is not a host name/);
  });
});
