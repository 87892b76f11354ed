// biome-ignore-all lint/correctness/noUnusedFunctionParameters: a test asks for the `connected` fixture by naming it.
import type { Page } from '@playwright/test';
import { createApiClient } from '../../lib/api';
import { expect, test } from './fixtures';
import { EmulatorAdmin } from './pages/emulator-admin';
import { pollOnce } from './pages/extension-storage';
import { PopupInboxPage } from './pages/popup-inbox-page';
import { SidePanelInboxPage } from './pages/side-panel-inbox-page';

// The inbox's order agrees with the dates it shows, the side panel's Sort is kept, and Mark all
// read acts on the whole filter: checked against what the emulator holds and the cache keeps.

type Emulator = { baseUrl: string; apiKey: string };
const service = (emulator: Emulator) =>
  createApiClient({ baseUrl: emulator.baseUrl, credential: { apiKey: emulator.apiKey } });

/** The `datetime` of each row's date, top to bottom. */
const shownDates = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));

test('the popup lists newest first by the date it shows; the side panel keeps its Sort; Mark all read marks exactly the filter', async ({
  openPage,
  emulator,
  worker,
  connected,
}) => {
  const api = service(emulator);
  const admin = new EmulatorAdmin(emulator);
  const { count: all } = await api.reviews.list({ limit: 1 });
  const first = await SidePanelInboxPage.open(openPage);
  await first.waitForReviews(all);
  await first.page.close();

  // Three arrivals, unread: two on BrandB, one elsewhere.
  const stamp = Date.now();
  const brandB = [
    await admin.addReview({ publisherId: 'BRANDB', rating: 2, content: `Triage B1 ${stamp}` }),
    await admin.addReview({ publisherId: 'BRANDB', rating: 5, content: `Triage B2 ${stamp}` }),
  ];
  const other = await admin.addReview({ publisherId: 'BRANDA', rating: 3, content: `Triage A ${stamp}` });
  await pollOnce(worker);

  // The popup: the dates it shows read newest first, top to bottom.
  const inbox = await PopupInboxPage.open(openPage);
  await expect(inbox.review(`Triage A ${stamp}`)).toBeVisible({ timeout: 15_000 });
  const popupDates = await shownDates(inbox.page, '.popup-review__when');
  expect(popupDates.length).toBeGreaterThan(5);
  expect(popupDates).toEqual([...popupDates].sort().reverse());
  await inbox.page.close();

  const panel = new SidePanelInboxPage(await openPage('sidepanel.html#/inbox', { width: 1100, height: 800 }));
  await panel.waitForReviews(all + 3);
  const filters = panel.filters();
  await filters.getByRole('checkbox', { name: 'Unread only' }).check();
  await panel.expectTotal(3);
  const brandBName = (await api.listings.publishers()).find((p) => p.id === 'BRANDB')?.name ?? '';
  await filters.getByLabel('Publisher').selectOption({ label: brandBName });
  await panel.expectTotal(2);
  await panel.page.getByRole('button', { name: 'Mark all read' }).click();
  // The two BrandB arrivals are read; the other one is still unread.
  await panel.expectTotal(0);
  await filters.getByLabel('Publisher').selectOption({ label: 'All publishers' });
  await panel.expectTotal(1);
  await expect(panel.rows()).toHaveCount(1);
  expect(await panel.rows().first().getAttribute('data-review-id')).toBe(String(other.id));
  expect(brandB.map((review) => String(review.id))).not.toContain(String(other.id));
  await filters.getByRole('checkbox', { name: 'Unread only' }).uncheck();
  await panel.expectTotal(all + 3);

  // Sort: Oldest puts the oldest review date on top, and is kept for the next opening.
  const sort = panel.page.getByRole('combobox', { name: 'Sort' });
  await sort.selectOption({ label: 'Oldest' });
  await expect(panel.page.getByRole('listbox', { name: 'Reviews, oldest first' })).toBeVisible();
  // The rows of the new order are read in a moment after the list takes its name.
  await expect.poll(async () => (await shownDates(panel.page, '.inbox-row__date')).length).toBeGreaterThan(3);
  const oldest = await shownDates(panel.page, '.inbox-row__date');
  expect(oldest).toEqual([...oldest].sort());
  await panel.page.close();

  const again = await openPage('sidepanel.html#/inbox', { width: 1100, height: 800 });
  await expect(again.getByRole('combobox', { name: 'Sort' })).toHaveValue('oldest');
  await expect(again.getByRole('listbox', { name: 'Reviews, oldest first' })).toBeVisible({
    timeout: 15_000,
  });
  await expect
    .poll(async () => {
      const dates = await shownDates(again, '.inbox-row__date');
      return dates.length > 3 && dates.join() === [...dates].sort().join();
    })
    .toBe(true);
});

test('Done takes a review out of the Inbox, keeps it on the service, and the Done only filter shows it', async ({
  openPage,
  emulator,
  connected,
}) => {
  const api = service(emulator);
  const { count: all } = await api.reviews.list({ limit: 1 });
  const { reviews } = await api.reviews.list({ limit: 1, offset: 2 });
  const target = reviews[0];
  const inbox = await SidePanelInboxPage.open(openPage, `#/inbox/review/${encodeURIComponent(target.id)}`);
  await inbox.waitForReviews(all);
  await expect(inbox.thread()).toHaveAttribute('data-review-id', target.id);
  await inbox.thread().getByRole('button', { name: 'Done' }).click();
  await inbox.expectTotal(all - 1);
  await expect(inbox.list().locator(`[data-review-id="${target.id}"]`)).toHaveCount(0);
  await inbox.filters().getByRole('checkbox', { name: 'Done only' }).check();
  await inbox.expectTotal(1);
  await expect(inbox.rows().first()).toHaveAttribute('data-review-id', target.id);
  // Still on the service, untouched.
  expect((await api.reviews.get(target.id)).id).toBe(target.id);
  // e on the open review brings it back.
  await inbox.page.locator('body').press('e');
  await inbox.expectTotal(0);
  await inbox.filters().getByRole('checkbox', { name: 'Done only' }).uncheck();
  await inbox.expectTotal(all);
});

test('a half-written reply marks its review "Draft" in the popup and the side panel, and the Drafts filter finds it', async ({
  openPage,
  emulator,
  connected,
}) => {
  const api = service(emulator);
  const { count: all } = await api.reviews.list({ limit: 1 });
  const first = await SidePanelInboxPage.open(openPage);
  await first.waitForReviews(all);
  await first.page.close();

  const popup = await PopupInboxPage.open(openPage);
  const card = popup
    .reviews()
    .filter({ has: popup.page.getByRole('button', { name: 'Reply', exact: true }) })
    .first();
  const text = (await card.locator('.popup-review__text').textContent()) ?? '';
  await popup.openReply(card);
  await popup.replyText(card).pressSequentially('Thank you for', { delay: 20 });
  await expect(card.getByText('Draft saved')).toBeVisible();
  await popup.page.close();

  const again = await PopupInboxPage.open(openPage);
  await expect(again.review(text).locator('.popup-review__draft')).toHaveText('Draft');
  await again.page.close();

  const panel = new SidePanelInboxPage(await openPage('sidepanel.html#/inbox', { width: 1100, height: 800 }));
  await panel.waitForReviews(all);
  await panel.filters().getByRole('checkbox', { name: 'Drafts' }).check();
  await panel.expectTotal(1);
  await expect(panel.rows().first().locator('.inbox-row__draft')).toHaveText('Draft');
  await expect(panel.rows().first()).toContainText(text.slice(0, 20));
});
