import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, exchangeCode, redactText, redactUrl } from '../../../../lib/api';
import {
  ACCESS_TOKEN,
  type Answer,
  API_KEY,
  BASE_URL,
  FAST_RETRY,
  failed,
  fakeFetch,
  ok,
} from './fake-fetch';

/** Every way an error can reach a log, a message to the UI, or storage. */
function printedForms(error: unknown): string[] {
  const e = error as ApiError & { cause?: Error };
  return [
    String(e),
    e.message,
    e.stack ?? '',
    e.url ?? '',
    JSON.stringify(e),
    JSON.stringify(e.errors ?? []),
    String(e.cause ?? ''),
    e.cause?.stack ?? '',
    inspect(e, { depth: 10, showHidden: true }),
  ];
}

function expectNoSecret(error: unknown, secrets: string[]) {
  expect(error).toBeInstanceOf(Error);
  for (const form of printedForms(error))
    for (const secret of secrets) {
      expect(form).not.toContain(secret);
      expect(form).not.toContain(encodeURIComponent(secret));
    }
}

describe('redactUrl', () => {
  it('replaces the values of access_token, api_key, client_secret and code', () => {
    expect(redactUrl(`https://x.test/a?v=20170601&access_token=${ACCESS_TOKEN}&limit=5`)).toBe(
      'https://x.test/a?v=20170601&access_token=REDACTED&limit=5',
    );
    expect(redactUrl(`https://x.test/a?api_key=${API_KEY}`)).toBe('https://x.test/a?api_key=REDACTED');
    expect(redactUrl('https://x.test/cb?code=abc123&state=s1')).toBe(
      'https://x.test/cb?code=REDACTED&state=s1',
    );
    expect(redactUrl('/t?client_secret=s3cr3t#access_token=t0k')).toBe(
      '/t?client_secret=REDACTED#access_token=REDACTED',
    );
    expect(redactUrl(new URL(`https://x.test/?ACCESS_TOKEN=${ACCESS_TOKEN}`))).toBe(
      'https://x.test/?ACCESS_TOKEN=REDACTED',
    );
  });

  it("replaces a report link's token, the file name that is its credential, in a URL or a message", () => {
    expect(redactUrl('https://x.test/downloads/reports/77/9f2c4e1a7b.csv')).toBe(
      'https://x.test/downloads/reports/77/REDACTED.csv',
    );
    expect(
      redactText('The report at https://x.test/downloads/reports/77/9f2c4e1a7b.csv failed (HTTP 500).'),
    ).toBe('The report at https://x.test/downloads/reports/77/REDACTED.csv failed (HTTP 500).');
    // Other paths keep their file names.
    expect(redactUrl('https://x.test/files/77/summary.csv')).toBe('https://x.test/files/77/summary.csv');
  });

  it('leaves look-alike parameters and other values alone', () => {
    const url = 'https://x.test/a?zipcode=62701&postal_code=1&error_code=5&state=abc';
    expect(redactUrl(url)).toBe(url);
  });

  it('redactText also removes literal secret values, raw or URL-encoded', () => {
    const secret = 'a+b/c=d-secret';
    expect(redactText(`token ${secret} and ${encodeURIComponent(secret)}`, [secret])).toBe(
      'token REDACTED and REDACTED',
    );
  });
});

