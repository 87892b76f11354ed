import type { Page } from 'puppeteer-core';
import type { ExtensionTabs } from './extension-tabs';
import { byRole, click, field, fill, waitForText } from './queries';

export interface EmulatorCredentials {
  baseUrl: string;
  authUrl: string;
  clientId: string;
  clientSecret: string;
}

/** Settings › Connection on the options page: the four fields and Save, by their labels. */
export async function saveConnection(options: Page, emulator: EmulatorCredentials): Promise<void> {
  await fill(options, 'Service URL', emulator.baseUrl);
  await fill(options, 'Sign-in URL', emulator.authUrl);
  await fill(options, 'Client ID', emulator.clientId);
  await click(options, 'radio', "Keep my app's key in this browser (encrypted)");
  await fill(options, 'App API key', emulator.clientSecret);
  await click(options, 'button', 'Save');
  await waitForText(options, 'Connection settings saved.');
}

/** The sign-in window `identity.launchWebAuthFlow` opened on the emulator's consent page. */
export interface ConsentWindow {
  page: Page;
  /** Where the window was sent, as the browser has it. */
  url: URL;
  /** The account the consent page offers first, without its "(N locations)". */
  accountName: string;
}

/** Clicks the popup's Connect account and returns the consent window it opens. */
export async function openConsent(
  tabs: ExtensionTabs,
  popup: Page,
  emulator: EmulatorCredentials,
): Promise<ConsentWindow> {
  const page = await tabs.opened(
    () => click(popup, 'button', 'Connect account'),
    (url) => url.startsWith(`${emulator.authUrl}/`),
  );
  await byRole(page, 'button', 'Allow');
  const account = await field(page, 'Account');
  const label = await account.evaluate((select) => (select as HTMLSelectElement).selectedOptions[0].text);
  return {
    page,
    url: new URL(await page.evaluate(() => location.href)),
    accountName: label.replace(/\s*\(\d+ locations?\)\s*$/, '').trim(),
  };
}

/**
 * Clicks Allow. Firefox closes the window as soon as it catches the redirect, which may be before
 * the click's own round trip ends: the window closing is the proof the decision went through.
 */
export async function allow(consent: ConsentWindow): Promise<void> {
  const closed = new Promise<void>((resolve) => consent.page.once('close', () => resolve()));
  await click(consent.page, 'button', 'Allow').catch((error: unknown) => {
    if (!consent.page.isClosed()) throw error;
  });
  await closed;
}

/** The account the popup's header switcher shows as active. */
export async function activeAccount(popup: Page): Promise<string> {
  const switcher = await byRole(popup, 'combobox', 'Account');
  return switcher.evaluate((select) => (select as HTMLSelectElement).selectedOptions[0]?.text ?? '');
}
