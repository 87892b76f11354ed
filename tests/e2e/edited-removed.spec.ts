import { expect, test } from './fixtures';
import { connectThroughBackground } from './pages/connect-account';
import { EmulatorAdmin } from './pages/emulator-admin';
import { pollOnce } from './pages/extension-storage';
import { PopupInboxPage } from './pages/popup-inbox-page';

// Inbox that reads right / Edited and removed reviews: a review the reviewer edits says
// "Edited ★2 → ★4" on the popup card, the side-panel row and the thread (which still shows the
// earlier text); one the publisher removes stays in the inbox, marked, and takes no reply.

test('an edited review shows "Edited ★2 → ★4" and its earlier text; a removed one shows "Removed" and no Reply', async ({
  context,
  openPage,
  emulator,
  worker,
}) => {
  const admin = new EmulatorAdmin(emulator);
  const stamp = Date.now();
  const before = `Cold coffee ${stamp}`;
  const after = `Much better the second time ${stamp}`;
  const goneText = `Lovely staff ${stamp}`;
  const edited = await admin.addReview({
    publisherId: 'BRANDB',
    rating: 2,
    content: before,
    authorName: 'Edie',
  });
  const removed = await admin.addReview({
    publisherId: 'BRANDB',
    rating: 5,
    content: goneText,
    authorName: 'Remy',
  });
  // Connected once the service holds them, so the first download brings them as they were.
  await connectThroughBackground(context, emulator, worker);

  await admin.advanceClock(60_000);
  await admin.patchReview(edited.id, { rating: 4, content: after });
  await admin.patchReview(removed.id, { status: 'REMOVED' });
  await pollOnce(worker);

  // The popup cards.
  const inbox = await PopupInboxPage.open(openPage);
  const card = inbox.review(after);
  await expect(card).toContainText('Edited ★2 → ★4');
  const goneCard = inbox.review(goneText);
  await expect(goneCard).toContainText('Removed by the publisher');
  await expect(goneCard.getByRole('button', { name: 'Reply', exact: true })).toHaveCount(0);
  await expect(goneCard).toContainText('can no longer be answered');
  await inbox.page.close();

  // The side-panel rows and threads.
  const panel = await openPage('sidepanel.html#/inbox', { width: 1000, height: 800 });
  const row = panel.locator(`a.inbox-row[data-review-id="${edited.id}"]`);
  await expect(row).toContainText('Edited ★2 → ★4', { timeout: 15_000 });
  const goneRow = panel.locator(`a.inbox-row[data-review-id="${removed.id}"]`);
  await expect(goneRow).toContainText('Removed by the publisher');

  await row.click();
  const thread = panel.locator('article.review-thread');
  await expect(thread).toContainText('Edited ★2 → ★4');
  await expect(thread).toContainText(after);
  await thread.getByText('Show earlier text').click();
  await expect(thread.locator('.review-thread__earlier')).toContainText(before);

  await goneRow.click();
  await expect(thread).toContainText(goneText);
  await expect(thread).toContainText('Removed by the publisher');
  await expect(thread.getByRole('button', { name: 'Reply', exact: true })).toHaveCount(0);
  await expect(thread.getByRole('textbox', { name: 'Reply text' })).toHaveCount(0);
});
