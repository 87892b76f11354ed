import '../../i18n-setup';
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { clientForAccount } from '@/lib/accounts/account-client';
import { findAccount, readCredential, saveAccount } from '@/lib/accounts/account-registry';
import { markForgottenSignIns } from '@/lib/accounts/forgotten-sign-ins';
import { resetVaultHandles, setForgetSignIns } from '@/lib/vault/token-vault';

const acme = {
  id: 'oauth-1',
  name: 'Acme Dental',
  mode: 'oauth' as const,
  serviceUrl: 'http://127.0.0.1:4010',
};
const credential = { accessToken: 'token-acme-123456' };

async function restartBrowser(): Promise<void> {
  resetVaultHandles();
  await fakeBrowser.storage.session.clear();
}

beforeEach(() => {
  fakeBrowser.reset();
  resetVaultHandles();
  globalThis.indexedDB = new IDBFactory();
});

describe('accounts after a browser restart', () => {
  it('stay connected by default', async () => {
    await saveAccount(acme, credential);
    await restartBrowser();
    await markForgottenSignIns();
    expect((await findAccount(acme.id))?.status).toBe('connected');
    expect(await readCredential(acme.id)).toEqual(credential);
  });

  it('need sign-in again with "Forget sign-ins when the browser closes", and nothing is sent for them', async () => {
    await saveAccount(acme, credential);
    await setForgetSignIns(true);
    expect(await readCredential(acme.id)).toEqual(credential); // switching lost nothing
    await restartBrowser();
    await markForgottenSignIns();
    expect(await findAccount(acme.id)).toMatchObject({ status: 'needsSignIn', forgotten: true });
    await expect(clientForAccount(acme.id)).rejects.toMatchObject({ kind: 'needsSignIn' });
  });

  it('say an API-key account was forgotten, not refused', async () => {
    const keyed = { id: 'key-1', name: 'Own app', mode: 'apiKey' as const, serviceUrl: acme.serviceUrl };
    await setForgetSignIns(true);
    await saveAccount(keyed, { apiKey: 'customer-key-1' });
    await restartBrowser();
    await markForgottenSignIns();
    expect(await findAccount(keyed.id)).toMatchObject({ status: 'needsSignIn', forgotten: true });
  });

  it('need sign-in again even when a call comes before the start-up check', async () => {
    await setForgetSignIns(true);
    await saveAccount(acme, credential);
    await restartBrowser();
    const notify = vi.spyOn(fakeBrowser.notifications, 'create');
    await expect(clientForAccount(acme.id)).rejects.toMatchObject({ kind: 'needsSignIn' });
    expect(await findAccount(acme.id)).toMatchObject({ status: 'needsSignIn', forgotten: true });
    expect(notify).not.toHaveBeenCalled(); // the person chose this; the badge says it
  });

  it('reconnect under the session key of the new browser session', async () => {
    await setForgetSignIns(true);
    await saveAccount(acme, credential);
    await restartBrowser();
    await markForgottenSignIns();
    await saveAccount(acme, { accessToken: 'token-acme-new' });
    await markForgottenSignIns();
    const reconnected = await findAccount(acme.id);
    expect(reconnected?.status).toBe('connected');
    expect(reconnected).not.toHaveProperty('forgotten');
    expect(await readCredential(acme.id)).toEqual({ accessToken: 'token-acme-new' });
  });
});
