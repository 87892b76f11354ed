/**
 * A click on a review notification opens that review in the side panel (UI.md › Notifications),
 * whose page reads the route from its hash. Browsers open panels only inside a user gesture, and
 * whether a notification click counts differs by browser and version: the panel is tried first,
 * synchronously, and the same page opens in a tab where it is refused (it works at any width).
 */
import { browser } from '#imports';
import { switchAccount } from '../accounts/account-registry';
import { openPanelOrTab } from '../open-side-panel';
import { notificationTarget } from './notification-plan';

/**
 * Handles a click on one of this module's notifications; returns false for anyone else's. Must be
 * called straight from `notifications.onClicked`, before any `await`.
 */
export function openReviewFromNotification(notificationId: string): boolean {
  const target = notificationTarget(notificationId);
  if (!target) return false;
  const hash = target.reviewId ? `#/inbox/review/${encodeURIComponent(target.reviewId)}` : '#/inbox';
  void openPanelOrTab(hash)
    // The panel shows the active account: make it the one the review belongs to.
    .then(() => switchAccount(target.accountId))
    .then(() => browser.notifications.clear(notificationId))
    .catch(() => {});
  return true;
}
