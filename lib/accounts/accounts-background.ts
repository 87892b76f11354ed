/**
 * The accounts feature of the background: sign-in, the accounts and the connection settings, the
 * wipe of a disconnected account's cache, and the sign-in window and notices. Wiring only; the
 * work is in lib/accounts, lib/auth, lib/settings and lib/vault.
 */
import { browser } from '#imports';
import { sizeAuthWindow } from '../auth/auth-window';
import { signInAndRecord } from '../auth/sign-in-action';
import type { BackgroundFeature } from '../background/feature';
import { clearAccountCache } from '../cache/clear-account';
import { seedBuildTimeAppKey } from '../settings/app-key';
import { saveConnection } from '../settings/save-connection';
import { setForgetSignIns } from '../vault/token-vault';
import { disconnect, switchTo } from './account-actions';
import { onAccountRemoved } from './account-removal';
import type { AccountsProtocol } from './accounts-protocol';
import { addApiKeyAccount } from './api-key-account';
import { checkConnection } from './check-connection';
import { markForgottenSignIns } from './forgotten-sign-ins';
import { accountIdOfNotification } from './needs-sign-in-alert';

export const accountsFeature: BackgroundFeature<AccountsProtocol> = {
  name: 'accounts',
  handlers: {
    signIn: (data) => signInAndRecord(data?.expectedAccountId),
    addApiKeyAccount: (data) => addApiKeyAccount(data),
    switchAccount: (data) => switchTo(data.accountId),
    disconnectAccount: (data) => disconnect(data.accountId),
    saveConnectionSettings: (data) => saveConnection(data),
    checkConnection: (data) => checkConnection(data?.accountId),
    setForgetSignIns: (data) => setForgetSignIns(data?.on === true),
  },
  start() {
    // Disconnect wipes everything cached for the account (account-removal.ts).
    onAccountRemoved(clearAccountCache);
    browser.windows?.onCreated.addListener((created) => void sizeAuthWindow(created));
    browser.notifications.onClicked.addListener((notificationId) => {
      if (accountIdOfNotification(notificationId) !== null) void browser.runtime.openOptionsPage();
    });
    void seedBuildTimeAppKey();
    // With "Forget sign-ins when the browser closes", a browser restart leaves sign-ins
    // undecryptable. Should the cache not open now, the first call that finds a credential
    // missing marks them.
    void markForgottenSignIns().catch(() => {});
  },
};
