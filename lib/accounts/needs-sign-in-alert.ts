/**
 * Telling the person that an account needs sign-in again: once per transition, a notification
 * (with the packaged icon, which notifications require). The toolbar badge ("!" while any account
 * needs it) is set by the one badge module, lib/notify/badge.ts, from the accounts list.
 */

import { browser } from '#imports';
import { i18n } from '../i18n/translate';
import { languageReady } from '../i18n/worker-language';
import type { AccountSummary } from './account-items';

export const NEEDS_SIGN_IN_NOTIFICATION_PREFIX = 'needs-sign-in:';

/** Shows the one notification for an account that just started needing sign-in. */
export async function notifyNeedsSignIn(account: AccountSummary): Promise<void> {
  await languageReady();
  await browser.notifications.create(`${NEEDS_SIGN_IN_NOTIFICATION_PREFIX}${account.id}`, {
    type: 'basic',
    iconUrl: browser.runtime.getURL('/icon/128.png'),
    title: i18n.t('notifications.needsSignInTitle', [account.name]),
    message: i18n.t('notifications.needsSignInMessage', [account.name]),
  });
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
