import { browser } from '#imports';
import { disconnect, switchTo } from '@/lib/accounts/account-actions';
import { accountsItem, readAccountsView } from '@/lib/accounts/account-items';
import { onAccountRemoved } from '@/lib/accounts/account-removal';
import { addApiKeyAccount } from '@/lib/accounts/api-key-account';
import { checkConnection } from '@/lib/accounts/check-connection';
import { accountIdOfNotification } from '@/lib/accounts/needs-sign-in-alert';
import { sizeAuthWindow } from '@/lib/auth/auth-window';
import { signInAndRecord } from '@/lib/auth/sign-in-action';
import { clearAccountCache } from '@/lib/cache/clear-account';
import { asResult } from '@/lib/errors/error-data';
import { onMessage } from '@/lib/messaging';
import { refreshBadge } from '@/lib/notify/badge-refresh';
import { seedBuildTimeAppKey } from '@/lib/settings/app-key';
import { saveConnection } from '@/lib/settings/save-connection';

// The background is the only holder of credentials and the only caller of the service
// (DESIGN.md › The pieces). main() registers every listener synchronously, then delegates.
export default defineBackground(() => {
  onMessage('signIn', () => asResult(signInAndRecord));
  onMessage('addApiKeyAccount', ({ data }) => asResult(() => addApiKeyAccount(data)));
  onMessage('listAccounts', () => asResult(readAccountsView));
  onMessage('switchAccount', ({ data }) => asResult(() => switchTo(data.accountId)));
  onMessage('disconnectAccount', ({ data }) => asResult(() => disconnect(data.accountId)));
  onMessage('saveConnectionSettings', ({ data }) => asResult(() => saveConnection(data)));
  onMessage('checkConnection', ({ data }) => asResult(() => checkConnection(data?.accountId)));

  // Disconnect wipes everything cached for the account (lib/accounts/account-removal.ts).
  onAccountRemoved(clearAccountCache);

  browser.windows?.onCreated.addListener((created) => void sizeAuthWindow(created));
  browser.notifications.onClicked.addListener((notificationId) => {
    if (accountIdOfNotification(notificationId) !== null) void browser.runtime.openOptionsPage();
  });
  // The badge module shows "!" while an account needs sign-in (lib/notify/badge.ts).
  accountsItem.watch(() => void refreshBadge());

  void seedBuildTimeAppKey();
  void refreshBadge();
});
