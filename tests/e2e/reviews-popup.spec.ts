// biome-ignore-all lint/correctness/noUnusedFunctionParameters: a test asks for the `connected` fixture by naming it.
/// <reference types="chrome" />
import type { Worker } from '@playwright/test';
import { expect, test } from './fixtures';
import { EmulatorAdmin } from './pages/emulator-admin';
import { firePollAlarm } from './pages/extension-storage';
import { PopupInboxPage } from './pages/popup-inbox-page';

// The popup: a new review shows up as a notification, on the badge and in the popup within one
// poll; replies typed in the popup land on the emulator exactly once; a draft survives closing the
// popup, and a send. Replies under dropAfterCommit and a 503 storm are tests/integration/outbox.test.ts
// (what lands) and reply-composer / popup-inbox component tests (what the card says); hostile text
// is inert by popup-inbox.test.tsx.

// Replies go at once (Options › Undo window: 0): these tests are about what follows the send.
test.use({ undoSeconds: 0 });

const badgeTitle = (worker: Worker) => worker.evaluate(() => chrome.action.getTitle({}));
const awaitingOnBadge = async (worker: Worker) =>
  Number((await badgeTitle(worker)).match(/^(\d+) /)?.[1] ?? 0);

test('a review added on the service: one notification, the badge counts it, the popup lists it first', async ({
  openPage,
  emulator,
  worker,
  connected,
}) => {
  const admin = new EmulatorAdmin(emulator);
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

  const notificationId = `review:${encodeURIComponent(await accountId(worker))}:${encodeURIComponent(review.id)}`;
  await expect
    .poll(async () => Object.keys(await worker.evaluate(() => chrome.notifications.getAll())), {
      timeout: 20_000,
    })
    .toEqual([notificationId]);
  await expect.poll(() => awaitingOnBadge(worker)).toBe(before + 1);

  const inbox = await PopupInboxPage.open(openPage);
  const first = inbox.reviews().first();
  await expect(first).toContainText(content);
  await expect(first).toContainText('— Jordan P.');
  await expect(first).toContainText('New');
  await expect(first.getByRole('img', { name: '2 out of 5 stars' })).toBeVisible();
  await expect(inbox.page.getByRole('tab', { name: /Reviews/ })).toContainText(String(before + 1));
});

test('a public and a private reply typed in the popup land on the emulator exactly once each', async ({
  openPage,
  emulator,
  connected,
}) => {
  const admin = new EmulatorAdmin(emulator);
  const stamp = Date.now();
  const first = await admin.addReview({
    publisherId: 'BRANDCMYBUSINESS',
    rating: 5,
    content: `Lovely team ${stamp}`,
  });
  const second = await admin.addReview({ publisherId: 'BRANDB', rating: 1, content: `Cold coffee ${stamp}` });
  // Opening the popup asks for a refresh: both arrive.
  const inbox = await PopupInboxPage.open(openPage);

  const publicText = `Thank you so much! ${stamp}`;
  const one = await inbox.openReply(inbox.review(`Lovely team ${stamp}`));
  await inbox.sendReply(one, publicText, 'Public');
  await expect(inbox.outbox(one)).toContainText('Sent ✓', { timeout: 15_000 });

  const privateText = `Sorry, we will make it right. ${stamp}`;
  const two = await inbox.openReply(inbox.review(`Cold coffee ${stamp}`));
  await inbox.replyText(two).fill(privateText);
  await inbox.visibility(two, 'Private').check();
  // Ctrl+Enter sends; the composer closes and the reply shows under the review, going out.
  await inbox.replyText(two).press('Control+Enter');
  await expect(inbox.replyText(two)).toHaveCount(0);
  await expect(inbox.outbox(two)).toContainText(privateText);
  await expect(inbox.outbox(two)).toContainText('Sent ✓', { timeout: 15_000 });

  expect(await admin.commentsWithText(first.id, publicText)).toEqual([
    expect.objectContaining({ visibility: 'PUBLIC', authorRole: 'BUSINESS_OWNER' }),
  ]);
  expect(await admin.commentsWithText(second.id, privateText)).toEqual([
    expect.objectContaining({ visibility: 'PRIVATE', authorRole: 'BUSINESS_OWNER' }),
  ]);
  const posts = (await admin.requests()).filter((r) => r.method === 'POST' && r.path.endsWith('/comments'));
  expect(posts).toHaveLength(2);
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

test('a draft typed while an earlier reply to the same review was sending survives that send', async ({
  openPage,
  emulator,
  connected,
}) => {
  const admin = new EmulatorAdmin(emulator);
  const content = `Two things to say ${Date.now()}`;
  const added = await admin.addReview({ publisherId: 'BRANDB', rating: 4, content });
  const inbox = await PopupInboxPage.open(openPage);
  const review = await inbox.openReply(inbox.review(content));
  // The reply is held on its way until the person has written the next one.
  await admin.hold('/comments$');
  await inbox.sendReply(review, 'Thank you for the visit!', 'Public');
  await expect(inbox.outbox(review)).toContainText('Sending…');
  // The composer closed on Send; Reply opens it again, empty, for the next one.
  await inbox.openReply(review);
  await expect(inbox.replyText(review)).toHaveValue('');
  await inbox.replyText(review).pressSequentially('And about the parking:', { delay: 20 });
  await expect(review.getByText('Draft saved')).toBeVisible();
  await admin.untilHeld();
  await expect(inbox.outbox(review)).toContainText('Sending…');
  await admin.clearFaults();
  await expect(inbox.outbox(review)).toContainText('Sent ✓', { timeout: 15_000 });
  await expect(inbox.replyText(review)).toHaveValue('And about the parking:');
  expect(await admin.commentsWithText(added.id, 'Thank you for the visit!')).toHaveLength(1);
  await inbox.page.close();

  // Answered and read, the review has left the popup's first screen: its thread in the side panel.
  const panel = await openPage(`sidepanel.html#/inbox/review/${encodeURIComponent(added.id)}`, {
    width: 1000,
    height: 800,
  });
  await expect(panel.getByRole('textbox', { name: 'Reply text' })).toHaveValue('And about the parking:');
  // The sent reply shows once: as the thread's comment, marked Sent ✓, not again as an outbox card.
  const sent = panel.locator('.comment', { hasText: 'Thank you for the visit!' });
  await expect(sent).toHaveCount(1);
  await expect(sent).toContainText('Sent ✓');
  await expect(panel.getByRole('list', { name: 'Replies to this review' })).toHaveCount(0);
  await expect(panel.getByText('Thank you for the visit!')).toHaveCount(1);
});

async function accountId(worker: Worker): Promise<string> {
  return worker.evaluate(async () => {
    const { 'accounts.list': list } = await chrome.storage.local.get('accounts.list');
    return (list as { id: string }[])[0].id;
  });
}
