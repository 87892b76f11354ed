/**
 * A click on a review notification opens that review in the side panel (UI.md › Notifications),
 * whose page reads the route from its hash. Browsers open panels only inside a user gesture, and
 * whether a notification click counts differs by browser and version: the panel is tried first,
 * synchronously, and the same page opens in a tab where it is refused (it works at any width).
 */
import { browser } from '#imports';
import { switchAccount } from '../accounts/account-registry';
import { type NotificationTarget, notificationTarget } from './notification-plan';

interface ChromeSidePanel {
  open(options: { windowId: number }): Promise<void>;
  setOptions(options: { path: string }): Promise<void>;
}
interface FirefoxSidebar {
  open(): Promise<void>;
  setPanel(details: { panel: string }): Promise<void>;
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
  if (typeof chromeSidePanel?.open === 'function' && typeof chromeSidePanel.setOptions === 'function') {
    // Both calls leave in the same task: the path is set before the panel shows.
    const pathSet = chromeSidePanel.setOptions({ path: path.slice(1) });
    const opened = chromeSidePanel.open({ windowId: WINDOW_ID_CURRENT });
    return Promise.all([pathSet, opened]).then(() => undefined);
  }
  const sidebar = (browser as unknown as { sidebarAction?: Partial<FirefoxSidebar> }).sidebarAction;
  if (typeof sidebar?.open === 'function' && typeof sidebar.setPanel === 'function') {
    const opened = sidebar.open();
    const panelSet = sidebar.setPanel({ panel: browser.runtime.getURL(path as '/sidepanel.html') });
    return Promise.all([opened, panelSet]).then(() => undefined);
  }
  return undefined;
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
