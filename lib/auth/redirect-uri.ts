import { browser } from 'wxt/browser';

/**
 * The OAuth redirect URI of this browser's extension id (service.md › OAuth): sign-in sends it, and
 * the options page shows it so an app can be registered with it.
 */
export function redirectUri(): string {
  return browser.identity.getRedirectURL();
}
