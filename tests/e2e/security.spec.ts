// biome-ignore-all lint/correctness/noUnusedFunctionParameters: a test asks for the `connected` fixture by naming it.
/// <reference types="chrome" />
import type { ConsoleMessage, Page } from '@playwright/test';
import { API_VERSION } from '../../lib/api/catalog';
import { CACHE_DB_NAME } from '../../lib/cache/db';
import { expect, test } from './fixtures';
import { connectThroughBackground } from './pages/connect-account';
import { EmulatorAdmin } from './pages/emulator-admin';
import {
  decryptFirstToken,
  dumpExtensionStorage,
  firePollAlarm,
  readSyncStates,
  storedAccounts,
} from './pages/extension-storage';
import { recordedNotifications, recordNotifications } from './pages/notifications';
import { ConsentPage, OptionsPage } from './pages/options-page';
import { PopupPage } from './pages/popup-page';

// Security drills: the replayed redirect, secrets in storage and console over a whole session, and
// hostile text in notifications. A tampered state is refused in tests/unit/lib/auth/auth-flow.test.ts
// and plain http to another host in tests/unit/components/options/connection-form.test.tsx, where
// each check lives. The built manifest's permissions and CSP are checked on a release build
// (tests/integration/release-build.test.ts), the CSP's refusals in every page by smoke.spec.ts;
// hostile location names in the views by their component tests (locations-view, listings-view,
// inbox-view, popup-inbox).

// Replies go at once (Options › Undo window: 0): these tests are about what follows the send.
test.use({ undoSeconds: 0 });

test('a replayed sign-in redirect (the code and state of a finished sign-in) is refused', async ({
  context,
  openPage,
  emulator,
  worker,
}) => {
  await OptionsPage.openConfigured(openPage, emulator);
  const popup = await PopupPage.open(openPage);
  const first = await ConsentPage.openedBy(context, () => popup.connectButton().click());
  // The consent page answers Allow with a redirect to the browser's redirect URL: keep it.
  const redirect = new Promise<string>((resolve) => {
    first.page.on('response', (response) => {
      const location = response.headers().location;
      if (location?.includes('code=')) resolve(location);
    });
  });
  const name = await first.selectedAccountName();
  await first.allow();
  const replayed = await redirect;
  expect(replayed).toMatch(/^https:\/\/ndmnoaedffkkeamoghhfimmkgjnmpeai\.chromiumapp\.org\/\?code=.+&state=/);
  await popup.expectActiveAccount(name);

  // A second attempt, answered with the first one's redirect instead of its own.
  const second = await ConsentPage.openedBy(context, () => popup.addAnotherAccount());
  await second.page.goto(replayed).catch(() => {}); // the identity window catches it and closes
  await expect(popup.alert()).toContainText('did not belong to this sign-in attempt');
  expect((await storedAccounts(worker)).map((account) => account.name)).toEqual([name]);
});

