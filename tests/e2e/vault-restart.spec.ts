/// <reference types="chrome" />
import type { BrowserContext, Worker } from '@playwright/test';
import { expect, test } from './fixtures';
import { connectAccount } from './pages/connect-account';
import { KeptProfile } from './pages/kept-profile';
import { ConsentPage, OptionsPage } from './pages/options-page';

// docs/security.md › Token vault: what a browser restart keeps, in the default mode and with
// "Forget sign-ins
// when the browser closes". The fixtures' browser deletes its profile; these keep theirs.
test.use({ emulatorOptions: { locations: 2, reviews: 20 } });

const FORGET = 'Forget sign-ins when the browser closes';

async function worker(context: BrowserContext): Promise<Worker> {
  return context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
}

let profile: KeptProfile;
test.beforeEach(() => {
  profile = new KeptProfile();
});
test.afterEach(async () => {
  await profile.dispose();
});
// One test, three browser starts: each start is the slow part, and the second mode begins where
// the first one's check ended.

test('an account stays signed in across a restart by default; with "Forget sign-ins when the browser closes" it needs sign-in after the next, and signs in again', async ({
  emulator,
}) => {
  const context = await profile.launch();
  const { name } = await connectAccount(
    context,
    (path) => profile.openPage(path),
    emulator,
    await worker(context),
  );

  // By default, a restart keeps the sign-in.
  await profile.launch();
  const options = await OptionsPage.open((path) => profile.openPage(path));
  await expect(options.page.getByRole('checkbox', { name: FORGET })).not.toBeChecked();
  await options.checkConnection(name);
  await expect(options.account(name).getByRole('status')).toContainText(/Connected: \d+ locations?\./);

  // An account added with a customer's own API key is a stored credential too.
  await options.page.getByLabel('Account name').fill('Own app');
  await options.page.getByLabel('Account API key').fill(emulator.apiKey);
  await options.page.getByRole('button', { name: 'Add account' }).click();
  await expect(options.page.getByText('Own app was added.')).toBeVisible();
  await options.page.getByRole('checkbox', { name: FORGET }).check();
  await expect(options.page.getByRole('checkbox', { name: FORGET })).toBeChecked();
  // Switching lost nothing: the re-encrypted token still works in this browser session.
  await options.checkConnection(name);
  await expect(options.account(name).getByRole('status')).toContainText(/Connected: \d+ locations?\./);

  const restarted = await profile.launch();
  const after = await OptionsPage.open((path) => profile.openPage(path));
  await expect(after.page.getByRole('checkbox', { name: FORGET })).toBeChecked();
  await expect(after.account(name)).toContainText('Needs sign-in again');
  await expect(after.account(name).getByRole('button', { name: 'Check connection' })).toHaveCount(0);
  await expect(after.account('Own app')).toContainText(
    'forgot the API key of Own app when the browser closed',
  );

  const consent = await ConsentPage.openedBy(restarted, () =>
    after.account(name).getByRole('button', { name: 'Sign in again' }).click(),
  );
  await consent.allow();
  await after.checkConnection(name);
  await expect(after.account(name).getByRole('status')).toContainText(/Connected: \d+ locations?\./);
});
