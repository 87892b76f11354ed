// biome-ignore-all lint/correctness/noUnusedFunctionParameters: a test asks for the `connected` fixture by naming it.

import { setUndoWindow } from '../shared/undo-window';
import { expect, shareOneInstall, test } from './fixtures';
import { EmulatorAdmin } from './pages/emulator-admin';
import { PopupInboxPage } from './pages/popup-inbox-page';

// "A Send you can take back": after Send the composer closes and the reply shows with its state;
// Undo within the window keeps it off the service and puts the text back (the side panel here; the
// popup's card shares the composer, reply-composer.test.tsx); a reply whose popup closes during the
// window still lands, once; a failure says what happened and when the next try is.

// Each test answers a review of its own: one install for both.
shareOneInstall();

const commentPosts = async (admin: EmulatorAdmin, reviewId: string) =>
  (await admin.requests()).filter(
    (request) => request.method === 'POST' && request.path.endsWith(`/reviews/${reviewId}/comments`),
  ).length;

test('popup closed during the undo window: the background sends the reply when it ends, exactly once', async ({
  openPage,
  emulator,
  worker,
  connected,
}) => {
  const admin = new EmulatorAdmin(emulator);
  await setUndoWindow(worker, 3);
  const content = `Close the popup ${Date.now()}`;
  const review = await admin.addReview({ publisherId: 'BRANDB', rating: 5, content });
  const inbox = await PopupInboxPage.open(openPage);
  const card = await inbox.openReply(inbox.review(content));
  const text = 'Thank you, see you next week!';
  await inbox.sendReply(card, text, 'Public');
  await expect(inbox.outbox(card)).toContainText('Sending…');
  await inbox.page.close();

  await expect
    .poll(async () => (await admin.commentsWithText(review.id, text)).length, { timeout: 15_000 })
    .toBe(1);
  // Posted once; later passes post nothing more (tests/integration/outbox.test.ts).
  expect(await commentPosts(admin, review.id)).toBe(1);
});

test('side panel: the reply shows in the thread Sending… then Sent ✓, once; Undo puts the text back in the composer; a failure says when the next try is', async ({
  openPage,
  emulator,
  worker,
  connected,
}) => {
  const admin = new EmulatorAdmin(emulator);
  await setUndoWindow(worker, 5);
  const content = `Panel undo ${Date.now()}`;
  const review = await admin.addReview({ publisherId: 'BRANDCMYBUSINESS', rating: 2, content });
  const popup = await PopupInboxPage.open(openPage);
  await expect(popup.review(content)).toBeVisible();
  await popup.page.close();
  const panel = await openPage(`sidepanel.html#/inbox/review/${encodeURIComponent(review.id)}`, {
    width: 1100,
    height: 800,
  });
  const thread = panel.locator('article.review-thread');
  const box = thread.getByRole('textbox', { name: 'Reply text' });
  const outbox = thread.getByRole('list', { name: 'Replies to this review' });

  const first = 'We are sorry — first try.';
  await box.fill(first);
  await thread.getByRole('radio', { name: 'Public', exact: true }).check();
  await thread.getByRole('button', { name: 'Send reply' }).click();
  await expect(box).toHaveValue('');
  await expect(outbox).toContainText(first);
  await expect(outbox).toContainText('Sending…');
  await thread.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(box).toHaveValue(first);
  await expect(outbox).toHaveCount(0);

  const second = 'We are sorry to hear it. Please call us so we can make it right.';
  await box.fill(second);
  await thread.getByRole('button', { name: 'Send reply' }).click();
  await expect(outbox).toContainText('Sending…');
  const comment = thread.locator('.comment', { hasText: second });
  await expect(comment).toContainText('Sent ✓', { timeout: 15_000 });
  // Once: the comment in the thread, no second card for it.
  await expect(thread.getByText(second)).toHaveCount(1);
  await expect(outbox).toHaveCount(0);
  expect(await admin.commentsWithText(review.id, first)).toHaveLength(0);
  expect(await admin.commentsWithText(review.id, second)).toHaveLength(1);

  // A 503: one thing said, in the extension's words, with the time of the next try and Retry now.
  await setUndoWindow(worker, 0);
  await admin.setFaults({ statuses: [503], paths: '/comments$' });
  const third = 'And a follow-up.';
  await box.fill(third);
  await thread.getByRole('radio', { name: 'Public', exact: true }).check();
  await thread.getByRole('button', { name: 'Send reply' }).click();
  await expect(outbox).toContainText(
    /Not sent: the service is having trouble \(HTTP 503\)\. Next try at \d{1,2}:\d{2}/,
    { timeout: 15_000 },
  );
  await expect(thread).not.toContainText('Injected fault');
  await admin.clearFaults();
  await thread.getByRole('button', { name: 'Retry now' }).click();
  await expect(thread.locator('.comment', { hasText: third })).toContainText('Sent ✓', { timeout: 15_000 });
});
