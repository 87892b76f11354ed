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
 * The usual start of a drill: connection settings saved on the options page, the primary account
 * connected through the consent page (Allow), and its first download of reviews finished.
 */
export async function connectAccount(
  context: BrowserContext,
  openPage: (path: string) => Promise<Page>,
  emulator: EmulatorCredentials,
  worker: Worker,
): Promise<{ options: OptionsPage; popup: PopupPage; name: string }> {
  const options = await OptionsPage.open(openPage);
  await options.configure({
    serviceUrl: emulator.baseUrl,
    authUrl: emulator.authUrl,
    clientId: emulator.clientId,
    appKey: emulator.clientSecret,
  });
  const popup = await PopupPage.open(openPage);
  const consent = await ConsentPage.openedBy(context, () => popup.connectButton().click());
  const name = await consent.selectedAccountName();
  await consent.allow();
  await popup.expectActiveAccount(name);
  await expect
    .poll(async () => (await readSyncStates(worker)).map((state) => state.backfill), { timeout: 30_000 })
    .toEqual([null]);
  return { options, popup, name };
}