test('no token or key in plain text in any storage, IndexedDB or console message of a whole session', async ({
  context,
  openPage,
  emulator,
  worker,
}) => {
  // Signed in through the consent page: the secrets to look for are the access token and the app key.
  await connectThroughBackground(context, emulator, worker);
  const messages: string[] = [];
  const record = (where: string) => (message: ConsoleMessage) => messages.push(`${where}: ${message.text()}`);
  worker.on('console', record('worker'));
  const watch = (page: Page) => {
    page.on('console', record(page.url()));
    page.on('pageerror', (error) => messages.push(`${page.url()}: ${error.message}\n${error.stack}`));
  };
  context.on('page', watch);
  context.pages().forEach(watch);

  const options = await OptionsPage.open(openPage);

  // A new review arrives, is synced, and is answered from the side panel's thread.
  const review = await new EmulatorAdmin(emulator).addReview({
    publisherId: 'BRANDB',
    content: 'Security drill review',
  });
  const firedAt = await firePollAlarm(worker);
  await expect
    .poll(async () => (await readSyncStates(worker)).every((s) => (s.lastSuccessAt ?? 0) >= firedAt))
    .toBe(true);
  const panel = await openPage(`sidepanel.html#/inbox/review/${encodeURIComponent(review.id)}`);
  await panel.getByLabel('Reply text').fill('Thank you, security drill.');
  await panel.getByRole('radio', { name: 'Public', exact: true }).check();
  await panel.getByRole('button', { name: 'Send reply' }).click();
  await expect
    .poll(
      async () =>
        (await new EmulatorAdmin(emulator).commentsWithText(review.id, 'Thank you, security drill.')).length,
      {
        timeout: 20_000,
      },
    )
    .toBe(1);

  await options.page.bringToFront();
  await options.page.reload();
  const account = options.page.getByRole('listitem').filter({ hasText: /Connected|Check connection/ });
  await account.first().getByRole('button', { name: 'Check connection' }).click();
  await expect(account.first().getByRole('status')).toContainText(/Connected: \d+ locations\./);

  // The capture works: a probe from the worker and from a page arrives.
  await worker.evaluate(() => console.info('console-probe-worker'));
  await panel.evaluate(() => console.info('console-probe-page'));
  await expect.poll(() => messages.join('\n')).toContain('console-probe-worker');
  await expect.poll(() => messages.join('\n')).toContain('console-probe-page');

  const token = await decryptFirstToken(worker);
  const works = await fetch(
    `${emulator.baseUrl}/v2/accounts/me/locations?v=${API_VERSION}&access_token=${token}`,
  );
  expect(works.status).toBe(200); // the needle is the real token
  const dump = await dumpExtensionStorage(worker);
  expect(dump).toContain(`${CACHE_DB_NAME}/reviews`); // the scan reached the cache
  expect(dump).toContain('Security drill review');
  // ... and the vault, whose key cannot be read out of the browser.
  expect(dump).toContain('review-desk-vault/secrets');
  expect(dump).toContain('CryptoKey(extractable=false)');
  for (const secret of [token, encodeURIComponent(token), emulator.clientSecret]) {
    expect(dump).not.toContain(secret);
    expect(messages.join('\n')).not.toContain(secret);
  }
});

test('HTML and javascript: in a review reach the notification as literal text, and nothing else is shown', async ({
  context,
  emulator,
  worker,
  connected,
}) => {
  await recordNotifications(worker);
  const pagesBefore = context.pages().length;
  const author = '<img src=x onerror=alert(1)>';
  const content = '<script>alert(1)</script> <a href="javascript:alert(2)">javascript:alert(3)</a>';
  await new EmulatorAdmin(emulator).addReview({
    publisherId: 'BRANDB',
    rating: 1,
    authorName: author,
    content,
  });
  await firePollAlarm(worker);

  const shown = () => recordedNotifications(worker);
  await expect.poll(async () => (await shown()).length, { timeout: 20_000 }).toBe(1);
  const [notification] = await shown();
  expect(notification.options.type).toBe('basic');
  // Verbatim: not stripped, not entity-escaped (notifications show plain text only).
  expect(notification.options.message).toBe(`${author}: ${content}`);
  expect(String(notification.options.iconUrl)).toMatch(/^chrome-extension:\/\/[a-z]+\/icon\/128\.png$/);
  expect(Object.keys(notification.options).sort()).toEqual([
    'buttons',
    'iconUrl',
    'message',
    'title',
    'type',
  ]);
  // The buttons are the extension's own words, nothing of the review's.
  expect(notification.options.buttons).toEqual([{ title: 'Reply' }, { title: 'Mark read' }]);
  // Recorded as the call starts: the notification itself appears when the call resolves.
  await expect
    .poll(async () => Object.keys(await worker.evaluate(() => chrome.notifications.getAll())))
    .toEqual([notification.id]);
  expect(context.pages().length).toBe(pagesBefore);
});
