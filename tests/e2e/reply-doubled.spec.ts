// biome-ignore-all lint/correctness/noUnusedFunctionParameters: a test asks for the `connected` fixture by naming it.
import { createApiClient } from '../../lib/api';
import { setUndoWindow } from '../shared/undo-window';
import { expect, test } from './fixtures';
import { EmulatorAdmin } from './pages/emulator-admin';
import { pollOnce } from './pages/extension-storage';
import { PopupInboxPage } from './pages/popup-inbox-page';
import { stopServiceWorker } from './pages/stop-service-worker';

// Never silently doubled: when the connection drops after the service saved a reply, Chromium
// sends the POST again on its own (a reused keep-alive connection that closed before any answer),
// and the service, which takes no idempotency key, saves it twice. The outbox reads the review
// back after the lost answer, and the reply is Sent with a notice that it shows twice, naming the
// publisher and saying what can be done, wherever the reply is seen, until the person dismisses it.

type Emulator = { baseUrl: string; apiKey: string };
const service = (emulator: Emulator) =>
  createApiClient({ baseUrl: emulator.baseUrl, credential: { apiKey: emulator.apiKey } });

/** "twice", "3 times": Chromium resends while it has another kept-alive connection to try, so maybe more than once. */
const timesText = (copies: number) => (copies === 2 ? 'twice' : `${copies} times`);
const noticeFor = (publisher: string, copies: number) =>
  `Sent ✓ — but this reply shows ${timesText(copies)} on ${publisher}: the connection dropped after the service saved it, and the browser sent it again.`;

test('the connection dropped after the service saved a reply and Chromium sent it again: Sent, saying it shows twice on the publisher, in the popup and the side panel, after the pages reopen and the worker restarts', async ({
  context,
  openPage,
  emulator,
  worker,
  extensionId,
  connected,
}) => {
  const admin = new EmulatorAdmin(emulator);
  const publisher = (await service(emulator).listings.publishers()).find((p) => p.id === 'BRANDB')?.name;
  expect(publisher).toBeTruthy();
  expect(publisher).not.toBe('BRANDB');
  const stamp = Date.now();
  const content = `Dropped line ${stamp}`;
  const review = await admin.addReview({ publisherId: 'BRANDB', rating: 3, content });
  const posts = async () =>
    (await admin.requests()).filter(
      (request) => request.method === 'POST' && request.path.endsWith(`/reviews/${review.id}/comments`),
    );

  // About the send itself, not Undo: the request leaves as Send is pressed.
  await setUndoWindow(worker, 0);
  const inbox = await PopupInboxPage.open(openPage);
  await expect(inbox.review(content)).toBeVisible({ timeout: 15_000 });
  const text = `Thanks for telling us. ${stamp}`;
  const card = await inbox.openReply(inbox.review(content));
  await inbox.replyText(card).fill(text);
  await inbox.visibility(card, 'Public').check();
  // The service saves each POST, then drops the connection before any answer. Chromium resends
  // only on a connection it has used before (the emulator keeps one open for 5 s of idleness):
  // a poll just before Send leaves one open.
  await admin.setFaults({ dropAfterCommit: true, paths: '/comments$' });
  await pollOnce(worker);
  await card.getByRole('button', { name: 'Send reply' }).click();

  // What the service holds: a copy from the extension's POST and one from each of Chromium's own
  // resends, every answer lost.
  await expect(inbox.outbox(card)).toContainText(/ shows (twice|\d+ times) on /, { timeout: 20_000 });
  await admin.clearFaults();
  const copies = (await admin.commentsWithText(review.id, text)).length;
  expect(copies).toBeGreaterThanOrEqual(2);
  expect((await posts()).map((post) => post.dropped)).toEqual(Array(copies).fill(true));
  const notice = noticeFor(publisher as string, copies);
  // On the review in the popup: Sent, shows twice on the publisher, what to do; no Retry.
  await expect(inbox.outbox(card)).toContainText(notice);
  await expect(inbox.outbox(card)).toContainText(
    copies === 2 ? `remove it on ${publisher}'s own site` : `remove them on ${publisher}'s own site`,
  );
  await expect(card.getByRole('button', { name: /Retry/ })).toHaveCount(0);
  await expect(inbox.outbox(card).getByRole('button', { name: 'Dismiss' })).toBeVisible();

  // The side panel: the row says so, the thread marks both copies, its outbox list says it all.
  const panel = await openPage(`sidepanel.html#/inbox/review/${encodeURIComponent(review.id)}`, {
    width: 1000,
    height: 800,
  });
  await expect(panel.locator(`a.inbox-row[data-review-id="${review.id}"]`)).toContainText(
    `Reply sent ${timesText(copies)}`,
    { timeout: 15_000 },
  );
  const shown = panel.locator('article.review-thread .comment', { hasText: text });
  await expect(shown).toHaveCount(copies);
  for (const copy of await shown.all()) await expect(copy).toContainText(`Sent ${timesText(copies)}`);
  const replies = panel.getByRole('list', { name: 'Replies to this review' });
  await expect(replies).toContainText(notice);
  await expect(replies.getByRole('button', { name: /Retry/ })).toHaveCount(0);

  // Recorded, not remembered: the pages close, the worker stops, and the notice is still there.
  await inbox.page.close();
  await panel.close();
  await stopServiceWorker(context, extensionId);
  const reopened = await PopupInboxPage.open(openPage); // its refresh starts a new worker
  await expect(reopened.outbox(reopened.review(content))).toContainText(notice, { timeout: 15_000 });
  const revived = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  // A poll of the new worker (it sends what the outbox holds due) posts nothing more.
  await pollOnce(revived);
  await reopened.page.close();
  const narrow = await openPage(`sidepanel.html#/inbox/review/${encodeURIComponent(review.id)}`, {
    width: 420,
    height: 800,
  });
  const narrowReplies = narrow.getByRole('list', { name: 'Replies to this review' });
  await expect(narrowReplies).toContainText(notice, { timeout: 15_000 });
  expect(await posts()).toHaveLength(copies);
  expect(await admin.commentsWithText(review.id, text)).toHaveLength(copies);

  // Dismissed, the notice goes; both copies stay on the service (there is no delete).
  await narrowReplies.getByRole('button', { name: 'Dismiss' }).click();
  await expect(narrow.getByRole('list', { name: 'Replies to this review' })).toHaveCount(0);
  await expect(narrow.getByText(/ shows (twice|\d+ times) on /)).toHaveCount(0);
  expect(await admin.commentsWithText(review.id, text)).toHaveLength(copies);
});
