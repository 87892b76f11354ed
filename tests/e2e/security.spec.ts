// biome-ignore-all lint/correctness/noUnusedFunctionParameters: a test asks for the `connected` fixture by naming it.
/// <reference types="chrome" />
import { readFileSync } from 'node:fs';
import type { ConsoleMessage, Page, Worker } from '@playwright/test';
import { API_VERSION } from '../../lib/api/catalog';
import { CACHE_DB_NAME } from '../../lib/cache/db-name';
import { EXTENSION_DIR } from '../../scripts/launch-browser';
import { expect, test } from './fixtures';
import { connectThroughBackground } from './pages/connect-account';
import { EmulatorAdmin } from './pages/emulator-admin';
import {
  decryptFirstToken,
  dumpExtensionStorage,
  firePollAlarm,
  readSyncStates,
} from './pages/extension-storage';
import { recordedNotifications, recordNotifications } from './pages/notifications';
import { ConsentPage, OptionsPage } from './pages/options-page';
import { PopupPage } from './pages/popup-page';

// Security drills. The tampered-state case lives in sign-in.spec.ts; these add the
// replayed redirect, plain http, secrets in storage and console over a whole session, CSP,
// permissions and hostile text in notifications.

// Replies go at once (Options › Undo window: 0): these tests are about what follows the send.
test.use({ undoSeconds: 0 });

const storedAccounts = (worker: Worker) =>
  worker.evaluate(async () => {
    const { 'accounts.list': list } = await chrome.storage.local.get('accounts.list');
    return (list ?? []) as { id: string; name: string }[];
  });

const manifest = () =>
  JSON.parse(readFileSync(`${EXTENSION_DIR}/manifest.json`, 'utf8')) as Record<string, unknown> & {
    permissions?: string[];
    host_permissions?: string[];
    optional_permissions?: string[];
    optional_host_permissions?: string[];
    content_security_policy?: { extension_pages?: string; sandbox?: string };
  };

