/**
 * The emulator refuses cross-site requests and foreign Host headers (emulator/README.md › Who may
 * call it). Sent with node:http, which lets a test set `Host` and `Origin` as a browser would: a
 * web page's cross-site "simple" POST, a DNS-rebinding page, the extension, the consent page.
 */
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { API_VERSION } from '../../../lib/api/catalog';
import { ME, useEmulator } from './support';

const ctx = useEmulator({ locations: 2, reviews: 20 });

interface RawInit {
  host?: string;
  origin?: string;
  contentType?: string;
  body?: string;
  /** Connect to this loopback address. @default '127.0.0.1' */
  address?: string;
}

const port = () => Number(new URL(ctx.client.emu.baseUrl).port);

/** One request with exactly these headers; resolves to the status and the body text. */
function raw(method: string, path: string, init: RawInit = {}): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = { host: init.host ?? `127.0.0.1:${port()}` };
  if (init.origin !== undefined) headers.origin = init.origin;
  if (init.contentType !== undefined) headers['content-type'] = init.contentType;
  if (init.body !== undefined) headers['content-length'] = String(Buffer.byteLength(init.body));
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: init.address ?? '127.0.0.1', port: port(), method, path, headers, setHost: false },
      (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

const faultsNow = async () => (await ctx.client.admin('GET', '/faults')).body.faults;
const FAULTS = JSON.stringify({ statuses: [503] });
const apiPath = `${ME}/locations?v=${API_VERSION}`;
const withKey = () => `${apiPath}&api_key=${ctx.client.emu.apiKey}`;

describe('admin API: no cross-site requests', () => {
  it("refuses a web page's text/plain POST to /faults, and the faults stay unset", async () => {
    const refused = await raw('POST', '/__emulator/faults', {
      origin: 'https://evil.example',
      contentType: 'text/plain;charset=UTF-8',
      body: FAULTS,
    });
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.text).error).toMatch(/refuses requests from web pages/);
    expect(await faultsNow()).toBeNull();
  });

  it('refuses a body that is not application/json, whoever sends it', async () => {
    for (const contentType of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const refused = await raw('POST', '/__emulator/faults', { contentType, body: FAULTS });
      expect(refused.status).toBe(415);
      expect(JSON.parse(refused.text).error).toMatch(/Content-Type: application\/json/);
    }
    // An empty POST changes state too: it must say JSON as well.
    expect((await raw('POST', '/__emulator/tokens/revoke')).status).toBe(415);
    expect(await faultsNow()).toBeNull();
  });

  it.each([
    'https://evil.example',
    'null',
    'http://127.0.0.1.evil.example',
    'http://localhost.evil.example:8080',
    'https://localhost:8080',
    'http://192.168.1.10:8080',
    'chrome-extension://abc/../evil',
  ])('refuses Origin %s even with a JSON body', async (origin) => {
    const refused = await raw('POST', '/__emulator/faults', {
      origin,
      contentType: 'application/json',
      body: FAULTS,
    });
    expect(refused.status).toBe(403);
    expect(await faultsNow()).toBeNull();
  });

  it.each([
    undefined,
    'http://127.0.0.1:5173',
    'http://localhost:4010',
    'http://[::1]:8080',
    'chrome-extension://ndmnoaedffkkeamoghhfimmkgjnmpeai',
    'moz-extension://0b5e7a4c-1d2e-4f3a-9b8c-7d6e5f4a3b2c',
  ])('accepts Origin %s with a JSON body', async (origin) => {
    const set = await raw('POST', '/__emulator/faults', {
      origin,
      contentType: 'application/json; charset=utf-8',
      body: FAULTS,
    });
    expect(set.status).toBe(200);
    expect(await faultsNow()).not.toBeNull();
    const cleared = await raw('DELETE', '/__emulator/faults', { origin });
    expect(cleared.status).toBe(200);
    expect(await faultsNow()).toBeNull();
  });
});

