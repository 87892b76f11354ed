import '../../i18n-setup';
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { accountsItem, activeAccountIdItem } from '@/lib/accounts/account-items';
import { markNeedsSignIn, readCredential, saveAccount } from '@/lib/accounts/account-registry';
import { consumeState } from '@/lib/auth/oauth-state';
import { signInAndRecord } from '@/lib/auth/sign-in-action';
import { signInStatusItem } from '@/lib/auth/sign-in-status';
import type { AppError } from '@/lib/errors/app-error';
import { storeAppKey } from '@/lib/settings/app-key';
import { connectionSettings } from '@/lib/settings/connection-settings';
import { resetVaultHandles } from '@/lib/vault/token-vault';

const REDIRECT = 'https://ndmnoaedffkkeamoghhfimmkgjnmpeai.chromiumapp.org/';
const SERVICE = 'http://127.0.0.1:4010';
const APP_KEY = 'app-key-0123456789abcdef';
const TOKEN = 'access-token-fedcba9876543210';
const GRANT = { access_token: TOKEN, appSpecificAccountId: 'acct-1', accountName: 'Acme Dental' };

type Launch = (authorizeUrl: URL) => string | Promise<string>;
let launch: Launch;
let fetchCalls: { url: string; init?: RequestInit }[];
let answer: (url: string, init?: RequestInit) => Response;

/** The consent page "answering" with the authorize request's own state. */
const allow: Launch = (url) => `${REDIRECT}?code=code-1&state=${url.searchParams.get('state')}`;

beforeEach(async () => {
  fakeBrowser.reset();
  resetVaultHandles();
  globalThis.indexedDB = new IDBFactory();
  fakeBrowser.identity.getRedirectURL = () => REDIRECT;
  fakeBrowser.identity.launchWebAuthFlow = vi.fn(async ({ url }: { url: string }) =>
    launch(new URL(url)),
  ) as never;
  fetchCalls = [];
  answer = () => Response.json(GRANT);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      const body = input instanceof Request ? await input.text() : init?.body;
      fetchCalls.push({ url, init: { ...init, body: body as BodyInit } });
      return answer(url, init);
    }),
  );
  await connectionSettings.setValue({
    serviceUrl: SERVICE,
    authUrl: 'http://localhost:4010',
    clientId: 'client-1',
    exchange: 'appKey',
    brokerUrl: '',
    hasAppKey: false,
  });
  await storeAppKey(APP_KEY);
  launch = allow;
});

// The fake browser's own, put back after each test: this module world is shared with later files.
const { contains } = fakeBrowser.permissions;

afterEach(() => {
  vi.unstubAllGlobals();
  fakeBrowser.permissions.contains = contains;
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: AppError) => error,
  );

