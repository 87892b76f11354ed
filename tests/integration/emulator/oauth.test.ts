import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../lib/api/catalog';
import { codes, ME, read, useEmulator } from './support';

const ctx = useEmulator({ locations: 4 });
const REDIRECT = 'https://abcdefghijklmnop.chromiumapp.org/callback';

function authorizeUrl(params: Record<string, string>): string {
  const { emu } = ctx.client;
  const query = new URLSearchParams({
    client_id: emu.clientId,
    redirect_uri: REDIRECT,
    response_type: 'code',
    state: 's1',
    ...params,
  });
  return `${emu.authUrl}/oauth2/authorize?${query}`;
}

/** Submits the consent form as a browser would, without following the redirect. */
async function decide(decision: 'allow' | 'deny', params: Record<string, string> = {}, account?: string) {
  const page = await fetch(authorizeUrl(params));
  const html = await page.text();
  const form = new URLSearchParams();
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    form.set(
      name,
      value
        .replaceAll('&amp;', '&')
        .replaceAll('&quot;', '"')
        .replaceAll('&lt;', '<')
        .replaceAll('&gt;', '>')
        .replaceAll('&#39;', "'"),
    );
  form.set('account', account ?? html.match(/<option value="([^"]+)"/)?.[1] ?? '');
  form.set('decision', decision);
  const response = await fetch(`${ctx.client.emu.authUrl}/oauth2/authorize`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  return {
    status: response.status,
    location: new URL(response.headers.get('location') ?? 'about:blank'),
    html,
  };
}

async function exchange(fields: Record<string, string>) {
  const { emu } = ctx.client;
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    client_id: emu.clientId,
    client_secret: emu.clientSecret,
    redirect_uri: REDIRECT,
    ...fields,
  });
  return read(await fetch(`${emu.baseUrl}/oauth2/accesstoken`, { method: 'POST', body }));
}

