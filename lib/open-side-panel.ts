import { browser } from 'wxt/browser';
import { requestSidePanelRoute } from './side-panel-route-request';

/**
 * Opens the side panel from the popup's "Open side panel" button, then closes the popup.
 *
 * Both browsers only open a panel inside a user gesture, and the gesture does not survive an
 * `await`: the open call must be the first thing the click handler does. Chrome's
 * `sidePanel.open` also needs a window id, so the popup looks its window up when it mounts
 * (`rememberCurrentWindow`) and the click uses that id synchronously. Firefox opens its
 * sidebar with `sidebarAction.open()`. Where neither exists or the call fails (older Chrome,
 * other Chromium browsers, policies), the panel's page opens in a tab: it is built to work at
 * any width.
 */

interface ChromeSidePanelApi {
  open(options: { windowId: number }): Promise<void>;
}
interface FirefoxSidebarApi {
  open(): Promise<void>;
}

/** chrome.windows.WINDOW_ID_CURRENT, "the window that called": no lookup (an `await` would end the gesture). */
const WINDOW_ID_CURRENT = -2;
const SIDE_PANEL_PAGE = '/sidepanel.html';

let currentWindowId: number | undefined;

/** Call when the popup mounts, so a later click can open the panel without awaiting. */
export async function rememberCurrentWindow(): Promise<void> {
  try {
    currentWindowId = (await browser.windows.getCurrent()).id;
  } catch {
    // No windows API here (tests, odd hosts): the click falls back to WINDOW_ID_CURRENT.
  }
}

/**
 * Must be called directly from a click handler; resolves once the popup is asked to close.
 * `hash` opens a given view (`routeHash('listings', …)`); without it the panel opens where it is.
 */
export function openSidePanel(hash?: string): Promise<void> {
  return openPanelOrTab(hash, currentWindowId)
    .then(() => window.close())
    .catch(() => {
      // Even the tab failed: leave the popup open, the person can still use it.
    });
}

/**
 * Opens the panel at `hash`, synchronously (inside the gesture), or its page in a tab where there
 * is no panel API or the browser refuses, or in a window of its own where there is no window for a
 * tab (a notification clicked or a key pressed with every window closed); rejects only when that
 * fails too. Also the background's way to open a review from a notification
 * (lib/notify/open-review.ts) and the panel from the keyboard (lib/keyboard/open-panel-command.ts).
 */
export function openPanelOrTab(hash: string | undefined, windowId = WINDOW_ID_CURRENT): Promise<unknown> {
  let opening: Promise<void>;
  try {
    opening = openPanel(hash, windowId) ?? Promise.reject(new Error('no side panel API'));
  } catch (error) {
    opening = Promise.reject(error);
  }
  const url = `${browser.runtime.getURL(SIDE_PANEL_PAGE)}${hash ?? ''}`;
  return opening.catch(() => browser.tabs.create({ url }).catch(() => browser.windows.create({ url })));
}

function openPanel(hash: string | undefined, windowId: number): Promise<void> | undefined {
  const chromeSidePanel = (globalThis as { chrome?: { sidePanel?: Partial<ChromeSidePanelApi> } }).chrome
    ?.sidePanel;
  const firefoxSidebar = (browser as unknown as { sidebarAction?: Partial<FirefoxSidebarApi> }).sidebarAction;
  const open =
    typeof chromeSidePanel?.open === 'function'
      ? () => chromeSidePanel.open!({ windowId })
      : typeof firefoxSidebar?.open === 'function'
        ? () => firefoxSidebar.open!()
        : undefined;
  if (!open) return undefined;
  // The panel keeps its own page and follows the request (lib/side-panel-route-request.ts), so
  // opening it again later starts where it was, not on this view.
  if (hash) requestSidePanelRoute(hash);
  return open();
}
