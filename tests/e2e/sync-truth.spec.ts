// biome-ignore-all lint/correctness/noUnusedFunctionParameters: a test asks for the `connected` fixture by naming it.
import type { Page } from '@playwright/test';
import { FIRST_RETRY_MS } from '../../lib/outbox/outbox-machine';
import { expect, shareOneInstall, test } from './fixtures';
import { EmulatorAdmin } from './pages/emulator-admin';
import { firePollAlarm, pollOnce } from './pages/extension-storage';
import { goOffline } from './pages/offline';
import { ConsentPage } from './pages/options-page';
import { passOutboxWait } from './pages/outbox-clock';
import { PopupInboxPage } from './pages/popup-inbox-page';
import { PopupPage } from './pages/popup-page';
import { SyncHeader, toolbarButton } from './pages/sync-header';

// Say what is true: the popup's and the side panel's headers and the toolbar badge read the
// background's one sync state, and pages left open follow it as it changes. The scheduled poll is
// the sync alarm's real handler, fired now (firePollAlarm).

/** Every review-list request answers 503 (the sign-in and the other features keep working). */
const STORM = { statuses: [503], rate: 1, paths: '/reviews' };

const SYNCED = /^Synced \d/;

/** The banner under the header that says why syncing fails. */
const problem = (page: Page) => page.locator('.banner').filter({ hasText: /HTTP 503/ });

async function openBoth(openPage: (path: string, size?: { width: number; height: number }) => Promise<Page>) {
  const popup = new SyncHeader(await openPage('popup.html'));
  const panel = new SyncHeader(await openPage('sidepanel.html#/inbox', { width: 420, height: 800 }));
  await expect(popup.headline()).toHaveText(SYNCED);
  await expect(panel.headline()).toHaveText(SYNCED);
  return { popup, panel };
}

test.describe('one install: each leaves the service answering and the browser online', () => {
  shareOneInstall();

  test('a 503 storm: the open popup, the open side panel and the badge say syncing fails, then recover', async ({
    openPage,
    emulator,
    worker,
    connected,
  }) => {
    const { popup, panel } = await openBoth(openPage);
    const admin = new EmulatorAdmin(emulator);

    await admin.setFaults(STORM);
    await firePollAlarm(worker);
    for (const header of [popup, panel]) {
      await expect(header.headline()).toHaveText('Sync failed', { timeout: 30_000 });
      await expect(header.detail()).toHaveText(/^last synced \d.* · next try \d/);
      await expect(header.root()).not.toHaveClass(/sync-status--ok/); // never a green dot after a failure
      await expect(problem(header.page)).toContainText('The service is having trouble (HTTP 503)');
    }
    await expect
      .poll(() => toolbarButton(worker))
      .toEqual({
        text: '×',
        title: expect.stringMatching(/^Sync failed · last synced .+ · next try .+ — \S/),
      });
    // The header and the tooltip say the same.
    const tooltip = (await toolbarButton(worker)).title;
    expect(tooltip).toContain(
      `${await panel.headline().textContent()} · ${await panel.detail().textContent()}`,
    );

    // A page opened during the storm says so from the start.
    const later = new SyncHeader(await openPage('popup.html'));
    await expect(later.headline()).toHaveText('Sync failed');
    await later.page.close();
    // The account name keeps its room at 400, 420 and 1100 px; the sync words give way instead.
    const wide = new SyncHeader(await openPage('sidepanel.html#/inbox', { width: 1100, height: 800 }));
    await expect(wide.headline()).toHaveText('Sync failed');
    for (const header of [popup, panel, wide]) await expect(header.accountName()).toHaveText(connected.name);
    await wide.page.close();

    await admin.clearFaults();
    await firePollAlarm(worker);
    for (const header of [popup, panel]) {
      await expect(header.headline()).toHaveText(SYNCED, { timeout: 30_000 });
      await expect(header.root()).toHaveClass(/sync-status--ok/);
      await expect(problem(header.page)).toHaveCount(0);
    }
    await expect.poll(async () => (await toolbarButton(worker)).text).not.toBe('×');
  });

  test('Refresh: the person who pressed it sees the outcome, and every open page follows', async ({
    openPage,
    emulator,
    connected,
  }) => {
    const { popup, panel } = await openBoth(openPage);
    const admin = new EmulatorAdmin(emulator);

    await admin.setFaults(STORM);
    await panel.refresh().click();
    await expect(panel.headline()).toHaveText('Sync failed', { timeout: 30_000 });
    // What Refresh answered: the reason and when it tries again by itself.
    await expect(problem(panel.page)).toContainText(/HTTP 503.*Next try at \d/);
    // The popup, left open, followed without being reopened: no green "Synced" after the failure.
    await expect(popup.headline()).toHaveText('Sync failed');

    await admin.clearFaults();
    await popup.refresh().click();
    await expect(popup.headline()).toHaveText(SYNCED, { timeout: 30_000 });
    await expect(panel.headline()).toHaveText(SYNCED);
    await expect(problem(panel.page)).toHaveCount(0);
  });

  test('"Offline" only while the browser is; back online, an open page syncs at once', async ({
    context,
    openPage,
    worker,
    connected,
  }) => {
    const { popup, panel } = await openBoth(openPage);
    await goOffline(context, worker);
    await firePollAlarm(worker);
    for (const header of [popup, panel]) await expect(header.headline()).toHaveText('Offline');
    await expect.poll(async () => (await toolbarButton(worker)).text).toBe('…');

    const before = await panel.headline().textContent();
    await context.setOffline(false);
    // No alarm fired: the open pages hear the browser's "online" and ask for a sync.
    for (const header of [popup, panel]) {
      await expect(header.headline()).toHaveText(SYNCED, { timeout: 30_000 });
      await expect(header.headline()).not.toHaveText(before ?? '');
    }
    await expect.poll(async () => (await toolbarButton(worker)).text).not.toBe('…');
  });
});

