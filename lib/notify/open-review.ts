/**
 * A click on a review notification opens that review in the side panel (UI.md › Notifications),
 * whose page reads the route from its hash. Browsers open panels only inside a user gesture, and
 * whether a notification click counts differs by browser and version: the panel is tried first,
 * synchronously, and the same page opens in a tab where it is refused (it works at any width).
 */
import { browser } from '#imports';
import { switchAccount } from '../accounts/account-registry';
import { requestSidePanelRoute } from '../side-panel-route-request';
import { type NotificationTarget, notificationTarget } from './notification-plan';

interface ChromeSidePanel {
  open(options: { windowId: number }): Promise<void>;
}
interface FirefoxSidebar {
  open(): Promise<void>;
}

/** chrome.windows.WINDOW_ID_CURRENT: no lookup (an `await` would end the gesture). */
const WINDOW_ID_CURRENT = -2;

export function sidePanelPath(target: NotificationTarget): string {
  return target.reviewId
    ? `/sidepanel.html#/inbox/review/${encodeURIComponent(target.reviewId)}`
    : '/sidepanel.html#/inbox';
}

function openPanel(path: string): Promise<void> | undefined {
  const chromeSidePanel = (globalThis as { chrome?: { sidePanel?: Partial<ChromeSidePanel> } }).chrome
    ?.sidePanel;
  const sidebar = (browser as unknown as { sidebarAction?: Partial<FirefoxSidebar> }).sidebarAction;
  const open =
    typeof chromeSidePanel?.open === 'function'
      ? () => chromeSidePanel.open!({ windowId: WINDOW_ID_CURRENT })
      : typeof sidebar?.open === 'function'
        ? () => sidebar.open!()
        : undefined;
  if (!open) return undefined;
  // The panel keeps its own page and follows the request (lib/side-panel-route-request.ts), so
  // opening it again later starts on the inbox, not on this review.
  requestSidePanelRoute(path.slice(path.indexOf('#')));
  return open();
}

/**
 * Handles a click on one of this module's notifications; returns false for anyone else's. Must be
 * called straight from `notifications.onClicked`, before any `await`.
 */
export function openReviewFromNotification(notificationId: string): boolean {
  const target = notificationTarget(notificationId);
  if (!target) return false;
  const path = sidePanelPath(target);
  let opening: Promise<void>;
  try {
    opening = openPanel(path) ?? Promise.reject(new Error('no side panel API'));
  } catch (error) {
    opening = Promise.reject(error);
  }
  void opening
    .catch(() => browser.tabs.create({ url: browser.runtime.getURL(path as '/sidepanel.html') }))
    // The panel shows the active account: make it the one the review belongs to.
    .then(() => switchAccount(target.accountId))
    .then(() => browser.notifications.clear(notificationId))
    .catch(() => {});
  return true;
}
