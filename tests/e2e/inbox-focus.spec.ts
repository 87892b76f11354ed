import { createApiClient } from '../../lib/api';
import { expect, test } from './fixtures';
import { SidePanelInboxPage } from './pages/side-panel-inbox-page';

// The side panel's inbox, side by side (1100 px) and one column (420 px): the selected row is the
// focused row (issue 20 › 11), and the open thread follows the list (issue 20 › 8).

type Emulator = { baseUrl: string; apiKey: string };
const service = (emulator: Emulator) =>
  createApiClient({ baseUrl: emulator.baseUrl, credential: { apiKey: emulator.apiKey } });

const NO_MATCH = 'no review says this';
const REPLY = 'Thank you, we have put up new parking signs since.';

/** Connects the account, then opens the inbox at `width` with every review listed. */
async function openInbox(
  fixtures: Parameters<typeof SidePanelInboxPage.connectAndOpen>[0] & { emulator: Emulator },
  width: number,
): Promise<SidePanelInboxPage> {
  const { count: all } = await service(fixtures.emulator).reviews.list({ limit: 1 });
  const first = await SidePanelInboxPage.connectAndOpen(fixtures);
  await first.waitForReviews(all);
  await first.page.close();
  const inbox = new SidePanelInboxPage(
    await fixtures.openPage('sidepanel.html#/inbox', { width, height: 800 }),
  );
  await inbox.waitForReviews(all);
  return inbox;
}

/** Exactly one row is selected, it is `id`'s, and it has the keyboard focus. */
async function expectSelectedAndFocused(inbox: SidePanelInboxPage, id: string): Promise<void> {
  await expect(inbox.selectedRows()).toHaveCount(1);
  await expect(inbox.selectedRows()).toHaveAttribute('data-review-id', id);
  await expect(inbox.row(id)).toBeFocused();
}

const rowId = async (inbox: SidePanelInboxPage, at: number) =>
  (await inbox.rows().nth(at).getAttribute('data-review-id')) ?? '';

test('at 1100 px, Esc then j on the third review selects and focuses the fourth: one row highlighted', async ({
  context,
  openPage,
  emulator,
}) => {
  const inbox = await openInbox({ context, openPage, emulator }, 1100);
  const [third, fourth] = [await rowId(inbox, 2), await rowId(inbox, 3)];
  await inbox.row(third).click();
  await expect(inbox.thread()).toHaveAttribute('data-review-id', third);
  await expectSelectedAndFocused(inbox, third);

  await inbox.page.keyboard.press('Escape');
  await expect(inbox.thread()).toHaveCount(0);
  await expectSelectedAndFocused(inbox, third);

  await inbox.page.keyboard.press('j');
  await expect(inbox.thread()).toHaveAttribute('data-review-id', fourth);
  await expectSelectedAndFocused(inbox, fourth);
  // The arrows step on a row too; the list has one tab stop, the selected row.
  await inbox.page.keyboard.press('ArrowUp');
  await expect(inbox.thread()).toHaveAttribute('data-review-id', third);
  await expectSelectedAndFocused(inbox, third);
  await expect(inbox.list().locator('[tabindex="0"]')).toHaveCount(1);
});

test('at 420 px, Esc brings the list back on the third review; j moves selection and focus, Enter opens', async ({
  context,
  openPage,
  emulator,
}) => {
  const inbox = await openInbox({ context, openPage, emulator }, 420);
  const [third, fourth] = [await rowId(inbox, 2), await rowId(inbox, 3)];
  await inbox.row(third).click();
  await expect(inbox.thread()).toHaveAttribute('data-review-id', third);
  await expect(inbox.list()).toBeHidden();

  await inbox.page.keyboard.press('Escape');
  await expect(inbox.thread()).toHaveCount(0);
  await expect(inbox.list()).toBeVisible();
  await expectSelectedAndFocused(inbox, third);

  // One column: j moves through the list without covering it with a thread.
  await inbox.page.keyboard.press('j');
  await expectSelectedAndFocused(inbox, fourth);
  await expect(inbox.thread()).toHaveCount(0);
  await inbox.page.keyboard.press('Enter');
  await expect(inbox.thread()).toHaveAttribute('data-review-id', fourth);
  // Back to the list: the row of the review just read keeps selection and focus.
  await inbox.backToList().click();
  await expectSelectedAndFocused(inbox, fourth);
});

test('at 1100 px, a search that hides a review with a reply typed keeps the thread and the reply, marked plainly', async ({
  context,
  openPage,
  emulator,
}) => {
  const inbox = await openInbox({ context, openPage, emulator }, 1100);
  const target = await rowId(inbox, 1);
  await inbox.row(target).click();
  await expect(inbox.thread()).toHaveAttribute('data-review-id', target);
  await inbox.replyText().fill(REPLY);

  await inbox.search().fill(NO_MATCH);
  await expect(inbox.page.getByText('No reviews match')).toBeVisible();
  await expect(inbox.outsideNote()).toBeVisible();
  await expect(inbox.outsideNote()).toContainText('A reply sent here still goes to it.');
  await expect(inbox.thread()).toHaveAttribute('data-review-id', target);
  await expect(inbox.replyText()).toHaveValue(REPLY);

  // Closed, the reply is the review's draft: reopened, it is there again.
  await inbox.outsideNote().getByRole('button', { name: 'Close review' }).click();
  await expect(inbox.thread()).toHaveCount(0);
  await inbox.search().fill('');
  await expect(inbox.row(target).locator('.inbox-row__draft')).toHaveText('Draft');
  await inbox.row(target).click();
  await expect(inbox.replyText()).toHaveValue(REPLY);
  await expect(inbox.outsideNote()).toHaveCount(0);

  // With nothing typed, the thread follows the list: the search closes it.
  const other = await rowId(inbox, 3);
  await inbox.row(other).click();
  await expect(inbox.thread()).toHaveAttribute('data-review-id', other);
  await inbox.search().fill(NO_MATCH);
  await expect(inbox.thread()).toHaveCount(0);
  await expect(inbox.outsideNote()).toHaveCount(0);
  await expect(inbox.search()).toBeFocused();
});

test('at 420 px, a review the search hides, opened by its link, says so and keeps its draft; Clear brings it back', async ({
  context,
  openPage,
  emulator,
}) => {
  const inbox = await openInbox({ context, openPage, emulator }, 420);
  const target = await rowId(inbox, 1);
  await inbox.row(target).click();
  await inbox.replyText().fill(REPLY);
  await inbox.backToList().click();
  await expectSelectedAndFocused(inbox, target);
  await expect(inbox.row(target).locator('.inbox-row__draft')).toHaveText('Draft');

  await inbox.search().fill(NO_MATCH);
  await expect(inbox.page.getByText('No reviews match')).toBeVisible();
  // A notification's link opens the review while the search hides it.
  await inbox.page.evaluate((id) => {
    window.location.hash = `#/inbox/review/${encodeURIComponent(id)}`;
  }, target);
  await expect(inbox.thread()).toHaveAttribute('data-review-id', target);
  await expect(inbox.outsideNote()).toBeVisible();
  await expect(inbox.replyText()).toHaveValue(REPLY);

  await inbox.outsideNote().getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(inbox.outsideNote()).toHaveCount(0);
  await expect(inbox.replyText()).toHaveValue(REPLY);
  await inbox.backToList().click();
  await expect(inbox.search()).toHaveValue('');
  await expectSelectedAndFocused(inbox, target);
});
