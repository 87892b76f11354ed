/**
 * Telling the person that an account needs sign-in again: once per transition a notification
 * (with the packaged icon, which notifications require), and, for as long as any account needs it,
 * a badge on the toolbar button.
 */

import { i18n } from '#i18n';
import { browser } from '#imports';
import type { AccountSummary } from './account-items';

export const NEEDS_SIGN_IN_NOTIFICATION_PREFIX = 'needs-sign-in:';
const BADGE_TEXT = '!';
const BADGE_COLOR = '#c5221f';

// MV3 has `action`; Firefox MV2 has `browserAction` with the same badge methods.
function toolbarButton() {
  return browser.action ?? browser.browserAction;
}

/** Shows the one notification for an account that just started needing sign-in. */
export async function notifyNeedsSignIn(account: AccountSummary): Promise<void> {
  await browser.notifications.create(`${NEEDS_SIGN_IN_NOTIFICATION_PREFIX}${account.id}`, {
    type: 'basic',
    iconUrl: browser.runtime.getURL('/icon/128.png'),
    title: i18n.t('notifications.needsSignInTitle', [account.name]),
    message: i18n.t('notifications.needsSignInMessage', [account.name]),
  });
}

/** Puts the badge on while any account needs sign-in, and takes it off when none does. */
export async function showNeedsSignInBadge(accounts: readonly AccountSummary[]): Promise<void> {
  const button = toolbarButton();
  if (!button) return;
  const waiting = accounts.filter((account) => account.status === 'needsSignIn');
  if (waiting.length === 0) {
    await button.setBadgeText({ text: '' });
    return;
  }
  await button.setBadgeBackgroundColor({ color: BADGE_COLOR });
  await button.setBadgeText({ text: BADGE_TEXT });
}

/** The account a needs-sign-in notification is about, or null for other notifications. */
export function accountIdOfNotification(notificationId: string): string | null {
  return notificationId.startsWith(NEEDS_SIGN_IN_NOTIFICATION_PREFIX)
    ? notificationId.slice(NEEDS_SIGN_IN_NOTIFICATION_PREFIX.length)
    : null;
}

/** Clears the notification of an account that reconnected or was removed. */
export async function clearNeedsSignInNotification(accountId: string): Promise<void> {
  await browser.notifications.clear(`${NEEDS_SIGN_IN_NOTIFICATION_PREFIX}${accountId}`);
}
