// biome-ignore-all lint/correctness/noUnusedFunctionParameters: a test asks for the `connected` fixture by naming it.
import { createApiClient } from '../../lib/api';
import { expect, test } from './fixtures';
import { SidePanelInboxPage } from './pages/side-panel-inbox-page';

// The side panel's filters fold behind "Filters (n)" at every width, unfolded on the inbox's first
// use only, then as the person left them; at Firefox's sidebar width (~252 px) a review can still
// be filtered, opened and answered.

// Replies go at once (Options › Undo window: 0): these tests are about what follows the send.
test.use({ undoSeconds: 0 });

type Emulator = { baseUrl: string; apiKey: string };
const service = (emulator: Emulator) =>
  createApiClient({ baseUrl: emulator.baseUrl, credential: { apiKey: emulator.apiKey } });

test('the filters fold into "Filters (n)" at every width, open on first use only; at 252 px a reply is sent and lands once', async ({
  openPage,
  emulator,
  connected,
}) => {
  const api = service(emulator);
  const { count: all } = await api.reviews.list({ limit: 1 });
  // The first use: the filters show, unfolded, even at 1100 px; the next opening has them folded.
  const first = await SidePanelInboxPage.open(openPage);
  await first.waitForReviews(all);
  await expect(first.filtersFold()).toHaveAttribute('aria-expanded', 'true');
  await first.page.close();
  const wide = new SidePanelInboxPage(await openPage('sidepanel.html#/inbox', { width: 1100, height: 800 }));
  await wide.waitForReviews(all);
  await expect(wide.filtersFold()).toHaveAttribute('aria-expanded', 'false');
  await expect(wide.filters().getByLabel('Publisher')).toBeHidden();
  await wide.page.close();

  const narrow = new SidePanelInboxPage(await openPage('sidepanel.html#/inbox', { width: 400, height: 800 }));
  await narrow.waitForReviews(all);
  // A long review's excerpt shows two whole lines (its ellipsis after the second), not a line
  // and a cut-off one: every row's text box holds its two lines.
  const textBoxes = await narrow
    .rows()
    .locator('.inbox-row__text')
    .evaluateAll((texts) =>
      texts.map((text) => ({
        clamped: text.scrollHeight > text.clientHeight,
        lines: text.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(text).lineHeight),
      })),
    );
  expect(textBoxes.filter((box) => box.clamped).length).toBeGreaterThan(0);
  for (const box of textBoxes) expect(box.lines).toBeGreaterThanOrEqual(2);
  const fold = narrow.filters().getByRole('button', { name: 'Filters (0)' });
  await expect(fold).toHaveAttribute('aria-expanded', 'false');
  await expect(narrow.filters().getByLabel('Publisher')).toBeHidden();
  await fold.click();
  await expect(fold).toHaveAttribute('aria-expanded', 'true');
  await narrow.filters().getByRole('checkbox', { name: 'Awaiting response' }).check();
  await expect(narrow.filters().getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await narrow.page.close();

  // Firefox's sidebar width: filter, open a review that awaits a reply, answer it.
  const tiny = new SidePanelInboxPage(await openPage('sidepanel.html#/inbox', { width: 252, height: 700 }));
  // Left open at 400 px: open again (remembered), the list under them until they fold.
  await expect(tiny.filtersFold()).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(() => tiny.total(), { timeout: 30_000 }).toBe(all);
  await (await tiny.openFilters()).getByRole('checkbox', { name: 'Awaiting response' }).check();
  const brandC = (await api.listings.publishers()).find((p) => p.id === 'BRANDCMYBUSINESS')?.name ?? '';
  await tiny.filters().getByLabel('Publisher').selectOption({ label: brandC });
  await tiny
    .filters()
    .getByRole('button', { name: /^Filters \(2\)$/ })
    .click();
  const row = tiny.rows().first();
  await expect(row).toBeVisible();
  // The "awaiting response" label shows whole within the row.
  const awaiting = row.locator('.inbox-row__awaiting');
  await expect(awaiting).toBeVisible();
  const fits = await awaiting.evaluate((label) => {
    const box = label.getBoundingClientRect();
    const meta = (label.parentElement as HTMLElement).getBoundingClientRect();
    return box.right <= meta.right + 0.5 && label.scrollWidth <= label.clientWidth + 1;
  });
  expect(fits).toBe(true);
  const id = (await row.getAttribute('data-review-id')) ?? '';
  await row.click();
  await expect(tiny.thread()).toHaveAttribute('data-review-id', id);
  const text = `Thanks from a narrow panel ${Date.now()}`;
  await tiny.thread().getByRole('button', { name: 'Reply', exact: true }).click();
  await tiny.replyText().fill(text);
  await tiny.thread().getByRole('radio', { name: 'Public', exact: true }).check();
  await tiny.thread().getByRole('button', { name: 'Send reply' }).click();
  // Answered, it leaves "Awaiting response": the panel goes on, saying the reply is on its way.
  await expect(tiny.page.getByRole('status').filter({ hasText: 'Reply on its way.' })).toBeVisible();
  await expect(tiny.thread()).not.toHaveAttribute('data-review-id', id);
  await expect
    .poll(async () => (await api.reviews.get(id)).comments.filter((c) => c.message === text).length)
    .toBe(1);
});
