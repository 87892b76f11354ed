import { type BrowserContext, expect, type Page, type Worker } from '@playwright/test';
import { readCachedRecords } from '../../shared/cache-reader';
import {
  type ConnectedAccount,
  connectionSettingsOf,
  type EmulatorCredentials,
  extensionDocument,
  sendFromPage,
} from './connect-account';
import { readSyncStates } from './extension-storage';
import { ConsentPage } from './options-page';

/**
 * An agency's start: the emulator's accounts connected one after another through the consent page
 * (its Account list, then Allow), the background doing each sign-in and first download as it
 * would. Returns them in the order connected, the last one active.
 */
export async function connectAccounts(
  context: BrowserContext,
  emulator: EmulatorCredentials,
  worker: Worker,
  count: number,
): Promise<ConnectedAccount[]> {
  const page = await extensionDocument(context, worker);
  await sendFromPage(page, 'saveConnectionSettings', connectionSettingsOf(emulator));
  const accounts: ConnectedAccount[] = [];
  for (let n = 0; n < count; n++) {
    let signedIn: Promise<unknown> | undefined;
    const consent = await ConsentPage.openedBy(context, async () => {
      signedIn = sendFromPage(page, 'signIn', {});
    });
    const name = await consent.chooseAccount(n);
    await consent.allow();
    const account = (await signedIn) as { id: string; name: string };
    expect(account.name).toBe(name);
    accounts.push({ name, accountId: account.id });
  }
  await page.close();
  await expect
    .poll(async () => (await readSyncStates(worker)).map((state) => state.backfill), { timeout: 60_000 })
    .toEqual(accounts.map(() => null));
  return accounts;
}

/** A location of the account, from the extension's cache (the service's own location id). */
export async function cachedLocationOf(worker: Worker, accountId: string): Promise<string> {
  const reviews = await readCachedRecords<{ accountId: string; locationId: string }>(worker, 'reviews');
  const review = reviews.find((record) => record.accountId === accountId);
  if (!review) throw new Error(`no cached review of ${accountId}`);
  return review.locationId;
}

/** The header's account switcher of a popup or side panel page. */
export const accountSwitcher = (page: Page) =>
  page.locator('header').getByRole('combobox', { name: 'Account' });

/**
 * An access token of the emulator's account named `name`, for the test's own look at what the
 * service holds: its consent page answered Allow over HTTP and the code exchanged, as any app would.
 */
export async function serviceTokenFor(emulator: EmulatorCredentials, name: string): Promise<string> {
  const redirect = 'https://abcdefghijklmnop.chromiumapp.org/test';
  const query = new URLSearchParams({
    client_id: emulator.clientId,
    redirect_uri: redirect,
    response_type: 'code',
    state: 'test',
  });
  const html = await (await fetch(`${emulator.authUrl}/oauth2/authorize?${query}`)).text();
  const form = new URLSearchParams();
  for (const [, field, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    form.set(field, value.replaceAll('&amp;', '&').replaceAll('&quot;', '"'));
  const option = [...html.matchAll(/<option value="([^"]+)"[^>]*>([^<]+)</g)].find((match) =>
    match[2].startsWith(name),
  );
  if (!option) throw new Error(`no account ${name} on the consent page`);
  form.set('account', option[1]);
  form.set('decision', 'allow');
  const allowed = await fetch(`${emulator.authUrl}/oauth2/authorize`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  const code = new URL(allowed.headers.get('location') ?? 'about:blank').searchParams.get('code') ?? '';
  const grant = await fetch(`${emulator.baseUrl}/oauth2/accesstoken`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: emulator.clientId,
      client_secret: emulator.clientSecret,
      redirect_uri: redirect,
      code,
    }),
  });
  return ((await grant.json()) as { access_token: string }).access_token;
}