test('a replayed sign-in redirect (the code and state of a finished sign-in) is refused', async ({
  context,
  openPage,
  emulator,
  worker,
}) => {
  const options = await OptionsPage.open(openPage);
  await options.configure({
    serviceUrl: emulator.baseUrl,
    authUrl: emulator.authUrl,
    clientId: emulator.clientId,
    appKey: emulator.clientSecret,
  });
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

test('a service or sign-in URL with plain http on a non-loopback host is refused', async ({
  openPage,
  worker,
}) => {
  const options = await OptionsPage.open(openPage);
  const { page } = options;
  await page.getByLabel('Service URL').fill('http://api.example.com');
  await page.getByLabel('Sign-in URL').fill('http://www.example.com');
  await page.getByLabel('Client ID').fill('client');
  await page.getByRole('radio', { name: /app's key/ }).check();
  await page.getByLabel('App API key').fill('key');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Service URL must start with https://')).toBeVisible();
  await expect(page.getByText('Sign-in URL must start with https://')).toBeVisible();
  await expect(page.getByText('Connection settings saved.')).toHaveCount(0);
  const stored = await worker.evaluate(
    async () => (await chrome.storage.local.get('settings.connection'))['settings.connection'],
  );
  expect(JSON.stringify(stored ?? {})).not.toContain('example.com');

  // The same host over https is accepted (so the refusal above is about http, not the host).
  await page.getByLabel('Service URL').fill('https://api.example.com');
  await page.getByLabel('Sign-in URL').fill('https://www.example.com');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Service URL must start with https://')).toHaveCount(0);
});

test('no token or key in plain text in any storage, IndexedDB or console message of a whole session', async ({
  context,
  openPage,
  emulator,
  worker,
  connected,
}) => {
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
  for (const secret of [token, encodeURIComponent(token), emulator.clientSecret]) {
    expect(dump).not.toContain(secret);
    expect(messages.join('\n')).not.toContain(secret);
  }
});

test("the extension pages' CSP is the MV3 default or stricter, and refuses inline script and eval", async ({
  openPage,
}) => {
  const csp = manifest().content_security_policy?.extension_pages;
  // Absent means Chrome's MV3 default: script-src 'self' 'wasm-unsafe-eval'; object-src 'self'.
  if (csp !== undefined) {
    expect(csp).toMatch(/script-src 'self'(?: 'wasm-unsafe-eval')?;/);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval[^-]|https?:|\*/);
  }
  for (const path of ['popup.html', 'sidepanel.html', 'options.html']) {
    const page = await openPage(path);
    const outcome = await page.evaluate(async () => {
      const violations: string[] = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(event.violatedDirective),
      );
      const script = document.createElement('script');
      script.textContent = 'window.inlineRan = true';
      document.head.append(script);
      // eval from a timer, not from this evaluation: DevTools lifts the eval ban for its own code.
      const evalRan = await new Promise<boolean>((resolve) =>
        setTimeout(() => {
          try {
            // biome-ignore lint/security/noGlobalEval: the drill checks that the CSP refuses it.
            resolve(globalThis.eval('true') === true);
          } catch {
            resolve(false);
          }
        }, 0),
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      return {
        inlineRan: (window as unknown as { inlineRan?: boolean }).inlineRan === true,
        evalRan,
        violations,
      };
    });
    expect(outcome, path).toMatchObject({ inlineRan: false, evalRan: false });
    expect(outcome.violations.join(' '), path).toContain('script-src');
  }
});

test('the permissions are the ones the README lists and justifies, no more', async () => {
  const m = manifest();
  const granted = [
    ...(m.permissions ?? []),
    ...(m.host_permissions ?? []),
    ...(m.optional_permissions ?? []),
    ...(m.optional_host_permissions ?? []),
  ];
  const readme = readFileSync('README.md', 'utf8');
  const section = readme.slice(
    readme.indexOf('## Permissions'),
    readme.indexOf('\n## ', readme.indexOf('## Permissions') + 1),
  );
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('| `') || line.startsWith('| host') || line.startsWith('| optional'));
  const listed = rows.flatMap((row) =>
    [...row.split('|')[1].matchAll(/`([^`]+)`/g)].map((match) => match[1]),
  );
  // Every row has a reason.
  for (const row of rows) expect(row.split('|')[2]?.trim().length ?? 0, row).toBeGreaterThan(10);
  expect(new Set(granted)).toEqual(new Set(listed));
  expect(m.permissions).not.toContain('tabs');
  expect(m.permissions).not.toContain('<all_urls>');
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
  expect(Object.keys(notification.options).sort()).toEqual(['iconUrl', 'message', 'title', 'type']);
  // Recorded as the call starts: the notification itself appears when the call resolves.
  await expect
    .poll(async () => Object.keys(await worker.evaluate(() => chrome.notifications.getAll())))
    .toEqual([notification.id]);
  expect(context.pages().length).toBe(pagesBefore);
});

test('a hostile location name and website render as plain text in the views that show locations', async ({
  context,
  openPage,
  emulator,
  worker,
}) => {
  const dialogs: string[] = [];
  context.on('page', (page) =>
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    }),
  );
  const list = await fetch(
    `${emulator.baseUrl}/v2/accounts/me/locations?v=${API_VERSION}&api_key=${emulator.apiKey}`,
  );
  const [location] = ((await list.json()) as { response: { locations: { id: string }[] } }).response
    .locations;
  const name = '<img src=x onerror=alert(1)>Hostile Bakery';
  const patched = await fetch(`${emulator.baseUrl}/__emulator/locations/${location.id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ locationName: name, websiteUrl: 'javascript:alert(2)' }),
  });
  expect(patched.status).toBe(200);
  await new EmulatorAdmin(emulator).addReview({
    locationId: location.id,
    publisherId: 'BRANDB',
    content: 'At the hostile place',
  });
  // Connected once the service holds them, so the first download brings them.
  await connectThroughBackground(context, emulator, worker);

  const inert = async (page: Page, where: string) => {
    // Present as text (in a list, a heading or a <select> option), never as markup.
    await expect(page.getByText(name).first(), where).toBeAttached({ timeout: 15_000 });
    expect(await page.locator('img[src="x"], a[href^="javascript:" i], [onerror]').count(), where).toBe(0);
  };
  const panel = await openPage('sidepanel.html#/locations', { width: 420, height: 860 });
  await inert(panel, 'side panel › locations');
  await panel.goto(panel.url().replace(/#.*$/, '#/listings'));
  await inert(panel, 'side panel › listings');
  await panel.goto(panel.url().replace(/#.*$/, '#/inbox'));
  await inert(panel, 'side panel › inbox');
  const popup = await openPage('popup.html');
  await inert(popup, 'popup › reviews');
  expect(dialogs).toEqual([]);
});
