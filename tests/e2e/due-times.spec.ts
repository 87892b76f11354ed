import { expect, test } from './fixtures';
import { EmulatorAdmin } from './pages/emulator-admin';
import { OptionsPage } from './pages/options-page';
import { PopupInboxPage } from './pages/popup-inbox-page';
import { SidePanelInboxPage } from './pages/side-panel-inbox-page';

// Due times against Options › Response targets (by default 2★ or less within 24 h, the rest within
// 72 h). No seeded review: what the pages show comes from the reviews this test writes, through
// the admin API, with their dates in the service's form (UTC `YYYY-MM-DDThh:mm`).
test.use({ emulatorOptions: { reviews: 0 } });

const HOUR = 3_600_000;
const serviceDate = (at: number) => new Date(at).toISOString().slice(0, 16);

test('a 1★ review older than its target reads "Overdue" on the card, the row and the thread, leads the popup and Due soonest, and the badge counts it as needing action', async ({
  context,
  openPage,
  emulator,
  worker,
}) => {
  const admin = new EmulatorAdmin(emulator);
  const now = Date.now();
  const late = await admin.addReview({
    publisherId: 'BRANDB',
    rating: 1,
    authorName: 'Dana W.',
    content: 'Nobody called me back.',
    publisherDate: serviceDate(now - 30 * HOUR),
  });
  await admin.addReview({
    publisherId: 'BRANDB',
    rating: 4,
    authorName: 'Lee K.',
    content: 'Good visit overall.',
    publisherDate: serviceDate(now - 2 * HOUR),
  });
  const inbox = await SidePanelInboxPage.connectAndOpen({ context, openPage, emulator });

  // The row: its word and its accessible text, not a colour alone.
  const row = inbox.row(String(late.id));
  await expect(row).toContainText(/Overdue by 6 hr/);
  // Whole hours, never rounded up: 70 h less the seconds since it was written.
  await expect(inbox.list().getByText(/^Due in (69|70) hr$/)).toBeVisible();
  // Due soonest puts it first; the newer 4★ follows.
  await inbox.page.getByLabel('Sort').selectOption({ label: 'Due soonest' });
  await expect(inbox.page.getByRole('listbox', { name: 'Reviews, due soonest first' })).toBeVisible();
  await expect(inbox.rows().first()).toHaveAttribute('data-review-id', String(late.id));
  // The open thread says it too.
  await row.click();
  await expect(inbox.page.locator('.review-thread').getByText('Overdue by 6 hr')).toBeVisible();

  // The popup leads with it, although it is not the newest.
  const popup = await PopupInboxPage.open(openPage);
  await expect(popup.reviews().first()).toContainText('Nobody called me back.');
  await expect(popup.reviews().first()).toContainText('Overdue by 6 hr');
  await expect(popup.review('Good visit overall.')).toContainText(/Due in (69|70) hr/);

  // The badge counts what needs action now (nothing new: the popup showed both; the 1★ one is
  // overdue), or, when set, what awaits a reply, and says which.
  await expect
    .poll(() => worker.evaluate(() => chrome.action.getTitle({})))
    .toBe('Nothing new since you last looked, 1 overdue 1–2★');
  expect(await worker.evaluate(() => chrome.action.getBadgeText({}))).toBe('1');
  const options = await OptionsPage.open(openPage);
  await options.page.getByLabel('Reviews awaiting a response').check();
  await expect
    .poll(() => worker.evaluate(() => chrome.action.getTitle({})))
    .toBe('2 reviews awaiting a response');
  await options.page.getByLabel(/^What needs action now/).check();
  await expect
    .poll(() => worker.evaluate(() => chrome.action.getTitle({})))
    .toBe('Nothing new since you last looked, 1 overdue 1–2★');

  // Turning the 2★-or-less target off takes its label away, and its count.
  await options.page.getByLabel('No target for 2★ or less').check();
  await expect(row).not.toContainText('Overdue');
  await expect
    .poll(() => worker.evaluate(() => chrome.action.getTitle({})))
    .toBe('Nothing new since you last looked, nothing overdue at 1–2★');
});
