import '../../i18n-setup';
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { disconnect } from '@/lib/accounts/account-actions';
import { saveAccount } from '@/lib/accounts/account-registry';
import { signInStatusItem } from '@/lib/auth/sign-in-status';
import { originsToRelease } from '@/lib/settings/host-permissions';
import { saveConnection } from '@/lib/settings/save-connection';
import { resetVaultHandles } from '@/lib/vault/token-vault';

const LOOPBACK = ['http://127.0.0.1/*', 'http://localhost/*'];

describe('originsToRelease (which granted origins nothing uses any more)', () => {
  it('gives back a one-host origin no URL in use needs, whatever its port or path', () => {
    expect(
      originsToRelease(
        [...LOOPBACK, 'https://old.example.com/*', 'https://api.example.com/*'],
        ['https://api.example.com:8443/v2', 'http://127.0.0.1:4010'],
        LOOPBACK,
      ),
    ).toEqual(['https://old.example.com/*']);
  });

  it('never gives back a required (manifest) origin, even when nothing uses it', () => {
    expect(originsToRelease(LOOPBACK, [], LOOPBACK)).toEqual([]);
  });

  it('leaves broader patterns alone: they were not asked for one host at a time', () => {
    expect(originsToRelease(['https://*/*', 'https://*.example.com/*', '<all_urls>'], [], LOOPBACK)).toEqual(
      [],
    );
  });

  it('keeps an origin while any one URL in use is on it', () => {
    const granted = ['https://api.example.com/*', 'https://broker.example.net/*'];
    expect(originsToRelease(granted, ['https://broker.example.net/token'], LOOPBACK)).toEqual([
      'https://api.example.com/*',
    ]);
  });
});

/** The browser's granted origins, kept in memory: WXT's fake browser has no permissions API. */
let granted: Set<string>;

beforeEach(() => {
  vi.restoreAllMocks();
  fakeBrowser.reset();
  resetVaultHandles();
  globalThis.indexedDB = new IDBFactory();
  granted = new Set(LOOPBACK);
  vi.spyOn(fakeBrowser.runtime, 'getManifest').mockReturnValue({
    manifest_version: 3,
    name: 'Review Desk',
    version: '0.1.0',
    host_permissions: LOOPBACK,
  });
  vi.spyOn(fakeBrowser.permissions, 'getAll').mockImplementation(async () => ({ origins: [...granted] }));
  vi.spyOn(fakeBrowser.permissions, 'remove').mockImplementation(async ({ origins = [] }) => {
    if (origins.some((origin) => LOOPBACK.includes(origin))) throw new Error('required permission');
    for (const origin of origins) granted.delete(origin);
    return true;
  });
});

const settings = (serviceUrl: string, brokerUrl = '') => ({
  serviceUrl,
  authUrl: 'https://www.example.com',
  clientId: 'client-1',
  exchange: brokerUrl ? ('broker' as const) : ('appKey' as const),
  brokerUrl,
  appKey: 'app-key-1',
});

describe('host access after a change', () => {
  it('is given back for the old service when its URL changes and no account is on it', async () => {
    granted.add('https://old.example.com/*');
    await saveConnection(settings('https://old.example.com'));
    expect(granted).toContain('https://old.example.com/*');
    granted.add('https://new.example.com/*'); // what the options page asked for at Save
    await saveConnection(settings('https://new.example.com'));
    expect([...granted].sort()).toEqual([...LOOPBACK, 'https://new.example.com/*'].sort());
  });

  it('is kept for the old service while an account connected on it remains, and given back at its Disconnect', async () => {
    granted.add('https://old.example.com/*');
    await saveConnection(settings('https://old.example.com'));
    await saveAccount(
      { id: 'a1', name: 'Acme', mode: 'oauth', serviceUrl: 'https://old.example.com' },
      { accessToken: 't' },
    );
    granted.add('https://new.example.com/*');
    await saveConnection(settings('https://new.example.com'));
    expect(granted).toContain('https://old.example.com/*');

    await disconnect('a1');
    expect([...granted].sort()).toEqual([...LOOPBACK, 'https://new.example.com/*'].sort());
  });

  it('is given back for a token broker no longer used', async () => {
    granted.add('https://api.example.com/*');
    granted.add('https://broker.example.net/*');
    await saveConnection(settings('https://api.example.com', 'https://broker.example.net/token'));
    expect(granted).toContain('https://broker.example.net/*');
    await saveConnection(settings('https://api.example.com'));
    expect([...granted].sort()).toEqual([...LOOPBACK, 'https://api.example.com/*'].sort());
  });

  it('keeps the loopback hosts when the last account on the emulator is disconnected', async () => {
    await saveConnection(settings('http://127.0.0.1:4010'));
    await saveAccount(
      { id: 'a1', name: 'Acme', mode: 'oauth', serviceUrl: 'http://127.0.0.1:4010' },
      { accessToken: 't' },
    );
    await disconnect('a1');
    expect([...granted].sort()).toEqual([...LOOPBACK].sort());
    expect(fakeBrowser.permissions.remove).not.toHaveBeenCalled();
  });
});

describe('a settings failure goes once the settings are saved', () => {
  it('"Finish the connection settings first" leaves every page after a good Save; other failures stay', async () => {
    await signInStatusItem.setValue({ phase: 'failed', kind: 'invalidSettings', message: 'Finish…', at: 1 });
    await saveConnection(settings('https://api.example.com'));
    expect(await signInStatusItem.getValue()).toEqual({ phase: 'idle' });

    const denied = { phase: 'failed', kind: 'accessDenied', message: 'You chose Deny.', at: 2 } as const;
    await signInStatusItem.setValue(denied);
    await saveConnection(settings('https://api.example.com'));
    expect(await signInStatusItem.getValue()).toEqual(denied);
  });
});
