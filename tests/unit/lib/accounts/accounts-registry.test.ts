import '../../i18n-setup';
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { accountsItem, activeAccountIdItem } from '@/lib/accounts/account-items';
import {
  findAccount,
  readCredential,
  removeAccount,
  saveAccount,
  switchAccount,
} from '@/lib/accounts/account-registry';
import { onAccountRemoved } from '@/lib/accounts/account-removal';
import { addApiKeyAccount } from '@/lib/accounts/api-key-account';
import { checkConnection } from '@/lib/accounts/check-connection';
import { refreshBadge } from '@/lib/notify/badge-refresh';
import { connectionSettings } from '@/lib/settings/connection-settings';
import { resetVaultHandles } from '@/lib/vault/token-vault';

const SERVICE = 'http://127.0.0.1:4010';
const acme = { id: 'oauth-1', name: 'Acme Dental', mode: 'oauth' as const, serviceUrl: SERVICE };
const brightside = { id: 'oauth-2', name: 'Brightside Bakery', mode: 'oauth' as const, serviceUrl: SERVICE };

let requests: string[];
let respond: (url: URL) => Response;
const locations = (count: number) =>
  Response.json({ meta: { errors: [] }, response: { count, locations: [] } });
const revoked = () =>
  Response.json(
    {
      meta: { errors: [{ code: 25, type: 'FATAL_ERROR', message: 'Unknown or revoked access token' }] },
      response: {},
    },
    { status: 401 },
  );