describe('GET {authUrl}/oauth2/authorize', () => {
  it('renders a consent page: app name, an Account chooser, a form with Allow and Deny, escaped values', async () => {
    const page = await fetch(authorizeUrl({ state: '"><script>alert(1)</script>' }));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('Review Desk');
    expect(html).toMatch(/<form method="post" action="\/oauth2\/authorize">/);
    expect(html).toMatch(/<label for="account">Account<\/label>\s*<select id="account" name="account">/);
    expect(html.match(/<option /g)).toHaveLength(3);
    expect(html).toMatch(/<button[^>]*>Allow<\/button>/);
    expect(html).toMatch(/<button[^>]*>Deny<\/button>/);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('shows an error page, never a redirect, for a bad client or redirect_uri', async () => {
    const cases: Record<string, string>[] = [
      { client_id: 'someone-else' },
      { client_id: '' },
      { redirect_uri: 'https://evil.example/callback' },
      { redirect_uri: 'https://chromiumapp.org.evil.example/cb' },
      { redirect_uri: '/relative/callback' },
      { redirect_uri: 'javascript:alert(1)//chromiumapp.org' },
    ];
    for (const params of cases) {
      const response = await fetch(authorizeUrl(params), { redirect: 'manual' });
      expect(response.status, JSON.stringify(params)).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      expect(await response.text()).toContain('Nothing was shared');
    }
  });

  it('accepts the registered redirect domains and their subdomains', async () => {
    for (const uri of [
      'https://x.chromiumapp.org/',
      'https://y.extensions.allizom.org/cb',
      'http://localhost:9999/cb',
      'http://127.0.0.1/cb',
    ]) {
      const response = await fetch(authorizeUrl({ redirect_uri: uri }), { redirect: 'manual' });
      expect(response.status, uri).toBe(200);
    }
  });

  it('redirects with error=unsupported_response_type for a response_type other than code', async () => {
    const response = await fetch(authorizeUrl({ response_type: 'token', state: 'abc' }), {
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
    expect(location.searchParams.get('error')).toBe('unsupported_response_type');
    expect(location.searchParams.get('error_description')).toBeTruthy();
    expect(location.searchParams.get('state')).toBe('abc');
  });
});

describe('the consent form', () => {
  it('Allow redirects with code and state joined by ? or & as the URI needs', async () => {
    const plain = await decide('allow', { state: 'st/ate' });
    expect(plain.status).toBe(302);
    expect(plain.location.href.startsWith(`${REDIRECT}?code=`)).toBe(true);
    expect(plain.location.searchParams.get('state')).toBe('st/ate');
    const withQuery = await decide('allow', { redirect_uri: `${REDIRECT}?from=popup` });
    expect(withQuery.location.href.startsWith(`${REDIRECT}?from=popup&code=`)).toBe(true);
    expect(withQuery.location.searchParams.get('from')).toBe('popup');
  });

  it('Deny redirects with error=access_denied, a description and the state', async () => {
    const denied = await decide('deny', { state: 'xyz' });
    expect(denied.status).toBe(302);
    expect(denied.location.searchParams.get('error')).toBe('access_denied');
    expect(denied.location.searchParams.get('error_description')).toBeTruthy();
    expect(denied.location.searchParams.get('state')).toBe('xyz');
    expect(denied.location.searchParams.has('code')).toBe(false);
  });
});

describe('POST {baseUrl}/oauth2/accesstoken', () => {
  it('exchanges a code once for a grant whose token resolves me to the chosen account', async () => {
    const first = await decide('allow');
    const accounts = [...first.html.matchAll(/<option value="([^"]+)">([^<]+) \(/g)].map((m) => ({
      id: m[1],
      name: m[2],
    }));
    const chosen = accounts[2];
    const { location } = await decide('allow', {}, chosen.id);
    const grant = await exchange({ code: location.searchParams.get('code') ?? '' });
    expect(grant.status).toBe(200);
    expect(grant.body).toEqual({
      access_token: expect.any(String),
      appSpecificAccountId: expect.any(String),
      accountName: chosen.name,
    });
    const token = grant.body.access_token;
    const locations = await ctx.client.get(`${ME}/locations`, { auth: { access_token: token } });
    expect(locations.status).toBe(200);
    expect(
      locations.body.response.locations.every((l: { accountId: string }) => l.accountId === chosen.id),
    ).toBe(true);
    const primary = await ctx.client.get(`${ME}/locations`);
    expect(primary.body.response.locations[0].accountId).not.toBe(chosen.id);

    const reused = await exchange({ code: location.searchParams.get('code') ?? '' });
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe('invalid_grant');
    expect(codes(reused)).toEqual([ERROR_CODES.badParameter]);
  });

  it('refuses a wrong secret, another redirect_uri, an expired code and a JSON body', async () => {
    const code = async () => (await decide('allow')).location.searchParams.get('code') ?? '';
    const secret = await exchange({ code: await code(), client_secret: 'wrong' });
    expect([secret.status, secret.body.error, codes(secret)]).toEqual([
      401,
      'invalid_client',
      [ERROR_CODES.unknownApiKey],
    ]);
    const redirect = await exchange({ code: await code(), redirect_uri: `${REDIRECT}?x=1` });
    expect([redirect.status, redirect.body.error]).toEqual([400, 'invalid_grant']);
    const late = await code();
    await ctx.client.advance(10 * 60_000);
    const expired = await exchange({ code: late });
    expect([expired.status, expired.body.error]).toEqual([400, 'invalid_grant']);
    const grantType = await exchange({ code: await code(), grant_type: 'password' });
    expect(grantType.body.error).toBe('unsupported_grant_type');
    const { emu } = ctx.client;
    const json = await read(
      await fetch(`${emu.baseUrl}/oauth2/accesstoken`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ code: await code() }),
      }),
    );
    expect([json.status, json.body.error]).toEqual([400, 'invalid_request']);
  });

  it('lets the admin API revoke a token, which then fails with 401 code 25', async () => {
    const { location } = await decide('allow');
    const grant = await exchange({ code: location.searchParams.get('code') ?? '' });
    const token = grant.body.access_token;
    expect((await ctx.client.get(`${ME}/locations`, { auth: { access_token: token } })).status).toBe(200);
    const revoked = await ctx.client.admin('POST', '/tokens/revoke', { accessToken: token });
    expect(revoked.body).toEqual({ revoked: 1 });
    const after = await ctx.client.get(`${ME}/locations`, { auth: { access_token: token } });
    expect([after.status, codes(after)]).toEqual([401, [ERROR_CODES.unknownAccessToken]]);
  });
});
