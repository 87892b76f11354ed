import { describe, expect, it } from 'vitest';
import { ERROR_CODES, LIMITS } from '../../../lib/api/catalog';
import { codes, ME, useEmulator } from './support';

const ctx = useEmulator();

describe('every API call', () => {
  it('wraps success in the envelope with a fresh uuid per response', async () => {
    const a = await ctx.client.get(`${ME}/locations`);
    const b = await ctx.client.get(`${ME}/locations`);
    expect(a.status).toBe(200);
    expect(a.body.meta.errors).toEqual([]);
    expect(a.body.meta.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.body.meta.uuid).not.toBe(b.body.meta.uuid);
    expect(a.headers.get('content-type')).toContain('application/json');
  });

  it.each([
    ['missing', false],
    ['malformed', '2017-06-01'],
    ['not a date', '20171341'],
  ] as const)('refuses a %s v with 400 code 22 and an empty response', async (_, version) => {
    const reply = await ctx.client.get(`${ME}/locations`, { version });
    expect(reply.status).toBe(400);
    expect(codes(reply)).toEqual([ERROR_CODES.missingValue]);
    expect(reply.body.response).toEqual({});
    expect(reply.body.meta.errors[0]).toMatchObject({ type: 'FATAL_ERROR', message: expect.any(String) });
  });

  it('needs a credential (400 code 22), knows its keys (401 code 1) and tokens (401 code 25)', async () => {
    const none = await ctx.client.get(`${ME}/locations`, { auth: false });
    expect([none.status, codes(none)]).toEqual([400, [ERROR_CODES.missingValue]]);
    const key = await ctx.client.get(`${ME}/locations`, { auth: { api_key: 'not-a-key' } });
    expect([key.status, codes(key)]).toEqual([401, [ERROR_CODES.unknownApiKey]]);
    const token = await ctx.client.get(`${ME}/locations`, { auth: { access_token: 'not-a-token' } });
    expect([token.status, codes(token)]).toEqual([401, [ERROR_CODES.unknownAccessToken]]);
  });

  it('resolves me to the key’s account and accepts that account’s own id in the path', async () => {
    const me = await ctx.client.get(`${ME}/locations`);
    const accountId = me.body.response.locations[0].accountId;
    const byId = await ctx.client.get(`/v2/accounts/${accountId}/locations`);
    expect(byId.status).toBe(200);
    expect(byId.body.response).toEqual(me.body.response);
  });

  it('refuses another account id in the path with 403 code 4', async () => {
    const reply = await ctx.client.get('/v2/accounts/999999/locations');
    expect([reply.status, codes(reply)]).toEqual([403, [ERROR_CODES.notAllowed]]);
    expect(reply.body.response).toEqual({});
  });

  it('answers an unknown path with 404 code 7 and a wrong method with 405', async () => {
    const unknown = await ctx.client.get(`${ME}/nothing-here`);
    expect([unknown.status, codes(unknown)]).toEqual([404, [ERROR_CODES.unknownPath]]);
    const outside = await ctx.client.get('/v3/whatever');
    expect([outside.status, codes(outside)]).toEqual([404, [ERROR_CODES.unknownPath]]);
    const method = await ctx.client.call('DELETE', `${ME}/reviews`);
    expect(method.status).toBe(405);
    expect(method.headers.get('allow')).toBe('GET');
    expect(method.body.response).toEqual({});
  });

  it('puts the quota headers on every API response, errors included', async () => {
    const ok = await ctx.client.get(`${ME}/locations`);
    const limit = Number(ok.headers.get('rate-limit-limit'));
    const remaining = Number(ok.headers.get('rate-limit-remaining'));
    const reset = Number(ok.headers.get('rate-limit-reset'));
    expect(limit).toBe(LIMITS.requestsPerHour);
    expect(remaining).toBeLessThan(limit);
    expect(reset % 3600).toBe(0);
    expect(reset * 1000).toBeGreaterThan(Date.now());
    const notFound = await ctx.client.get(`${ME}/nothing-here`);
    expect(Number(notFound.headers.get('rate-limit-remaining'))).toBe(remaining - 1);
    const badV = await ctx.client.get(`${ME}/locations`, { version: false });
    expect(badV.headers.get('rate-limit-limit')).toBe(String(LIMITS.requestsPerHour));
  });

  it('serves the API on the API host only, and the sign-in page on the other host', async () => {
    const { emu } = ctx.client;
    const onAuthHost = await fetch(ctx.client.url(`${ME}/locations`).replace(emu.baseUrl, emu.authUrl));
    expect(onAuthHost.status).toBe(404);
    const page = await fetch(`${emu.baseUrl}/oauth2/authorize?client_id=${emu.clientId}`);
    expect(page.status).toBe(404);
  });

  it('listens on loopback IPv4 and on localhost', async () => {
    const { emu } = ctx.client;
    expect(emu.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(emu.authUrl).toMatch(/^http:\/\/localhost:\d+$/);
    expect(new URL(emu.authUrl).port).toBe(new URL(emu.baseUrl).port);
    const viaLocalhost = await fetch(
      `${emu.authUrl}/oauth2/authorize?client_id=${emu.clientId}&response_type=code&redirect_uri=https%3A%2F%2Fx.chromiumapp.org%2F`,
    );
    expect(viaLocalhost.status).toBe(200);
    // localhost may resolve to ::1 (Chromium often does): the same port answers there too.
    const viaV6 = await fetch(ctx.client.url(`${ME}/locations`).replace('127.0.0.1', '[::1]'));
    expect(viaV6.status).toBe(200);
  });
});