describe('every path: loopback Host on the emulator port only', () => {
  it.each([
    ['the API', 'GET', (): string => withKey()],
    ['the consent page', 'GET', (): string => '/oauth2/authorize?client_id=x'],
    ['the token endpoint', 'POST', (): string => '/oauth2/accesstoken'],
    ['the admin API', 'GET', (): string => '/__emulator/faults'],
  ] as const)('%s refuses a DNS-rebinding Host', async (_name, method, path) => {
    for (const host of [
      `evil.example:${port()}`,
      'evil.example',
      `127.0.0.1:${port() + 1}`,
      `127.0.0.1.nip.io:${port()}`,
    ]) {
      const refused = await raw(method, path(), { host });
      expect(refused.status).toBe(421);
      expect(JSON.parse(refused.text).error).toMatch(
        /only requests addressed to 127\.0\.0\.1, localhost or \[::1\]/,
      );
    }
  });

  it('a rebinding page learns nothing and changes nothing through the admin API', async () => {
    const refused = await raw('POST', '/__emulator/faults', {
      host: `evil.example:${port()}`,
      origin: `http://evil.example:${port()}`,
      contentType: 'application/json',
      body: FAULTS,
    });
    expect(refused.status).toBe(421);
    expect(await faultsNow()).toBeNull();
  });

  it('answers 127.0.0.1, localhost and [::1] on its port, from the extension too', async () => {
    const api = await raw('GET', withKey(), {
      origin: 'chrome-extension://ndmnoaedffkkeamoghhfimmkgjnmpeai',
    });
    expect(api.status).toBe(200);
    expect(JSON.parse(api.text).response.locations.length).toBeGreaterThan(0);
    expect((await raw('GET', '/__emulator/faults', { host: `localhost:${port()}` })).status).toBe(200);
    const consent = await raw('GET', '/oauth2/authorize?client_id=x', { host: `LOCALHOST:${port()}` });
    expect(consent.status).toBe(400); // the consent page itself, refusing the unknown client
    expect(consent.text).toContain('Unknown application');
    const v6 = await raw('GET', withKey(), { host: `[::1]:${port()}`, address: '::1' }).catch(
      () => undefined,
    );
    // Some machines have no IPv6 loopback; where they do, [::1] is one of the emulator's names.
    if (v6) expect(v6.status).toBe(200);
  });
});

describe('request bodies: bounded in size and depth', () => {
  const reports = () => `${ME}/analytics/reports?v=${API_VERSION}&api_key=${ctx.client.emu.apiKey}`;

  it('a body past 1 MB is refused with 413 before it is read', async () => {
    const body = JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) });
    const answer = await raw('POST', reports(), { contentType: 'application/json', body });
    expect(answer.status).toBe(413);
  });

  it('JSON 200,000 levels deep answers 400 (a bad parameter), not 500', async () => {
    // 400 KB: within the size bound, so the depth is what is tested.
    const body = `{"a":${'['.repeat(200_000)}${']'.repeat(200_000)}}`;
    const service = await fetch(new URL(reports(), ctx.client.emu.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(service.status).toBe(400);
    expect(await service.text()).toMatch(/nests deeper than 64 levels/);
    const admin = await fetch(new URL('/__emulator/faults', ctx.client.emu.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(admin.status).toBe(400);
  });
});

describe('the consent page: no decision posted from another page', () => {
  const REDIRECT = 'https://ndmnoaedffkkeamoghhfimmkgjnmpeai.chromiumapp.org/';
  /** The consent form as the page posts it: Allow, for the first account the page offers. */
  async function allowForm(): Promise<string> {
    const params = {
      client_id: ctx.client.emu.clientId,
      redirect_uri: REDIRECT,
      state: 's',
      response_type: 'code',
    };
    const page = await fetch(`${ctx.client.emu.authUrl}/oauth2/authorize?${new URLSearchParams(params)}`);
    const account = /<option value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
    return new URLSearchParams({ ...params, account, decision: 'allow' }).toString();
  }
  const post = async (headers: Record<string, string>) =>
    fetch(new URL('/oauth2/authorize', ctx.client.emu.authUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: await allowForm(),
      redirect: 'manual',
    });
  const codeOf = (response: Response) =>
    new URL(response.headers.get('location') ?? 'x:').searchParams.get('code');

  it('refuses an Allow a page elsewhere posts, by Sec-Fetch-Site or, without it, by Origin', async () => {
    const elsewhere: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', origin: 'null' },
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site', origin: 'http://127.0.0.1:1' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ];
    for (const headers of elsewhere) {
      const refused = await post(headers);
      expect(refused.status, JSON.stringify(headers)).toBe(403);
      expect(await refused.text()).toBe('A consent can only be given on this page.');
      expect(codeOf(refused)).toBeNull();
    }
  });

  it('takes one from its own page as the identity windows of Chromium and Firefox post it', async () => {
    // Measured in both: the page's no-referrer policy makes the Origin opaque; Sec-Fetch-Site says same-origin.
    const own = await post({ 'sec-fetch-site': 'same-origin', origin: 'null' });
    expect(own.status).toBe(302);
    expect(codeOf(own)).toMatch(/.+/);
    // A browser without Sec-Fetch-Site that names the page's own origin, and a client that is no browser.
    const named = await post({ origin: new URL(ctx.client.emu.authUrl).origin });
    expect(codeOf(named)).toMatch(/.+/);
    expect(codeOf(await post({}))).toMatch(/.+/);
  });
});
