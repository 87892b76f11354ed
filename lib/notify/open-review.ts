/**
 * What a click on a review notification does (UI.md › Notifications): the notification itself
 * opens the review in the side panel (Firefox, which shows no buttons: with its composer open); a
 * summary opens the inbox on exactly its reviews; Chrome's **Reply** button opens the review with
 * its composer open, **Mark read** marks it read. The side panel's page reads the route from its
 * hash. Browsers open panels only inside a user gesture; Chrome counts a notification's click and
 * its buttons as one, but whether it does differs by browser and version: the panel is tried first,
 * synchronously, and the same page opens in a tab where it is refused (it works at any width).
 */
import { browser } from '#imports';
import { switchAccount } from '../accounts/account-registry';
import { openPanelOrTab } from '../open-side-panel';
import { triage } from '../reviews/review-triage';
import { SHOWS_NOTIFICATION_BUTTONS } from './new-review-notifier';
import {
  type NotificationTarget,
  notificationButton,
  notificationRoute,
  notificationTarget,
} from './notification-plan';

/**
 * Opens `target` at `hash`, in the account it belongs to. Synchronous up to the open call (an
 * `await` before it would end the gesture); the active account is switched at the same time, so
 * the panel's page, which loads after, shows that account.
 */
function openTarget(notificationId: string, target: NotificationTarget, hash: string): void {
  const switching = switchAccount(target.accountId).catch(() => false);
  void openPanelOrTab(hash)
    .then(() => switching)
    .then(() => browser.notifications.clear(notificationId))
    .catch(() => {});
}

/**
 * Handles a click on one of this module's notifications; returns false for anyone else's. Must be
 * called straight from `notifications.onClicked`, before any `await`. `compose` opens a review's
 * composer too: where the notification had no Reply button to ask for it.
 */
export function openReviewFromNotification(
  notificationId: string,
  compose = !SHOWS_NOTIFICATION_BUTTONS,
): boolean {
  const target = notificationTarget(notificationId);
  if (!target) return false;
  openTarget(notificationId, target, notificationRoute(target, compose));
  return true;
}

/**
 * Handles a button of one of this module's review notifications (`notifications.onButtonClicked`,
 * called straight from it, before any `await`): Reply opens the review with its composer open;
 * Mark read marks it read through the background's one read path (the badge and open pages
 * follow) and opens nothing. Returns false for anyone else's notification or button.
 */
export function actOnNotificationButton(notificationId: string, buttonIndex: number): boolean {
  const target = notificationTarget(notificationId);
  const button = notificationButton(buttonIndex);
  if (!target?.reviewId || !button) return false;
  if (button === 'reply') {
    openTarget(notificationId, target, notificationRoute(target, true));
    return true;
  }
  void triage(target.accountId, [target.reviewId], { read: true })
    .then(() => browser.notifications.clear(notificationId))
    .catch(() => {});
  return true;
}