test('Deny: the banner belongs to its attempt: read once, it is not on later opens nor after a navigation; a sign-in that works replaces it; confirmations go by themselves', async ({
  context,
  openPage,
  worker,
  connected,
}) => {
  const firstName = connected.name;
  const confirmation = (page: Page) => page.getByRole('status').filter({ hasText: /is connected\./ });
  const panel = await openPage('sidepanel.html#/inbox', { width: 420, height: 800 });
  await expect(new SyncHeader(panel).headline()).toHaveText(SYNCED);

  // Deny while adding a second account.
  const denyOnce = async () => {
    const popup = await PopupPage.open(openPage);
    const consent = await ConsentPage.openedBy(context, () => popup.addAnotherAccount());
    await consent.deny();
    await expect(popup.alert()).toContainText('You chose not to allow access');
    return popup;
  };
  await (await denyOnce()).page.close();
  // The side panel, open when it happened, says it too.
  await expect(panel.getByRole('alert')).toContainText('You chose not to allow access');
  // Read in the popup: a later open (after a sync that worked) leaves it out. (It used to stay on
  // every open until dismissed, and stood beside a connected, syncing account minutes later.)
  await firePollAlarm(worker);
  const reopened = await PopupPage.open(openPage);
  await expect(new SyncHeader(reopened.page).headline()).toHaveText(SYNCED);
  await expect(reopened.alert()).toHaveCount(0);
  await reopened.page.close();
  // The panel moves on to another view: the refusal was about the attempt, not about Listings.
  await panel.evaluate(() => {
    location.hash = '#/listings';
  });
  await expect(panel.getByRole('alert').filter({ hasText: 'You chose not to allow access' })).toHaveCount(0);

  // Denied again, not dismissed: the next sign-in that works replaces it.
  const popup = await denyOnce();
  const consent = await ConsentPage.openedBy(context, () => popup.addAnotherAccount());
  const secondName = await consent.chooseAccount(1);
  expect(secondName).not.toBe(firstName);
  await consent.allow();
  await popup.expectActiveAccount(secondName);
  await expect(popup.alert()).toHaveCount(0);
  await expect(confirmation(popup.page)).toHaveCount(0, { timeout: 15_000 });
  const afterSuccess = await PopupPage.open(openPage);
  await expect(afterSuccess.switcher()).toBeVisible();
  await expect(afterSuccess.alert()).toHaveCount(0);
  await expect(confirmation(afterSuccess.page)).toHaveCount(0);
  // The side panel left open all along: the Deny showed and went; no confirmation stays.
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await expect(confirmation(panel)).toHaveCount(0);
});

test.describe('recovery', () => {
  test.use({ undoSeconds: 0 });

  test('a reply sent once a 503 outage ends brings the header, the banner and the badge back within 10 s, without waiting for the next try', async ({
    openPage,
    emulator,
    worker,
    connected,
  }) => {
    const admin = new EmulatorAdmin(emulator);
    const content = 'Waited an hour and nobody called back.';
    await admin.addReview({ publisherId: 'BRANDB', content });
    await pollOnce(worker);
    const inbox = await PopupInboxPage.open(openPage);
    const popup = new SyncHeader(inbox.page);
    const panel = new SyncHeader(await openPage('sidepanel.html#/inbox', { width: 420, height: 800 }));
    await expect(panel.headline()).toHaveText(SYNCED);

    // The outage: the review list and replies answer 503 (a reply's path is under /reviews).
    await admin.setFaults(STORM);
    await firePollAlarm(worker);
    for (const header of [popup, panel])
      await expect(header.headline()).toHaveText('Sync failed', { timeout: 30_000 });
    const card = await inbox.openReply(inbox.review(content));
    await inbox.sendReply(card, 'We are sorry: we will call you today.', 'Public');
    await expect(inbox.outbox(card)).toContainText('Not sent:', { timeout: 15_000 });

    // The outage ends; the reply's retry goes out and lands. No poll alarm is fired.
    await admin.clearFaults();
    await passOutboxWait(inbox.page, FIRST_RETRY_MS);
    await expect(inbox.outbox(card)).toContainText('Sent ✓', { timeout: 15_000 });
    for (const header of [popup, panel]) {
      await expect(header.headline()).toHaveText(SYNCED, { timeout: 10_000 });
      await expect(problem(header.page)).toHaveCount(0);
    }
    await expect.poll(async () => (await toolbarButton(worker)).text, { timeout: 10_000 }).not.toBe('×');
  });
});
