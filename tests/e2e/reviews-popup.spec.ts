// biome-ignore-all lint/correctness/noUnusedFunctionParameters: a test asks for the `connected` fixture by naming it.
/// <reference types="chrome" />
import type { Worker } from '@playwright/test';
import { expect, shareOneInstall, test } from './fixtures';
import { badgeTitle, setBadgeMode } from './pages/badge';
import { EmulatorAdmin } from './pages/emulator-admin';
import { firePollAlarm, storedAccounts } from './pages/extension-storage';
import { PopupInboxPage } from './pages/popup-inbox-page';

// The popup: a new review shows up as a notification, on the badge and in the popup within one
// poll; a draft survives closing the popup. Replies land once from the side panel
// (reviews-panel.spec.ts; the popup's card shares its composer, reply-composer.test.tsx), under
// dropAfterCommit and a 503 storm, and with a draft typed while one is sending, in
// tests/integration/outbox.test.ts; hostile text is inert by popup-inbox.test.tsx.

// The second test's review and draft come after the first has counted: one install for both.
shareOneInstall();

const awaitingOnBadge = async (worker: Worker) =>
  Number((await badgeTitle(worker)).match(/^(\d+) /)?.[1] ?? 0);

test('a review added on the service: one notification, the badge counts it, the popup lists it first after what is overdue', async ({
  openPage,
  emulator,
  worker,
  connected,
}) => {
  const admin = new EmulatorAdmin(emulator);
  // Options › The toolbar badge counts: reviews awaiting a response (the default counts what needs
  // action now: badge.spec.ts).
  await setBadgeMode(worker, 'awaiting');
  // The badge follows the first download a moment after it ends; the seeded emulator always has
  // reviews awaiting a response, so until it shows a count it still says "No reviews…".
  await expect.poll(() => awaitingOnBadge(worker)).toBeGreaterThan(0);
  const before = await awaitingOnBadge(worker);
  expect(await worker.evaluate(() => chrome.notifications.getAll())).toEqual({});

  const content = `Waited forty minutes past my appointment ${Date.now()}`;
  const review = await admin.addReview({
    publisherId: 'BRANDB',
    rating: 2,
    authorName: 'Jordan P.',
    content,
  });
  // The scheduled poll, fired now (its real alarm handler) rather than in five minutes.
  await firePollAlarm(worker);

  const notificationId = `review:${encodeURIComponent((await storedAccounts(worker))[0].id)}:${encodeURIComponent(review.id)}`;
  await expect
    .poll(async () => Object.keys(await worker.evaluate(() => chrome.notifications.getAll())), {
      timeout: 20_000,
    })
    .toEqual([notificationId]);
  await expect.poll(() => awaitingOnBadge(worker)).toBe(before + 1);

  const inbox = await PopupInboxPage.open(openPage);
  // The popup leads with what is overdue (the seeded account has old reviews past their target),
  // then the newest: changed deliberately with Options › Response targets.
  const first = inbox.notOverdue().first();
  await expect(first).toContainText(content);
  await expect(first).toContainText('— Jordan P.');
  await expect(first).toContainText('New');
  await expect(first.getByRole('img', { name: '2 out of 5 stars' })).toBeVisible();
  await expect(inbox.page.getByRole('tab', { name: /Reviews/ })).toContainText(String(before + 1));
});

test('closing the popup mid-typing and reopening it restores the draft', async ({
  openPage,
  emulator,
  connected,
}) => {
  const admin = new EmulatorAdmin(emulator);
  const content = `Parking was hard to find ${Date.now()}`;
  await admin.addReview({ publisherId: 'BRANDB', rating: 3, content });
  let inbox = await PopupInboxPage.open(openPage);
  let review = await inbox.openReply(inbox.review(content));
  await inbox.visibility(review, 'Public').check();
  await inbox.replyText(review).pressSequentially('Hi, thanks for the tip about parking', { delay: 20 });
  await inbox.page.close();

  inbox = await PopupInboxPage.open(openPage);
  review = await inbox.openReply(inbox.review(content));
  await expect(inbox.replyText(review)).toHaveValue('Hi, thanks for the tip about parking');
  await expect(inbox.visibility(review, 'Public')).toBeChecked();
  await expect(review.getByText('Draft saved')).toBeVisible();
});
