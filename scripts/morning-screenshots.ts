/**
 * `npx tsx scripts/morning-screenshots.ts`: what a manager's morning walks through, into
 * docs/screenshots/, light and dark: two locations with one name told apart (`*-same-name-*`:
 * the listings grid at 1100 px and the list at 420), the listings grid under "Opted out" with its
 * count (`sidepanel-listings-opted-out-*`), the opt-in report naming what it sent and the popup's
 * counts right after (`sidepanel-listings-opt-in-report-1100-*`, `popup-listings-after-opt-in-*`),
 * a rejected suggestion's message and an accepted one's Before and After
 * (`sidepanel-suggestions-rejected-*`, `sidepanel-suggestions-accepted-1100-*`), and the activity log naming a reply "Review response" by
 * the account (`sidepanel-activity-review-response-*`). Runs the built extension (`npm run build`
 * first) against a fresh emulator.
 */
import type { Page } from '@playwright/test';
import { EmulatorAdmin } from '../tests/e2e/pages/emulator-admin';
import { pollOnce } from '../tests/e2e/pages/extension-storage';
import { ListingsPlatform } from '../tests/e2e/pages/listings-pages';
import { PopupInboxPage } from '../tests/e2e/pages/popup-inbox-page';
import { setUndoWindow } from '../tests/shared/undo-window';
import { openScreenshotSession, THEMES } from './screenshot-session';

async function main(): Promise<void> {
  const session = await openScreenshotSession();
  const { emulator, worker, openPage, shoot } = session;
  try {
    // Two locations under one name, as an agency's clinics in two cities are.
    const [first, second] = await new ListingsPlatform(emulator).locations();
    if (!first || !second) throw new Error('the emulator has fewer than two locations');
    const renamed = await fetch(`${emulator.baseUrl}/__emulator/locations/${second.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ locationName: first.locationName }),
    });
    if (!renamed.ok) throw new Error(`renaming a location: HTTP ${renamed.status}`);

    await session.connect();
    await setUndoWindow(worker, 0);
    // "… is connected." shows for 6 s after a sign-in (lib/auth/sign-in-notice.ts › CONFIRMATION_MS):
    // the views are shot without it.
    await new Promise((resolve) => setTimeout(resolve, 6_500));

    // A reply sent through Review Desk: the log files it as a social post "by API".
    const admin = new EmulatorAdmin(emulator);
    const content = 'Friendly front desk, but the wait was long.';
    await admin.addReview({ publisherId: 'BRANDCMYBUSINESS', rating: 3, content });
    await pollOnce(worker);
    const inbox = await PopupInboxPage.open(openPage);
    const card = await inbox.openReply(inbox.review(content));
    await inbox.sendReply(card, 'Thank you: we have added a second person at the desk.', 'Public');
    await inbox.outbox(card).getByText('Sent ✓').waitFor({ timeout: 60_000 });
    await inbox.page.close();

    for (const theme of THEMES) {
      const open = async (path: string, width: number, height = 900) => {
        const page = await openPage(path, { width, height });
        await page.emulateMedia({ colorScheme: theme });
        return page;
      };
      const shot = async (page: Page, name: string) => {
        await shoot(page, `${name}-${theme}`);
        await page.close();
      };

      for (const width of [420, 1100]) {
        const activity = await open('sidepanel.html#/activity', width);
        await activity.getByText('Review response').first().waitFor({ timeout: 30_000 });
        await shot(activity, `sidepanel-activity-review-response-${width}`);

        const sameName = await open(`sidepanel.html#/listings`, width);
        await sameName
          .locator('h3, .listing-matrix__location-name')
          .filter({ hasText: `${first.locationName} (${first.city}` })
          .first()
          .waitFor({ timeout: 30_000 });
        await shot(sameName, `sidepanel-listings-same-name-${width}`);

        const optedOut = await open('sidepanel.html#/listings/status/OPTED_OUT', width);
        await optedOut.locator('.listings-view__matches').waitFor({ timeout: 30_000 });
        await shot(optedOut, `sidepanel-listings-opted-out-${width}`);
      }

      // Opt in one listing from the filtered grid: the report names it, the popup counts it.
      const grid = await open('sidepanel.html#/listings/status/OPTED_OUT', 1100);
      await grid
        .getByRole('gridcell', { name: /Opted out$/ })
        .first()
        .click();
      await grid.getByRole('button', { name: 'Opt in', exact: true }).click();
      await grid.getByRole('dialog').getByRole('button', { name: 'Opt in' }).click();
      await grid.getByText(/^Part 1: .+ at .+ · sent$/).waitFor({ timeout: 30_000 });
      await shoot(grid, `sidepanel-listings-opt-in-report-1100-${theme}`);
      const counts = await open('popup.html', 400, 600);
      await counts.getByRole('tab', { name: /Listings/ }).click();
      await counts.getByText('Waiting on the publisher').first().waitFor({ timeout: 30_000 });
      await shot(counts, 'popup-listings-after-opt-in-400');
      await grid.close();

      for (const width of [420, 1100]) {
        const suggestions = await open('sidepanel.html#/suggestions', width);
        const reject = suggestions.getByRole('button', { name: 'Reject' }).first();
        await reject.waitFor({ timeout: 30_000 });
        await reject.click();
        await suggestions.getByRole('dialog').getByRole('button', { name: 'Reject' }).click();
        await suggestions.getByText(/^Rejected\. .+ keeps its /).waitFor({ timeout: 30_000 });
        await shot(suggestions, `sidepanel-suggestions-rejected-${width}`);
      }

      // An accepted suggestion, resolved: its old text is "Before", beside "After".
      const accepting = await open('sidepanel.html#/suggestions', 1100);
      await accepting.getByRole('button', { name: 'Accept' }).first().click();
      await accepting.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
      await accepting.getByText(/^Accepted\. /).waitFor({ timeout: 30_000 });
      const before = accepting
        .locator('.suggestion-card[data-status="ACCEPTED"] dt', { hasText: 'Before' })
        .first();
      await before.waitFor({ timeout: 30_000 });
      await before.scrollIntoViewIfNeeded();
      await shot(accepting, 'sidepanel-suggestions-accepted-1100');
    }
  } finally {
    await session.close();
  }
}

await main();
