import { browser } from '#imports';
import { disconnect, switchTo } from '@/lib/accounts/account-actions';
import { readAccountsView } from '@/lib/accounts/account-items';
import { onAccountRemoved } from '@/lib/accounts/account-removal';
import { addApiKeyAccount } from '@/lib/accounts/api-key-account';
import { checkConnection } from '@/lib/accounts/check-connection';
import { markForgottenSignIns } from '@/lib/accounts/forgotten-sign-ins';
import { accountIdOfNotification } from '@/lib/accounts/needs-sign-in-alert';
import { registerAnalyticsBackground } from '@/lib/analytics/analytics-background';
import { sizeAuthWindow } from '@/lib/auth/auth-window';
import { signInAndRecord } from '@/lib/auth/sign-in-action';
import { clearAccountCache } from '@/lib/cache/clear-account';
import { asResult } from '@/lib/errors/error-data';
import { registerListingsBackground } from '@/lib/listings/listings-background';
import { onMessage } from '@/lib/messaging';
import { registerReputationBackground } from '@/lib/reputation/reputation-background';
import {
  discardReply,
  markDone,
  markRead,
  refreshReviews,
  registerReviewsBackground,
  retryReplyNow,
  sendReply,
  undoReply,
} from '@/lib/reviews/reviews-background';
import { seedBuildTimeAppKey } from '@/lib/settings/app-key';
import { saveConnection } from '@/lib/settings/save-connection';
import { setForgetSignIns } from '@/lib/vault/token-vault';

// The background is the only holder of credentials and the only caller of the service
// (DESIGN.md › The pieces). main() registers every listener synchronously, then delegates.
export default defineBackground(() => {
  onMessage('signIn', ({ data }) => asResult(() => signInAndRecord(data?.expectedAccountId)));
  onMessage('addApiKeyAccount', ({ data }) => asResult(() => addApiKeyAccount(data)));
  onMessage('listAccounts', () => asResult(readAccountsView));
  onMessage('switchAccount', ({ data }) => asResult(() => switchTo(data.accountId)));
  onMessage('disconnectAccount', ({ data }) => asResult(() => disconnect(data.accountId)));
  onMessage('saveConnectionSettings', ({ data }) => asResult(() => saveConnection(data)));
  onMessage('checkConnection', ({ data }) => asResult(() => checkConnection(data?.accountId)));
  onMessage('setForgetSignIns', ({ data }) => asResult(() => setForgetSignIns(data?.on === true)));
  onMessage('refreshReviews', () => asResult(refreshReviews));
  onMessage('sendReply', ({ data }) => asResult(() => sendReply(data)));
  onMessage('retryReply', ({ data }) => asResult(() => retryReplyNow(data.id)));
  onMessage('discardReply', ({ data }) => asResult(() => discardReply(data.id)));
  onMessage('undoReply', ({ data }) => asResult(() => undoReply(data.id)));
  onMessage('markReviewsRead', ({ data }) =>
    asResult(() => markRead(data.accountId, data.reviewIds, data.read)),
  );
  onMessage('markReviewsDone', ({ data }) =>
    asResult(() => markDone(data.accountId, data.reviewIds, data.done)),
  );

  // Disconnect wipes everything cached for the account (lib/accounts/account-removal.ts).
  onAccountRemoved(clearAccountCache);

  browser.windows?.onCreated.addListener((created) => void sizeAuthWindow(created));
  browser.notifications.onClicked.addListener((notificationId) => {
    if (accountIdOfNotification(notificationId) !== null) void browser.runtime.openOptionsPage();
  });
  // Sync and outbox alarms, review notification clicks, and the badge, which also shows "!" while
  // an account needs sign-in (lib/notify/badge.ts): refreshed on every account change.
  registerReviewsBackground();
  // Listings, opt-in and suggestions messages; resumes an opt-in cut off by the last worker.
  registerListingsBackground();
  // Quick numbers, reports (an asynchronous one resumes after a restart) and the activity log.
  registerAnalyticsBackground();
  // Reputation figures computed from the cached reviews; the popup's headline after every sync.
  registerReputationBackground();

  void seedBuildTimeAppKey();
  // With "Forget sign-ins when the browser closes", a browser restart leaves sign-ins undecryptable.
  // Should the cache not open now, the first call that finds a credential missing marks them.
  void markForgottenSignIns().catch(() => {});
});