describe('OAuth sign-in', () => {
  it('opens the consent page, exchanges the code with the app key and adds the active account', async () => {
    const account = await signInAndRecord();
    expect(account).toMatchObject({
      name: 'Acme Dental',
      mode: 'oauth',
      status: 'connected',
      serviceUrl: SERVICE,
    });

    const authorize = new URL(vi.mocked(fakeBrowser.identity.launchWebAuthFlow).mock.calls[0][0].url);
    expect(authorize.origin + authorize.pathname).toBe('http://localhost:4010/oauth2/authorize');
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: 'client-1',
      redirect_uri: REDIRECT,
      response_type: 'code',
    });
    expect(vi.mocked(fakeBrowser.identity.launchWebAuthFlow).mock.calls[0][0].interactive).toBe(true);

    expect(fetchCalls).toHaveLength(1);
    expect(fetchCalls[0].url).toBe(`${SERVICE}/oauth2/accesstoken`);
    const form = new URLSearchParams(String(fetchCalls[0].init?.body));
    expect(Object.fromEntries(form)).toEqual({
      client_id: 'client-1',
      client_secret: APP_KEY,
      code: 'code-1',
      redirect_uri: REDIRECT, // identical to the authorize request's
      grant_type: 'authorization_code',
    });

    expect(await accountsItem.getValue()).toEqual([account]);
    expect(await activeAccountIdItem.getValue()).toBe(account.id);
    expect(await readCredential(account.id)).toEqual({ accessToken: TOKEN });
    expect(JSON.stringify(await fakeBrowser.storage.local.get(null))).not.toContain(TOKEN);
    expect(await signInStatusItem.getValue()).toMatchObject({
      phase: 'connected',
      accountName: 'Acme Dental',
    });
  });

  it('turns Deny into a plain message and adds no account', async () => {
    launch = (url) =>
      `${REDIRECT}?error=access_denied&error_description=denied&state=${url.searchParams.get('state')}`;
    const error = await failure(signInAndRecord());
    expect(error).toMatchObject({
      kind: 'accessDenied',
      message: expect.stringContaining('You chose not to allow access'),
    });
    expect(await accountsItem.getValue()).toEqual([]);
    expect(fetchCalls).toHaveLength(0);
    expect(await signInStatusItem.getValue()).toMatchObject({ phase: 'failed', kind: 'accessDenied' });
  });

  it('explains unsupported_response_type and any other error redirect', async () => {
    launch = (url) => `${REDIRECT}?error=unsupported_response_type&state=${url.searchParams.get('state')}`;
    expect(await failure(signInAndRecord())).toMatchObject({ kind: 'unsupportedResponseType' });
    launch = (url) =>
      `${REDIRECT}?error=server_error&error_description=Try+later&state=${url.searchParams.get('state')}`;
    const error = await failure(signInAndRecord());
    expect(error).toMatchObject({
      kind: 'authorizationFailed',
      message: expect.stringContaining('server_error: Try later'),
    });
  });

  it('treats a closed window as a cancelled sign-in', async () => {
    launch = () => Promise.reject(new Error('The user did not approve access.'));
    expect(await failure(signInAndRecord())).toMatchObject({
      kind: 'cancelled',
      message: expect.stringContaining('window was closed'),
    });
    launch = () => Promise.reject({ message: 'User cancelled or denied access.' }); // Firefox
    expect(await failure(signInAndRecord())).toMatchObject({ kind: 'cancelled' });
    expect(await fakeBrowser.storage.session.get('auth.pendingStates')).toEqual({ 'auth.pendingStates': {} });
  });

  it('rejects a tampered state without exchanging the code', async () => {
    launch = (url) => `${REDIRECT}?code=code-1&state=${url.searchParams.get('state')}x`;
    expect(await failure(signInAndRecord())).toMatchObject({ kind: 'stateMismatch' });
    launch = () => `${REDIRECT}?code=code-1`;
    expect(await failure(signInAndRecord())).toMatchObject({ kind: 'stateMismatch' });
    expect(fetchCalls).toHaveLength(0);
    expect(await accountsItem.getValue()).toEqual([]);
  });

  it('rejects a replayed redirect: a state is good for one attempt only', async () => {
    let firstRedirect = '';
    launch = (url) => {
      firstRedirect = allow(url) as string;
      return firstRedirect;
    };
    await signInAndRecord();
    launch = () => firstRedirect;
    expect(await failure(signInAndRecord())).toMatchObject({ kind: 'stateMismatch' });
    expect(fetchCalls).toHaveLength(1);
  });

  it('accepts a state once even inside one attempt: a redirect replayed before it returns is refused', async () => {
    launch = async (url) => {
      const state = url.searchParams.get('state') ?? '';
      // The same redirect delivered twice while this attempt is still open: the first use spends it.
      expect(await consumeState(state)).toBe(true);
      return `${REDIRECT}?code=code-1&state=${state}`;
    };
    expect(await failure(signInAndRecord())).toMatchObject({ kind: 'stateMismatch' });
    expect(fetchCalls).toHaveLength(0);
    expect(await accountsItem.getValue()).toEqual([]);
  });

  it('exchanges through the token broker, sending only the code and redirect URI', async () => {
    await connectionSettings.setValue({
      ...(await connectionSettings.getValue()),
      exchange: 'broker',
      brokerUrl: 'http://127.0.0.1:8787/token',
    });
    const account = await signInAndRecord();
    expect(account.name).toBe('Acme Dental');
    expect(fetchCalls).toHaveLength(1);
    expect(fetchCalls[0].url).toBe('http://127.0.0.1:8787/token');
    expect(JSON.parse(String(fetchCalls[0].init?.body))).toEqual({ code: 'code-1', redirectUri: REDIRECT });
    expect(String(fetchCalls[0].init?.body)).not.toContain(APP_KEY);
  });

  it("passes on the broker's reason when it refuses", async () => {
    await connectionSettings.setValue({
      ...(await connectionSettings.getValue()),
      exchange: 'broker',
      brokerUrl: 'http://127.0.0.1:8787/token',
    });
    answer = () =>
      Response.json(
        { error: 'origin_not_allowed', message: 'This origin may not use the token broker.' },
        { status: 403 },
      );
    expect(await failure(signInAndRecord())).toMatchObject({
      kind: 'exchangeFailed',
      message: expect.stringContaining('This origin may not use the token broker.'),
    });
  });

  it('says the service refused the exchange, without the code or key in the message', async () => {
    answer = () =>
      Response.json(
        { meta: { errors: [{ code: 1, type: 'FATAL_ERROR', message: 'bad client_secret' }] }, response: {} },
        { status: 401 },
      );
    const error = await failure(signInAndRecord());
    expect(error).toMatchObject({ kind: 'exchangeFailed', message: expect.stringContaining('HTTP 401') });
    expect(error?.message).not.toContain(APP_KEY);
    expect(error?.message).not.toContain('code-1');
  });

  it('asks to finish the settings before opening any window', async () => {
    await connectionSettings.setValue({ ...(await connectionSettings.getValue()), clientId: '' });
    const error = await failure(signInAndRecord());
    expect(error).toMatchObject({
      kind: 'invalidSettings',
      problems: [expect.objectContaining({ field: 'clientId' })],
    });
    expect(fakeBrowser.identity.launchWebAuthFlow).not.toHaveBeenCalled();
  });

  it('stops up front when the service and broker were saved without their host access, saying what to do', async () => {
    await connectionSettings.setValue({
      serviceUrl: 'https://reviews.example.test',
      authUrl: 'http://localhost:4010',
      clientId: 'client-1',
      exchange: 'broker',
      brokerUrl: 'https://broker.example.test/token',
      hasAppKey: false,
    });
    const asked: string[][] = [];
    fakeBrowser.permissions.contains = vi.fn(async ({ origins = [] }) => {
      asked.push(origins);
      return false;
    }) as typeof fakeBrowser.permissions.contains;
    const error = await failure(signInAndRecord());
    expect(asked).toEqual([['https://reviews.example.test/*', 'https://broker.example.test/*']]);
    expect(error).toMatchObject({
      kind: 'permissionDenied',
      message:
        'Review Desk has not been allowed to reach the service yet. Open Settings and click Save, then choose Allow.',
    });
    expect(fakeBrowser.identity.launchWebAuthFlow).not.toHaveBeenCalled();
    expect(fetchCalls).toEqual([]);
    expect(await accountsItem.getValue()).toEqual([]);
  });

  it('refuses a second sign-in while the window is open', async () => {
    let release: (url: string) => void = () => {};
    let pendingUrl: URL | null = null;
    launch = (url) => {
      pendingUrl = url;
      return new Promise<string>((resolve) => {
        release = resolve;
      });
    };
    const first = signInAndRecord();
    await vi.waitFor(() => expect(pendingUrl).not.toBeNull());
    expect(await failure(signInAndRecord())).toMatchObject({ kind: 'busy' });
    expect(await signInStatusItem.getValue()).toMatchObject({ phase: 'waiting' });
    release(allow(pendingUrl!) as string);
    expect((await first).name).toBe('Acme Dental');
  });
});

