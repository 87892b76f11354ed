/// <reference types="chrome" />
import { type BrowserContext, expect, type Page, type Worker } from '@playwright/test';
import { readSyncStates } from './extension-storage';
import { ConsentPage, OptionsPage } from './options-page';
import { PopupPage } from './popup-page';

export interface EmulatorCredentials {
  baseUrl: string;
  authUrl: string;
  clientId: string;
  clientSecret: string;
}

/**
 * The usual start of a drill, as a person does it: connection settings saved on the options page,
 * the primary account connected from the popup through the consent page (Allow), and its first
 * download of reviews finished. The sign-in specs use it; the others start from `connected`
 * (fixtures.ts), which connects the same account by its API key.
 */
export async function connectAccount(
  context: BrowserContext,
  openPage: (path: string) => Promise<Page>,
  emulator: EmulatorCredentials,
  worker: Worker,
): Promise<{ options: OptionsPage; popup: PopupPage; name: string }> {
  const options = await OptionsPage.openConfigured(openPage, emulator);
  const popup = await PopupPage.open(openPage);
  const consent = await ConsentPage.openedBy(context, () => popup.connectButton().click());
  const name = await consent.selectedAccountName();
  await consent.allow();
  await popup.expectActiveAccount(name);
  await waitForFirstSync(worker);
  return { options, popup, name };
}

/** The connected account, as the `connected` fixture gives it. */
export interface ConnectedAccount {
  /** Its name, as the header shows it. */
  name: string;
  /** The extension's id of it (`key-…` or `oauth-…`), for `markReviewsRead` and the like. */
  accountId: string;
}

/** What the `connected` fixture names the API-key account (Options › Account name). */
const API_KEY_ACCOUNT_NAME = 'Primary account (API key)';

/**
 * The emulator's primary account by its own app's API key, where sign-in is not what a test is
 * about: the messages the options page sends (`saveConnectionSettings`, then `addApiKeyAccount`,
 * which checks the key on the service) go to the real background, and the first download of
 * reviews runs as it would. No consent window: a second quicker than OAuth, the same account.
 */
export async function connectWithApiKey(
  context: BrowserContext,
  emulator: EmulatorCredentials & { apiKey: string },
  worker: Worker,
): Promise<ConnectedAccount> {
  const page = await extensionDocument(context, worker);
  await sendFromPage(page, 'saveConnectionSettings', connectionSettingsOf(emulator));
  const account = (await sendFromPage(page, 'addApiKeyAccount', {
    name: API_KEY_ACCOUNT_NAME,
    apiKey: emulator.apiKey,
  })) as { id: string; name: string };
  await page.close();
  await waitForFirstSync(worker);
  return { name: account.name, accountId: account.id };
}

/**
 * The same connection without the forms: the messages the options page and the popup send
 * (`saveConnectionSettings`, `signIn`) go to the real background from an extension page, the real
 * consent page opens in the browser's identity window and is answered Allow, the code is
 * exchanged by the background, and the first download of reviews runs as it would.
 */
export async function connectThroughBackground(
  context: BrowserContext,
  emulator: EmulatorCredentials,
  worker: Worker,
): Promise<ConnectedAccount> {
  const page = await extensionDocument(context, worker);
  await sendFromPage(page, 'saveConnectionSettings', connectionSettingsOf(emulator));
  let signedIn: Promise<{ id: string; name: string }> | undefined;
  const consent = await ConsentPage.openedBy(context, async () => {
    signedIn = sendFromPage(page, 'signIn', {}) as Promise<{ id: string; name: string }>;
  });
  const name = await consent.selectedAccountName();
  await consent.allow();
  const account = await (signedIn as Promise<{ id: string; name: string }>);
  expect(account.name).toBe(name);
  await page.close();
  await waitForFirstSync(worker);
  return { name, accountId: account.id };
}

/** Waits until every account's first download of reviews (the backfill) has finished. */
export async function waitForFirstSync(worker: Worker): Promise<void> {
  await expect
    .poll(async () => (await readSyncStates(worker)).map((state) => state.backfill), {
      timeout: 30_000,
      intervals: [100, 250],
    })
    .toEqual([null]);
}

/** The options page's connection settings for the emulator, its app key included. */
export const connectionSettingsOf = (emulator: EmulatorCredentials) => ({
  serviceUrl: emulator.baseUrl,
  authUrl: emulator.authUrl,
  clientId: emulator.clientId,
  exchange: 'appKey',
  brokerUrl: '',
  appKey: emulator.clientSecret,
});

/**
 * A document of the extension's origin that runs none of its scripts (its icon). The background
 * answers only the extension's own pages (lib/messaging.ts), and this is one, without a page's
 * own start-up work.
 */
export async function extensionDocument(context: BrowserContext, worker: Worker): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`chrome-extension://${new URL(worker.url()).host}/icon/16.png`);
  return page;
}

/**
 * Sends one message of lib/messaging.ts's protocol from an extension page, in
 * @webext-core/messaging's envelope, and returns the Result's value (throws its error message).
 */
export async function sendFromPage(page: Page, type: string, data: unknown): Promise<unknown> {
  const result = await page.evaluate(
    async ({ type, data }) => {
      const answer = await chrome.runtime.sendMessage({ id: 0, type, data, timestamp: Date.now() });
      return answer as { res?: { ok: boolean; value?: unknown; error?: { message: string } }; err?: unknown };
    },
    { type, data },
  );
  if (result.err !== undefined) throw new Error(`${type}: ${JSON.stringify(result.err)}`);
  if (!result.res?.ok) throw new Error(`${type}: ${result.res?.error?.message}`);
  return result.res.value;
}
