// biome-ignore-all lint/correctness/noUnusedFunctionParameters: a test asks for the `connected` fixture by naming it.
import { createApiClient } from '../../lib/api';
import { expect, test } from './fixtures';
import { EmulatorAdmin } from './pages/emulator-admin';
import { pollOnce } from './pages/extension-storage';
import { recordedNotifications, recordNotifications } from './pages/notifications';
import { PopupInboxPage } from './pages/popup-inbox-page';

// Inbox that reads right / Say what is true: every surface names the location and the publisher
// (fetched when the account connects: no listings view is opened here), and answering a review
// keeps it read while a customer's follow-up brings it back as unread, saying so.

// Replies go at once (Options › Undo window: 0): these tests are about what follows the send.
test.use({ undoSeconds: 0 });

type Emulator = { baseUrl: string; apiKey: string };
const service = (emulator: Emulator) =>
  createApiClient({ baseUrl: emulator.baseUrl, credential: { apiKey: emulator.apiKey } });

test('names, never ids: popup card, side-panel row, thread, filters and the notification, before any listings view', async ({
  openPage,
  emulator,
  worker,
  connected,
}) => {
  const api = service(emulator);
  const admin = new EmulatorAdmin(emulator);
  const publishers = await api.listings.publishers();
  const publisherName = publishers.find((p) => p.id === 'BRANDB')?.name ?? '';
  expect(publisherName).not.toBe('BRANDB');

  await recordNotifications(worker);
  const content = `Zed was here ${Date.now()}`;
  const review = await admin.addReview({ publisherId: 'BRANDB', rating: 2, authorName: 'Zed', content });
  const location = (await api.locations.list({ limit: 50 })).locations.find(
    (l) => l.id === review.locationId,
  );
  const locationName = location?.locationName ?? '';
  expect(locationName).not.toBe('');
  await pollOnce(worker);
  await expect
    .poll(async () => (await recordedNotifications(worker)).map((n) => n.title), { timeout: 20_000 })
    .toEqual([`★★☆☆☆ New review · ${locationName}`]);

  // The popup card.
  const inbox = await PopupInboxPage.open(openPage);
  const card = inbox.review(content);
  await expect(card).toContainText(`${publisherName} · ${locationName} ·`);
  await expect(card.locator('.popup-review__where')).not.toContainText(review.locationId);
  await expect(card.getByText(locationName, { exact: true })).toHaveAttribute(
    'title',
    `${locationName} (id ${review.locationId})`,
  );
  await inbox.page.close();

  // The side panel: the row, the thread and its "View on …" link, the filters.
  const panel = await openPage('sidepanel.html#/inbox', { width: 1000, height: 800 });
  const row = panel.locator(`a.inbox-row[data-review-id="${review.id}"]`);
  await expect(row).toContainText(`${locationName} · ${publisherName}`, { timeout: 15_000 });
  await row.click();
  const thread = panel.locator('article.review-thread');
  await expect(thread).toContainText(`${locationName} · ${publisherName}`);
  await expect(thread.getByRole('link', { name: `View on ${publisherName}` })).toBeVisible();
  const filters = panel.getByRole('search', { name: 'Filter reviews' });
  const locationOptions = await filters.getByLabel('Location').locator('option').allTextContents();
  expect(locationOptions).toContain(locationName);
  for (const option of locationOptions) expect(option).not.toMatch(/^\d+$/);
  const publisherOptions = await filters.getByLabel('Publisher').locator('option').allTextContents();
  expect(publisherOptions).toContain(publisherName);
  for (const option of publisherOptions) expect(option).not.toMatch(/^[A-Z0-9_]+$/);

  // Options › Don't notify for these locations lists them by name too.
  const options = await openPage('options.html');
  await expect(options.getByRole('checkbox', { name: locationName })).toBeVisible();
});

test('our reply from the popup keeps the review read after the next poll; a customer follow-up makes it unread, saying who', async ({
  openPage,
  emulator,
  worker,
  connected,
}) => {
  const admin = new EmulatorAdmin(emulator);
  const content = `Cold soup ${Date.now()}`;
  const review = await admin.addReview({ publisherId: 'BRANDB', rating: 2, authorName: 'Dawn', content });
  let inbox = await PopupInboxPage.open(openPage);
  await expect(inbox.review(content).locator('.popup-review__new')).toHaveText('New', { timeout: 15_000 });
  // The reply lands in a later minute than the review's last update (update times are to the minute).
  await admin.advanceClock(2 * 60_000);

  const card = await inbox.openReply(inbox.review(content));
  await inbox.sendReply(card, 'Sorry, Dawn. Next bowl is on us.', 'Public');
  await expect(inbox.outbox(card)).toContainText('Sent ✓', { timeout: 15_000 });
  await inbox.page.close();

  await pollOnce(worker);
  // Read and answered: not back as New (the popup lists by review date, so it stays where it was).
  inbox = await PopupInboxPage.open(openPage);
  await expect(inbox.review(content)).toBeVisible();
  await expect(inbox.review(content).locator('.popup-review__new')).toHaveCount(0);
  await inbox.page.close();
  const panel = await openPage('sidepanel.html#/inbox', { width: 1000, height: 800 });
  const row = panel.locator(`a.inbox-row[data-review-id="${review.id}"]`);
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row).not.toHaveAttribute('data-unread', 'true');

  // Dawn answers: unread again, and the row and the card say why.
  await admin.advanceClock(60_000);
  await admin.addComment(review.id, { message: 'Thanks! See you Friday.', authorName: 'Dawn' });
  await pollOnce(worker);
  await expect(row).toHaveAttribute('data-unread', 'true');
  await expect(row).toContainText('New comment from Dawn');
  inbox = await PopupInboxPage.open(openPage);
  await expect(inbox.review(content).locator('.popup-review__new')).toHaveText('New comment from Dawn');
  await expect(inbox.reviews().first()).toContainText(content);
});
