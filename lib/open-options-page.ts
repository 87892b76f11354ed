import { browser } from 'wxt/browser';

/**
 * Opens the extension's settings page (or brings it to the front): where a connection is set up
 * and accounts are managed. Pages call this rather than `browser.runtime` themselves, so the views
 * in components/ hold no browser calls (docs/architecture.md › The layers).
 */
export function openOptionsPage(): Promise<void> {
  return browser.runtime.openOptionsPage();
}
