/// <reference types="chrome" />
import type { Worker } from '@playwright/test';
import { expect, shareOneInstall, test } from './fixtures';
import { setBadgeMode } from './pages/badge';
import { EmulatorAdmin } from './pages/emulator-admin';
import { firePollAlarm } from './pages/extension-storage';
import {
  clickNotificationButton,
  nextSidePanelPage,
  recordedNotifications,
  recordNotifications,
} from './pages/notifications';
import { SidePanelInboxPage } from './pages/side-panel-inbox-page';

// A new review's notification in Chrome: Reply opens the side panel at the review with its
// composer open, Mark read marks it read. Each button is pressed as the browser does it, through
// the listener the extension registered (pages/notifications.ts), which carries no user gesture:
// Chrome refuses the panel then, and the same page opens in a tab, the extension's fallback.

// Each announces a review of its own and counts the badge from where it found it: one install for
// the file.
shareOneInstall();

const notificationIds = (worker: Worker) =>
  worker.evaluate(async () => Object.keys(await chrome.notifications.getAll()));
const unreadOnBadge = async (worker: Worker) =>
  Number((await worker.evaluate(() => chrome.action.getTitle({}))).match(/^(\d+) unread/)?.[1] ?? 0);

/** Adds a 1★ review to `accountId` on the service, polls, and waits for its own notification; its id. */
async function announce(worker: Worker, admin: EmulatorAdmin, accountId: string, content: string) {
  await recordNotifications(worker);
  const review = await admin.addReview({
    publisherId: 'BRANDB',
    rating: 1,
    authorName: 'Jordan P.',
    content,
  });
  await firePollAlarm(worker);
  const id = `review:${encodeURIComponent(accountId)}:${encodeURIComponent(review.id)}`;
  await expect.poll(() => notificationIds(worker), { timeout: 20_000 }).toContain(id);
  return { id, review };
}

test("Reply on a new review's notification opens the side panel at the review, its composer open", async ({
  context,
  emulator,
  worker,
  connected,
}) => {
  const content = `The wait was forty minutes and nobody said why ${Date.now()}`;
  const { id, review } = await announce(worker, new EmulatorAdmin(emulator), connected.accountId, content);
  const [shown] = (await recordedNotifications(worker)).filter((notification) => notification.id === id);
  expect(shown.options.buttons).toEqual([{ title: 'Reply' }, { title: 'Mark read' }]);

  const opened = nextSidePanelPage(context);
  await clickNotificationButton(worker, id, 0);
  const page = await opened;
  await expect(page).toHaveURL(new RegExp(`sidepanel\\.html#/inbox/review/${review.id}/reply$`));
  const thread = page.getByRole('article', { name: 'Jordan P.' });
  await expect(thread).toContainText(content);
  await expect(thread.getByRole('textbox', { name: 'Reply text' })).toBeFocused();
  await expect(thread.getByRole('button', { name: 'Draft a reply' })).toBeVisible();
  // Done with: the notification is taken away.
  await expect.poll(() => notificationIds(worker)).not.toContain(id);
});

test("Mark read on a new review's notification marks it read: the badge and the open inbox follow", async ({
  context,
  openPage,
  emulator,
  worker,
  connected,
}) => {
  // The badge counts unread reviews (Options › The toolbar badge counts).
  await setBadgeMode(worker, 'unread');
  const before = await unreadOnBadge(worker);
  const { id, review } = await announce(
    worker,
    new EmulatorAdmin(emulator),
    connected.accountId,
    `Cold food ${Date.now()}`,
  );
  await expect.poll(() => unreadOnBadge(worker)).toBe(before + 1);
  const inbox = await SidePanelInboxPage.open(openPage);
  await expect(inbox.row(review.id)).toHaveAttribute('data-unread', 'true');

  const pages = context.pages().length;
  await clickNotificationButton(worker, id, 1);
  await expect(inbox.row(review.id)).not.toHaveAttribute('data-unread', 'true');
  await expect.poll(() => unreadOnBadge(worker)).toBe(before);
  await expect.poll(() => notificationIds(worker)).not.toContain(id);
  // Marking read opens nothing.
  expect(context.pages()).toHaveLength(pages);
});

test('the keyboard command: Chrome gives it its suggested key, and it opens the side panel', async ({
  context,
  worker,
}) => {
  const commands = await worker.evaluate(() => chrome.commands.getAll());
  expect(commands.find((command) => command.name === 'open-side-panel')).toMatchObject({
    shortcut: 'Alt+Shift+D',
    description: 'Open the Review Desk side panel',
  });
  // Pressed on a web page, sent as the browser sends it, with that page's tab (no gesture here
  // either: the panel's page opens in a tab).
  await context.newPage();
  const opened = nextSidePanelPage(context);
  await worker.evaluate(async () => {
    const [tab] = await chrome.tabs.query({ active: true, lastFocusedWindow: true });
    (chrome.commands.onCommand as unknown as { dispatch(command: string, tab?: object): void }).dispatch(
      'open-side-panel',
      tab,
    );
  });
  await expect(await opened).toHaveURL(/sidepanel\.html$/);
});
