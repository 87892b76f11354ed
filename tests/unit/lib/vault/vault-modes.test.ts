import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { forgetSignInsItem } from '@/lib/settings/forget-sign-ins';
import {
  lostSecrets,
  openSecret,
  resetVaultHandles,
  sealSecret,
  setForgetSignIns,
  VAULT_DB_NAME,
} from '@/lib/vault/token-vault';
import { APP_KEY_SLOT, accountSlot } from '@/lib/vault/vault-slots';

const TOKEN = JSON.stringify({ accessToken: 'tok_live_5f1a2b3c4d5e6f708192a3b4c5d6e7f8' });
const APP_KEY = 'app-key-0c1d2e3f4a5b';
const ACME = accountSlot('oauth-1');

/**
 * What a browser restart leaves: the profile folder (IndexedDB, `storage.local`) is kept, session
 * storage and the worker's memory are not.
 */
async function restartBrowser(): Promise<void> {
  resetVaultHandles();
  await fakeBrowser.storage.session.clear();
}

/** Everything the vault keeps on disk, as the profile folder holds it. */
async function vaultOnDisk(): Promise<{ keys: unknown[]; secrets: { key?: string }[] }> {
  const db = await openDB(VAULT_DB_NAME);
  const keys = await db.getAll('keys');
  const secrets = await db.getAll('secrets');
  db.close();
  return { keys, secrets };
}

beforeEach(() => {
  fakeBrowser.reset();
  resetVaultHandles();
  globalThis.indexedDB = new IDBFactory();
});

describe('vault, default mode (sign-ins kept)', () => {
  it('opens account credentials and the app key after a browser restart', async () => {
    await sealSecret(ACME, TOKEN);
    await sealSecret(APP_KEY_SLOT, APP_KEY);
    await restartBrowser();
    expect(await openSecret(ACME)).toBe(TOKEN);
    expect(await openSecret(APP_KEY_SLOT)).toBe(APP_KEY);
    expect(await lostSecrets()).toEqual([]);
    expect(await fakeBrowser.storage.session.get(null)).toEqual({});
  });
});

describe('vault, "Forget sign-ins when the browser closes"', () => {
  beforeEach(async () => {
    await setForgetSignIns(true);
  });

  it('keeps the key of account credentials in session storage only, as JSON', async () => {
    await sealSecret(ACME, TOKEN);
    expect(await openSecret(ACME)).toBe(TOKEN);
    const { keys, secrets } = await vaultOnDisk();
    expect(keys).toEqual([]); // no key on disk at all: nothing there can decrypt the token
    expect(secrets[0].key).toMatch(/^session:/);
    const session = JSON.stringify(await fakeBrowser.storage.session.get(null));
    expect(session).toContain('"kty":"oct"');
    expect(session).not.toContain('tok_live');
  });

  it('forgets account credentials after a browser restart, and says which were lost', async () => {
    await sealSecret(ACME, TOKEN);
    await sealSecret(APP_KEY_SLOT, APP_KEY);
    await restartBrowser();
    expect(await openSecret(ACME)).toBeUndefined();
    expect(await lostSecrets()).toEqual([ACME]);
    // The app key configures the extension and is not a sign-in: it stays under the disk key.
    expect(await openSecret(APP_KEY_SLOT)).toBe(APP_KEY);
  });

  it('seals a sign-in made after the restart under a new session key, without reviving the old one', async () => {
    await sealSecret(ACME, TOKEN);
    await restartBrowser();
    const other = accountSlot('oauth-2');
    await sealSecret(other, 'second');
    expect(await openSecret(other)).toBe('second');
    expect(await openSecret(ACME)).toBeUndefined();
    expect(await lostSecrets()).toEqual([ACME]);
  });
});

describe('vault, switching the mode', () => {
  it('on: re-encrypts the stored tokens under the session key, losing none until the browser closes', async () => {
    await sealSecret(ACME, TOKEN);
    await sealSecret(APP_KEY_SLOT, APP_KEY);
    await setForgetSignIns(true);
    expect(await forgetSignInsItem.getValue()).toBe(true);
    expect(await openSecret(ACME)).toBe(TOKEN);
    resetVaultHandles(); // a worker restart keeps session storage
    expect(await openSecret(ACME)).toBe(TOKEN);
    await restartBrowser();
    expect(await openSecret(ACME)).toBeUndefined();
    expect(await openSecret(APP_KEY_SLOT)).toBe(APP_KEY);
  });

  it('off: re-encrypts them under the disk key and drops the session key, so they survive a restart', async () => {
    await setForgetSignIns(true);
    await sealSecret(ACME, TOKEN);
    await setForgetSignIns(false);
    expect(await forgetSignInsItem.getValue()).toBe(false);
    expect(await fakeBrowser.storage.session.get(null)).toEqual({});
    expect(await openSecret(ACME)).toBe(TOKEN);
    await restartBrowser();
    expect(await openSecret(ACME)).toBe(TOKEN);
    expect((await vaultOnDisk()).secrets.map((sealed) => sealed.key)).toEqual(['master']);
  });
});
