import { createApiClient } from '../../lib/api';
import { expect, test } from './fixtures';
import { accountSwitcher, cachedLocationOf, connectAccounts, serviceTokenFor } from './pages/all-accounts';
import { seriousViolations } from './pages/axe-scan';
import { EmulatorAdmin } from './pages/emulator-admin';
import { pollOnce } from './pages/extension-storage';
import { PopupInboxPage } from './pages/popup-inbox-page';
import { SidePanelInboxPage } from './pages/side-panel-inbox-page';

// An agency's morning: three accounts connected through the consent page, one inbox over all of
// them (All accounts), each review naming its account, and a reply from that inbox landing on the
// right account's review, once, and on no other account.

// Replies go at once (Options › Undo window: 0): this test is about where a reply lands.
test.use({ undoSeconds: 0 });

test('All accounts lists every account’s reviews with its name; a reply to the second account’s review lands there once and nowhere else', async ({
  context,
  openPage,
  emulator,
  worker,
}) => {
  const accounts = await connectAccounts(context, emulator, worker, 3);
  const [first, second] = accounts;
  const admin = new EmulatorAdmin(emulator);
  const stamp = Date.now();
  const firstText = `Agency morning ${stamp}: the first account's review`;
  const secondText = `Agency morning ${stamp}: the second account's review`;
  const firstReview = await admin.addReview({
    locationId: await cachedLocationOf(worker, first.accountId),
    publisherId: 'BRANDB',
    rating: 2,
    content: firstText,
  });
  const secondReview = await admin.addReview({
    locationId: await cachedLocationOf(worker, second.accountId),
    publisherId: 'BRANDB',
    rating: 1,
    content: secondText,
  });
  await pollOnce(worker);

  const inbox = await SidePanelInboxPage.open(openPage);
  const switcher = accountSwitcher(inbox.page);
  await expect(switcher.getByRole('option', { name: 'All accounts' })).toHaveCount(1);
  await switcher.selectOption({ label: 'All accounts' });
  await inbox.search().fill(`Agency morning ${stamp}`);
  await inbox.expectTotal(2);
  const firstRow = inbox.rows().filter({ hasText: firstText });
  const secondRow = inbox.rows().filter({ hasText: secondText });
  await expect(firstRow).toContainText(first.name);
  await expect(secondRow).toContainText(second.name);
  await expect(secondRow).not.toContainText(first.name);
  // What the counts count, each account's share a click away.
  const counts = inbox.page.locator('details.account-counts');
  await expect(counts.locator('summary')).toHaveText(/awaiting across 3 accounts$/);
  await counts.locator('summary').click();
  await expect(counts.getByRole('listitem')).toHaveCount(3);
  // The account labels and the counts' split keep WCAG 2.2 AA, light and dark.
  expect(await seriousViolations(inbox.page)).toEqual([]);
  // No transition running between the two themes' colours while axe reads them.
  await inbox.page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  expect(await seriousViolations(inbox.page, { coloursOnly: true })).toEqual([]);
  await inbox.page.emulateMedia({ colorScheme: 'light', reducedMotion: null });

  // The Account filter narrows the one list to an account.
  await (await inbox.openFilters())
    .getByLabel('Account', { exact: true })
    .selectOption({ label: second.name });
  await inbox.expectTotal(1);
  await inbox.filters().getByLabel('Account', { exact: true }).selectOption({ label: 'All accounts' });
  await inbox.expectTotal(2);

  const reply = `Sorry to hear it, from the second account ${stamp}`;
  await secondRow.click();
  await expect(inbox.thread()).toContainText(secondText);
  await expect(inbox.page.locator('.inbox__account')).toContainText(second.name);
  await inbox.replyText().fill(reply);
  await inbox.thread().getByRole('radio', { name: 'Public', exact: true }).check();
  await inbox.thread().getByRole('button', { name: 'Send reply' }).click();

  // The service holds it once, on the second account's review, posted with that account's own token.
  const secondApi = createApiClient({
    baseUrl: emulator.baseUrl,
    credential: { accessToken: await serviceTokenFor(emulator, second.name) },
  });
  await expect
    .poll(
      async () =>
        (await secondApi.reviews.get(String(secondReview.id))).comments.filter((c) => c.message === reply)
          .length,
      { timeout: 20_000 },
    )
    .toBe(1);
  const posts = (
    (await (await fetch(`${emulator.baseUrl}/__emulator/requests`)).json()) as {
      requests: { method: string; path: string; status: number }[];
    }
  ).requests.filter((request) => request.method === 'POST' && request.path.endsWith('/comments'));
  expect(posts).toHaveLength(1);
  expect(posts[0].path).toContain(`/reviews/${secondReview.id}/comments`);
  // None on the other account's review of the morning.
  const firstApi = createApiClient({
    baseUrl: emulator.baseUrl,
    credential: { accessToken: await serviceTokenFor(emulator, first.name) },
  });
  const firstComments = (await firstApi.reviews.get(String(firstReview.id))).comments;
  expect(firstComments.some((c) => c.message === reply)).toBe(false);

  // The choice is remembered: the popup opens on All accounts, each card naming its account.
  const popup = await PopupInboxPage.open(openPage);
  await expect(accountSwitcher(popup.page)).toHaveValue('__all__');
  await expect(popup.review(firstText)).toContainText(first.name);
  await expect(popup.review(secondText)).toContainText(second.name);
});
