/**
 * `npx tsx scripts/all-accounts-screenshots.ts`: All accounts as an agency sees it, into
 * docs/screenshots/: the emulator's three accounts connected through the consent page, a fresh
 * review added to two of them, All accounts chosen in the switcher; the popup at 400 px, the side
 * panel's inbox at 420 and 1100 px (the 1100 px one with a thread of another account open and the
 * counts' split shown), its Reputation by account, and a per-account view (Listings), light and
 * dark. Runs the built extension (`npm run build` first) against a fresh emulator.
 */
import { accountSwitcher, cachedLocationOf, connectAccounts } from '../tests/e2e/pages/all-accounts';
import { EmulatorAdmin } from '../tests/e2e/pages/emulator-admin';
import { pollOnce } from '../tests/e2e/pages/extension-storage';
import { openScreenshotSession, THEMES } from './screenshot-session';

async function main(): Promise<void> {
  const session = await openScreenshotSession();
  const { context, emulator, worker, openPage, shoot } = session;
  try {
    const accounts = await connectAccounts(context, emulator, worker, 3);
    const admin = new EmulatorAdmin(emulator);
    await admin.addReview({
      locationId: await cachedLocationOf(worker, accounts[1].accountId),
      publisherId: 'BRANDB',
      rating: 1,
      content: 'The sourdough was stale and nobody at the counter seemed to care.',
    });
    await admin.addReview({
      locationId: await cachedLocationOf(worker, accounts[2].accountId),
      publisherId: 'BRANDCMYBUSINESS',
      rating: 2,
      content: 'Kind nurses, but we waited an hour past our appointment.',
    });
    await pollOnce(worker);
    const first = await openPage('sidepanel.html#/inbox', { width: 1100, height: 900 });
    await accountSwitcher(first).selectOption({ label: 'All accounts' });
    await first.locator('.inbox-column__count[data-total]').waitFor({ timeout: 30_000 });
    await first.close();

    for (const theme of THEMES) {
      const popup = await openPage('popup.html', { width: 400, height: 600 });
      await popup.emulateMedia({ colorScheme: theme });
      await popup.locator('.popup-review').first().waitFor();
      await shoot(popup, `popup-all-accounts-400-${theme}`);
      await popup.close();
      for (const width of [420, 1100]) {
        const page = await openPage('sidepanel.html#/inbox', { width, height: 900 });
        await page.emulateMedia({ colorScheme: theme });
        await page.locator('.inbox-column__count[data-total]').waitFor({ timeout: 30_000 });
        if (width === 1100) {
          await page.locator('details.account-counts summary').click();
          await page.locator('a.inbox-row', { hasText: 'sourdough' }).click();
          await page.locator('article.review-thread').waitFor();
        }
        await shoot(page, `sidepanel-all-accounts-${width}-${theme}`);
        await page.goto(page.url().replace(/#.*$/, '#/reputation'));
        await page.getByRole('button', { name: 'By account' }).click();
        await page.getByRole('button', { name: 'By account' }).scrollIntoViewIfNeeded();
        await shoot(page, `sidepanel-all-accounts-reputation-${width}-${theme}`);
        await page.goto(page.url().replace(/#.*$/, '#/listings'));
        await page.locator('.per-account-note').waitFor();
        await shoot(page, `sidepanel-all-accounts-listings-${width}-${theme}`);
        await page.close();
      }
    }
  } finally {
    await session.close();
  }
}

await main();
