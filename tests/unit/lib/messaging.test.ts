import { english } from '../i18n-setup';
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { saveAccount } from '@/lib/accounts/account-registry';
import { sendMessage } from '@/lib/messaging';
import { connectionSettings } from '@/lib/settings/connection-settings';
import { resetVaultHandles } from '@/lib/vault/token-vault';
import { messagingShim } from './chrome-messaging-shim';

// Messages reach the background's real main() through the Chrome-like shim (chrome-messaging-shim.ts).

/** Who sends the next messages; by default the popup, as Chrome describes it to the background. */
const ownPage = (path = '/popup.html') => ({
  id: fakeBrowser.runtime.id,
  url: fakeBrowser.runtime.getURL(path),
});

beforeAll(async () => {
  vi.stubGlobal('chrome', messagingShim.chrome);
  const background = (await import('@/entrypoints/background')).default;
  background.main();
});

beforeEach(async () => {
  fakeBrowser.reset();
  messagingShim.sender = ownPage();
  resetVaultHandles();
  globalThis.indexedDB = new IDBFactory();
});

const connection = {
  serviceUrl: 'http://127.0.0.1:4010',
  authUrl: 'http://localhost:4010',
  clientId: 'client-1',
  exchange: 'appKey' as const,
  brokerUrl: '',
  appKey: 'app-key-0123456789',
};

describe('messaging protocol', () => {
  it('answers values as { ok: true, value }', async () => {
    await saveAccount(
      { id: 'a', name: 'Acme', mode: 'oauth', serviceUrl: connection.serviceUrl },
      { accessToken: 'token-123456' },
    );
    await saveAccount(
      { id: 'b', name: 'Bright', mode: 'oauth', serviceUrl: connection.serviceUrl },
      { accessToken: 'token-654321' },
    );
    const switched = await sendMessage('switchAccount', { accountId: 'a' });
    expect(switched).toMatchObject({ ok: true, value: { activeAccountId: 'a' } });
    const disconnected = await sendMessage('disconnectAccount', { accountId: 'a' });
    expect(disconnected).toMatchObject({
      ok: true,
      value: { activeAccountId: 'b', accounts: [{ id: 'b' }] },
    });
  });

  it('answers errors as data a person can act on', async () => {
    expect(await sendMessage('switchAccount', { accountId: 'nope' })).toEqual({
      ok: false,
      error: { kind: 'noAccount', message: 'That account is no longer connected.' },
    });
    expect(await sendMessage('checkConnection', {})).toEqual({
      ok: false,
      error: { kind: 'noAccount', message: 'No account is connected. Connect an account first.' },
    });
  });

  it('saves connection settings, keeping the app key out of plain storage', async () => {
    const saved = await sendMessage('saveConnectionSettings', connection);
    expect(saved).toEqual({
      ok: true,
      value: { ...connection, appKey: undefined, hasAppKey: true },
    });
    const local = JSON.stringify(await fakeBrowser.storage.local.get(null));
    expect(local).toContain('client-1');
    expect(local).not.toContain('app-key-0123456789');
    expect(await connectionSettings.getValue()).toMatchObject({ hasAppKey: true });
  });

  it('validates again in the background and names each field, never echoing the key', async () => {
    const result = await sendMessage('saveConnectionSettings', {
      ...connection,
      serviceUrl: 'http://api.example.com',
      clientId: '',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.kind).toBe('invalidSettings');
    expect(result.error.problems?.map((p) => p.field)).toEqual(['serviceUrl', 'clientId']);
    expect(JSON.stringify(result)).not.toContain('app-key-0123456789');
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
  });

  it('forgets the app key when the token broker is chosen', async () => {
    await sendMessage('saveConnectionSettings', connection);
    const result = await sendMessage('saveConnectionSettings', {
      ...connection,
      appKey: '',
      exchange: 'broker',
      brokerUrl: 'http://127.0.0.1:8787/token',
    });
    expect(result).toMatchObject({ ok: true, value: { exchange: 'broker', hasAppKey: false } });
  });
});

describe('messages only from our own pages', () => {
  const refused = {
    ok: false,
    error: { kind: 'notAllowed', message: english('errors.foreignSender') },
  };

  it('answers the popup, the side panel and the options page', async () => {
    await saveAccount(
      { id: 'a', name: 'Acme', mode: 'oauth', serviceUrl: connection.serviceUrl },
      { accessToken: 'token-123456' },
    );
    for (const path of ['/popup.html', '/sidepanel.html', '/options.html']) {
      messagingShim.sender = ownPage(path);
      expect(await sendMessage('switchAccount', { accountId: 'a' })).toMatchObject({ ok: true });
    }
  });

  it.each([
    [
      'another extension',
      () => ({ id: 'someotherextension', url: 'chrome-extension://someotherextension/page.html' }),
    ],
    [
      'a content script on a web page',
      () => ({ id: fakeBrowser.runtime.id, url: 'https://evil.example/', tab: { id: 1 } }),
    ],
    [
      'our id with another extension page',
      () => ({ id: fakeBrowser.runtime.id, url: 'chrome-extension://someotherextension/popup.html' }),
    ],
    ['a sender without a URL', () => ({ id: fakeBrowser.runtime.id })],
    ['a sender without an id', () => ({ url: fakeBrowser.runtime.getURL('/popup.html') })],
    ['no sender details at all', () => ({})],
  ])('refuses %s with a Result error, and the handler never runs', async (_name, from) => {
    await saveAccount(
      { id: 'a', name: 'Acme', mode: 'oauth', serviceUrl: connection.serviceUrl },
      { accessToken: 'token-123456' },
    );
    messagingShim.sender = from();
    expect(english('errors.foreignSender')).toMatch(/only its own pages/);
    expect(await sendMessage('switchAccount', { accountId: 'a' })).toEqual(refused);
    expect(await sendMessage('disconnectAccount', { accountId: 'a' })).toEqual(refused);
    expect(await sendMessage('saveConnectionSettings', connection)).toEqual(refused);
    messagingShim.sender = ownPage();
    // Nothing was changed by the refused messages.
    expect(await sendMessage('switchAccount', { accountId: 'a' })).toMatchObject({
      ok: true,
      value: { accounts: [{ id: 'a' }] },
    });
    expect(await connectionSettings.getValue()).not.toMatchObject({ clientId: 'client-1' });
  });
});