beforeEach(async () => {
  fakeBrowser.reset();
  resetVaultHandles();
  globalThis.indexedDB = new IDBFactory();
  requests = [];
  respond = () => locations(3);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      requests.push(url.href);
      return respond(url);
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
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('accounts registry', () => {
  it('keeps several accounts; the newest connected is active; switching changes only the active one', async () => {
    await saveAccount(acme, { accessToken: 'token-acme-123456' });
    await saveAccount(brightside, { accessToken: 'token-bright-123456' });
    expect((await accountsItem.getValue()).map((a) => a.name)).toEqual(['Acme Dental', 'Brightside Bakery']);
    expect(await activeAccountIdItem.getValue()).toBe('oauth-2');
    expect(await switchAccount('oauth-1')).toBe(true);
    expect(await activeAccountIdItem.getValue()).toBe('oauth-1');
    expect(await switchAccount('nope')).toBe(false);
  });

  it('keeps credentials out of the visible list', async () => {
    await saveAccount(acme, { accessToken: 'token-acme-123456' });
    expect(JSON.stringify(await fakeBrowser.storage.local.get(null))).not.toContain('token-acme-123456');
    expect(await readCredential('oauth-1')).toEqual({ accessToken: 'token-acme-123456' });
  });

  it('replaces an account that connects again instead of listing it twice', async () => {
    await saveAccount(acme, { accessToken: 'old-token-123456' });
    await saveAccount({ ...acme, name: 'Acme Dental & Co' }, { accessToken: 'new-token-123456' });
    expect(await accountsItem.getValue()).toEqual([
      expect.objectContaining({ name: 'Acme Dental & Co', status: 'connected' }),
    ]);
    expect(await readCredential('oauth-1')).toEqual({ accessToken: 'new-token-123456' });
  });

  it('disconnect wipes the token and runs every per-account cleanup, and another account becomes active', async () => {
    const cleaned: string[] = [];
    const stop = onAccountRemoved((id) => {
      cleaned.push(id);
    });
    await saveAccount(acme, { accessToken: 'token-acme-123456' });
    await saveAccount(brightside, { accessToken: 'token-bright-123456' });
    expect(await removeAccount('oauth-2')).toBe(true);
    stop();
    expect(cleaned).toEqual(['oauth-2']);
    expect(await readCredential('oauth-2')).toBeUndefined();
    expect((await accountsItem.getValue()).map((a) => a.id)).toEqual(['oauth-1']);
    expect(await activeAccountIdItem.getValue()).toBe('oauth-1');
    await removeAccount('oauth-1');
    expect(await activeAccountIdItem.getValue()).toBe(null);
  });

  it('still removes the account when a cleanup fails, and reports the failure', async () => {
    const stop = onAccountRemoved(() => {
      throw new Error('cache busy');
    });
    await saveAccount(acme, { accessToken: 'token-acme-123456' });
    await expect(removeAccount('oauth-1')).rejects.toThrow('cache busy');
    stop();
    expect(await accountsItem.getValue()).toEqual([]);
    expect(await readCredential('oauth-1')).toBeUndefined();
  });
});

describe('a 401 on any call', () => {
  it('marks the account "needs sign-in", tells the person once, and stops calling the service for it', async () => {
    const notify = vi.spyOn(fakeBrowser.notifications, 'create');
    await saveAccount(acme, { accessToken: 'token-acme-123456' });
    expect(await checkConnection()).toEqual({ accountId: 'oauth-1', locationCount: 3 });
    expect(requests[0]).toContain('access_token=token-acme-123456');

    respond = revoked;
    await expect(checkConnection()).rejects.toMatchObject({
      kind: 'needsSignIn',
      message: expect.stringContaining('Acme Dental needs you to sign in again'),
    });
    expect((await findAccount('oauth-1'))?.status).toBe('needsSignIn');
    expect(await readCredential('oauth-1')).toBeUndefined(); // a revoked token is not kept
    expect(notify).toHaveBeenCalledTimes(1);
    const [id, options] = notify.mock.calls[0] as unknown[];
    expect(id).toBe('needs-sign-in:oauth-1');
    expect(options).toMatchObject({
      type: 'basic',
      iconUrl: expect.stringContaining('icon/128.png'),
      title: 'Sign in again to Acme Dental',
    });

    const sent = requests.length;
    await expect(checkConnection('oauth-1')).rejects.toMatchObject({ kind: 'needsSignIn' });
    expect(requests.length).toBe(sent); // nothing sent
    expect(notify).toHaveBeenCalledTimes(1); // told once
  });

  it('only affects the account whose credential was refused', async () => {
    await saveAccount(acme, { accessToken: 'token-acme-123456' });
    await saveAccount(brightside, { accessToken: 'token-bright-123456' });
    respond = (url) =>
      url.searchParams.get('access_token') === 'token-acme-123456' ? revoked() : locations(7);
    await expect(checkConnection('oauth-1')).rejects.toMatchObject({ kind: 'needsSignIn' });
    expect(await checkConnection('oauth-2')).toEqual({ accountId: 'oauth-2', locationCount: 7 });
  });

  it('is marked again once when concurrent calls all fail', async () => {
    const notify = vi.spyOn(fakeBrowser.notifications, 'create');
    await saveAccount(acme, { accessToken: 'token-acme-123456' });
    respond = revoked;
    await Promise.allSettled([checkConnection(), checkConnection(), checkConnection()]);
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('shows a badge while any account needs sign-in, and clears it after', async () => {
    await saveAccount(acme, { accessToken: 'token-acme-123456' });
    respond = revoked;
    await checkConnection().catch(() => {});
    await refreshBadge();
    expect(await fakeBrowser.action.getBadgeText({})).toBe('!');
    await saveAccount(acme, { accessToken: 'fresh-token-123456' }); // reconnected
    await refreshBadge();
    expect(await fakeBrowser.action.getBadgeText({})).not.toBe('!');
  });
});

describe('API-key accounts', () => {
  it('checks the key with the service, then keeps it only in the vault under the given name', async () => {
    const account = await addApiKeyAccount({ name: '  Corner Garage ', apiKey: 'customer-key-123456' });
    expect(account).toMatchObject({ name: 'Corner Garage', mode: 'apiKey', status: 'connected' });
    expect(requests[0]).toContain('api_key=customer-key-123456');
    expect(JSON.stringify(await fakeBrowser.storage.local.get(null))).not.toContain('customer-key-123456');
    expect(await readCredential(account.id)).toEqual({ apiKey: 'customer-key-123456' });
    const again = await addApiKeyAccount({ name: 'Corner Garage Ltd', apiKey: 'customer-key-123456' });
    expect(again.id).toBe(account.id);
    expect(await accountsItem.getValue()).toHaveLength(1);
  });

  it('refuses a key the service does not accept, naming the field', async () => {
    respond = () =>
      Response.json(
        { meta: { errors: [{ code: 1, message: 'Unknown API key' }] }, response: {} },
        { status: 401 },
      );
    await expect(
      addApiKeyAccount({ name: 'Corner Garage', apiKey: 'wrong-key-123456' }),
    ).rejects.toMatchObject({
      kind: 'invalidSettings',
      problems: [{ field: 'accountApiKey', message: expect.stringContaining('did not accept this API key') }],
    });
    expect(await accountsItem.getValue()).toEqual([]);
  });

  it('asks for a name and a key before calling anything', async () => {
    await expect(addApiKeyAccount({ name: '', apiKey: '' })).rejects.toMatchObject({
      problems: [
        expect.objectContaining({ field: 'accountName' }),
        expect.objectContaining({ field: 'accountApiKey' }),
      ],
    });
    expect(requests).toEqual([]);
  });
});