describe('Sign in again for one account', () => {
  const deckow = { id: 'oauth-acct-1', name: 'Deckow Group', mode: 'oauth' as const, serviceUrl: SERVICE };
  const hartmannGrant = {
    access_token: 'access-token-hartmann-0123456789',
    appSpecificAccountId: 'acct-2',
    accountName: 'Hartmann Local Brands',
  };

  /** Deckow Group connected, active, then refused by the service. */
  async function deckowNeedsSignIn() {
    await saveAccount(deckow, { accessToken: 'revoked-token-0123456789' });
    await markNeedsSignIn(deckow.id);
  }

  it('another account from the consent page: named, kept but not active; the one meant stays flagged', async () => {
    await deckowNeedsSignIn();
    answer = () => Response.json(hartmannGrant);

    const error = await failure(signInAndRecord(deckow.id));
    expect(error).toMatchObject({
      kind: 'otherAccount',
      message: expect.stringContaining(
        'You signed in as Hartmann Local Brands. Deckow Group still needs sign-in: press Sign in again and choose Deckow Group on the consent page.',
      ),
    });
    expect(error?.message).toContain('added to your accounts without becoming the active one');

    // The consent was valid: the other account is kept with its token, never made active.
    expect(await accountsItem.getValue()).toEqual([
      expect.objectContaining({ id: deckow.id, status: 'needsSignIn' }),
      expect.objectContaining({ id: 'oauth-acct-2', name: 'Hartmann Local Brands', status: 'connected' }),
    ]);
    expect(await activeAccountIdItem.getValue()).toBe(deckow.id);
    expect(await readCredential('oauth-acct-2')).toEqual({ accessToken: hartmannGrant.access_token });
    expect(await readCredential(deckow.id)).toBeUndefined();
    expect(await signInStatusItem.getValue()).toMatchObject({
      phase: 'otherAccount',
      accountName: 'Hartmann Local Brands',
      added: true,
      expectedId: deckow.id,
      expectedName: 'Deckow Group',
    });
  });

  it('another account that was already connected gets its fresh token, and says so', async () => {
    await saveAccount(
      { id: 'oauth-acct-2', name: 'Hartmann Local Brands', mode: 'oauth', serviceUrl: SERVICE },
      { accessToken: 'older-token-0123456789' },
    );
    await deckowNeedsSignIn();
    answer = () => Response.json(hartmannGrant);

    const error = await failure(signInAndRecord(deckow.id));
    expect(error).toMatchObject({ kind: 'otherAccount' });
    expect(error?.message).toContain('Hartmann Local Brands stays connected, with its sign-in renewed.');
    expect(await readCredential('oauth-acct-2')).toEqual({ accessToken: hartmannGrant.access_token });
    expect((await accountsItem.getValue()).map((account) => account.status)).toEqual([
      'connected',
      'needsSignIn',
    ]);
    expect(await activeAccountIdItem.getValue()).toBe(deckow.id);
  });

  it('the account meant comes back: it is connected, and the active account stays as it was', async () => {
    await deckowNeedsSignIn();
    await saveAccount(
      { id: 'oauth-acct-2', name: 'Hartmann Local Brands', mode: 'oauth', serviceUrl: SERVICE },
      { accessToken: 'hartmann-token-0123456789' },
    );
    expect(await activeAccountIdItem.getValue()).toBe('oauth-acct-2');
    answer = () => Response.json({ ...GRANT, accountName: 'Deckow Group' });

    const account = await signInAndRecord(deckow.id);
    expect(account).toMatchObject({ id: deckow.id, status: 'connected' });
    expect(await readCredential(deckow.id)).toEqual({ accessToken: TOKEN });
    expect(await activeAccountIdItem.getValue()).toBe('oauth-acct-2');
    expect(await signInStatusItem.getValue()).toMatchObject({
      phase: 'connected',
      accountName: 'Deckow Group',
    });
  });

  it('an account that is gone is said before any window opens', async () => {
    expect(await failure(signInAndRecord('oauth-nobody'))).toMatchObject({ kind: 'noAccount' });
    expect(fakeBrowser.identity.launchWebAuthFlow).not.toHaveBeenCalled();
  });
});