describe('no credential in any error (docs/security.md)', () => {
  const cases: [string, Answer[]][] = [
    ['401', [failed(401, [{ code: 25, message: 'Unknown access token' }])]],
    ['429', [failed(429, [{ code: 42, message: 'Quota exceeded' }], { 'Retry-After': '9999' })]],
    [
      '500 page echoing the URL',
      [new Response(`<h1>Error</h1><p>GET /x?access_token=${ACCESS_TOKEN}</p>`, { status: 500 })],
    ],
    [
      'service message echoing the token',
      [failed(400, [{ code: 21, message: `Bad token ${ACCESS_TOKEN}` }])],
    ],
    [
      'network error quoting the URL',
      [
        new TypeError(`Failed to fetch ${BASE_URL}/v2?access_token=${ACCESS_TOKEN}`, {
          cause: new Error(`socket for ${ACCESS_TOKEN}`),
        }),
      ],
    ],
    ['malformed body', [ok({ count: 'x' })]],
    ['non-JSON body', [new Response(`oops ${ACCESS_TOKEN}`, { status: 200 })]],
  ];

  for (const [name, answers] of cases)
    it(`${name}: message, url, stack, cause and JSON are clean`, async () => {
      const fake = fakeFetch(answers);
      const api = createApiClient({
        baseUrl: BASE_URL,
        credential: { accessToken: ACCESS_TOKEN },
        fetch: fake.fetch,
        retry: { ...FAST_RETRY, limit: 0 },
      });
      const error = await api.reviews.list().catch((e: unknown) => e);
      expect(fake.requests[0]?.url.searchParams.get('access_token')).toBe(ACCESS_TOKEN); // it was sent…
      expectNoSecret(error, [ACCESS_TOKEN]); // …and is never shown
      expect((error as ApiError).url).toContain('access_token=REDACTED');
    });

  it('timeout: clean too', async () => {
    const never: Answer = (_request, signal) =>
      new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(signal.reason)));
    const fake = fakeFetch([never]);
    const api = createApiClient({
      baseUrl: BASE_URL,
      credential: { apiKey: API_KEY },
      fetch: fake.fetch,
      timeoutMs: 10,
    });
    const error = await api.analytics.maxDates().catch((e: unknown) => e);
    expect((error as Error).name).toBe('TimeoutError');
    expectNoSecret(error, [API_KEY]);
  });

  it('code exchange: neither the code nor the client secret appear', async () => {
    const code = 'auth-code-5e6f7a8b9c';
    const clientSecret = 'app-secret-1a2b3c4d5e';
    const fake = fakeFetch([
      new Response(
        JSON.stringify({ error: 'invalid_grant', error_description: `Code ${code} was already used` }),
        { status: 400 },
      ),
      new TypeError(`fetch failed for client_secret=${clientSecret}`),
    ]);
    const params = {
      baseUrl: BASE_URL,
      clientId: 'app',
      clientSecret,
      code,
      redirectUri: 'https://ext.example/cb',
      fetch: fake.fetch,
    };
    const refused = await exchangeCode(params).catch((e: unknown) => e);
    expect((refused as Error).name).toBe('AuthError');
    expect((refused as Error).message).toContain('Code REDACTED was already used');
    expectNoSecret(refused, [code, clientSecret]);
    expectNoSecret(await exchangeCode(params).catch((e: unknown) => e), [code, clientSecret]);
  });
});

describe('URL redaction alone, with no secret value known', () => {
  const token = 'tok-9f8e7d6c5b4a';
  const key = 'key-0a1b2c3d4e5f';
  const forms = [
    `https://api.example/v2/accounts/me/reviews?v=20170601&access_token=${token}&limit=5`,
    `https://api.example/v2/x?api_key=${key}`,
    `http://127.0.0.1:4010/downloads/r.csv#access_token=${token}`,
    // A URL carried, encoded, inside another one's query (a redirect target, a `next=`).
    `https://auth.example/back?next=${encodeURIComponent(`https://api.example/v2/x?access_token=${token}&api_key=${key}`)}`,
  ];

  it.each(forms)('redactText removes the credential from %s', (url) => {
    const text = redactText(`GET ${url} failed`);
    expect(text).not.toContain(token);
    expect(text).not.toContain(key);
    expect(text).toContain('REDACTED');
  });

  it('an error built without secrets shows no credential in any printed form', () => {
    for (const url of forms) {
      const error = new ApiError(`Could not load ${url}`, {
        url,
        errors: [{ code: 21, type: 'FATAL_ERROR', message: `bad request ${url}` }],
      });
      expectNoSecret(error, [token, key]);
    }
  });
});
