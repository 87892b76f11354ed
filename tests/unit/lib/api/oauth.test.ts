import { describe, expect, it } from 'vitest';
import { buildAuthorizeUrl, exchangeCode, parseAuthRedirect, SchemaError } from '../../../../lib/api';
import { BASE_URL, fakeFetch, ok } from './fake-fetch';

const grant = { access_token: 'tok-abcdef123456', appSpecificAccountId: '8899', accountName: 'Acme Bakery' };
const params = {
  baseUrl: BASE_URL,
  clientId: 'app-1',
  clientSecret: 'app-secret-1a2b3c4d5e',
  code: 'auth-code-5e6f7a8b9c',
  redirectUri: 'https://abc.chromiumapp.org/cb?x=1',
};

describe('buildAuthorizeUrl (service.md › Authentication, step 1)', () => {
  it('puts client_id, the encoded redirect_uri, state and response_type=code on {auth_url}/oauth2/authorize', () => {
    const url = buildAuthorizeUrl({
      authUrl: 'https://auth.example.test/',
      clientId: 'app-1',
      redirectUri: params.redirectUri,
      state: 's-1',
    });
    expect(url).toBe(
      'https://auth.example.test/oauth2/authorize?client_id=app-1&redirect_uri=https%3A%2F%2Fabc.chromiumapp.org%2Fcb%3Fx%3D1&state=s-1&response_type=code',
    );
  });
});

describe('parseAuthRedirect (steps 3 and 6)', () => {
  it('reads code and state, joined with ? or &', () => {
    expect(parseAuthRedirect('https://abc.chromiumapp.org/cb?code=c1&state=s1')).toEqual({
      code: 'c1',
      state: 's1',
    });
    expect(parseAuthRedirect('https://abc.chromiumapp.org/cb?x=1&code=c1&state=s1')).toEqual({
      code: 'c1',
      state: 's1',
    });
  });

  it('reads an error with its description and state', () => {
    expect(
      parseAuthRedirect('https://a.test/cb?error=access_denied&error_description=The+user+said+no&state=s1'),
    ).toEqual({
      error: 'access_denied',
      errorDescription: 'The user said no',
      state: 's1',
    });
    expect(parseAuthRedirect('https://a.test/cb?error=unsupported_response_type')).toEqual({
      error: 'unsupported_response_type',
    });
  });

  it('never throws: neither code nor error, or no URL at all, read as invalid_request', () => {
    expect(parseAuthRedirect('https://a.test/cb?state=s1')).toMatchObject({
      error: 'invalid_request',
      state: 's1',
    });
    expect(parseAuthRedirect('not a url')).toMatchObject({ error: 'invalid_request' });
  });
});

describe('exchangeCode (step 4)', () => {
  it('POSTs the form to {base_url}/oauth2/accesstoken, unversioned, and returns the grant', async () => {
    const fake = fakeFetch([
      new Response(JSON.stringify(grant), { headers: { 'content-type': 'application/json' } }),
    ]);
    expect(await exchangeCode({ ...params, fetch: fake.fetch })).toEqual(grant);
    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url.href).toBe(`${BASE_URL}/oauth2/accesstoken`);
    expect(request?.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      client_id: 'app-1',
      client_secret: params.clientSecret,
      code: params.code,
      redirect_uri: params.redirectUri,
      grant_type: 'authorization_code',
    });
  });

  it('accepts the grant inside the usual envelope too', async () => {
    const fake = fakeFetch([ok(grant)]);
    expect(await exchangeCode({ ...params, fetch: fake.fetch })).toEqual(grant);
  });

  it('a grant without a token is a SchemaError; a failed exchange is not retried', async () => {
    const fake = fakeFetch([
      new Response(JSON.stringify({ accountName: 'x' })),
      new Response('', { status: 503 }),
    ]);
    await expect(exchangeCode({ ...params, fetch: fake.fetch })).rejects.toBeInstanceOf(SchemaError);
    await expect(exchangeCode({ ...params, fetch: fake.fetch })).rejects.toMatchObject({ status: 503 });
    expect(fake.requests).toHaveLength(2);
  });

  it('refuses to send the secret over plain http off localhost', async () => {
    const fake = fakeFetch([]);
    await expect(
      exchangeCode({ ...params, baseUrl: 'http://api.example.test', fetch: fake.fetch }),
    ).rejects.toThrow(/https/);
    expect(fake.requests).toHaveLength(0);
  });
});
