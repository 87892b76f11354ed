/**
 * `npx tsx scripts/figures-sort-screenshots.ts`: what the last morning points changed, light and
 * dark: the side panel's filters unfolded on first use and the inbox a figure opened (Reputation's
 * "need attention", under Past response target, and a location's row, its period's reviews), at
 * 420 and 1100 px; the popup's Reviews under
 * Sort › Lowest rating, with a publisher that takes no replies folded into one line, at 400 px;
 * Options › what the toolbar badge counts.
 * Runs the built extension (`npm run build` first) against a fresh emulator.
 */
import { SidePanelInboxPage } from '../tests/e2e/pages/side-panel-inbox-page';
import { openScreenshotSession, THEMES } from './screenshot-session';

async function main(): Promise<void> {
  const session = await openScreenshotSession();
  const { openPage, shoot } = session;
  try {
    // The inbox's first use: the filters show unfolded, once.
    await (await session.connectFromInbox()).page.close();
    for (const theme of THEMES)
      for (const width of [420, 1100]) {
        const page = new SidePanelInboxPage(await openPage('sidepanel.html#/inbox', { width, height: 900 }));
        await page.page.emulateMedia({ colorScheme: theme });
        await page.openFilters();
        await shoot(page.page, `sidepanel-inbox-filters-open-${width}-${theme}`);
        // Folded again: the next opening starts folded.
        await page.filtersFold().click();
        await page.page.goto(page.page.url().replace(/#.*$/, '#/reputation'));
        await page.page.locator('.reputation-attention a').click();
        await page.rows().first().waitFor();
        await shoot(page.page, `sidepanel-inbox-needs-attention-${width}-${theme}`);
        // A location's row: its period's reviews, the chip saying which.
        await page.page.goto(page.page.url().replace(/#.*$/, '#/reputation'));
        await page.page.locator('.group-table tbody tr').first().getByRole('button').click();
        await page.page.getByText(/^As Reputation counts them: /).waitFor();
        await shoot(page.page, `sidepanel-inbox-reputation-row-${width}-${theme}`);
        await page.page.close();
      }
    // Options › what the toolbar badge counts: what needs action now, by default.
    for (const theme of THEMES) {
      const options = await openPage('options.html', { width: 900, height: 700 });
      await options.emulateMedia({ colorScheme: theme });
      const badge = options.getByRole('group', { name: 'The toolbar badge counts' });
      await badge.scrollIntoViewIfNeeded();
      await shoot(options, `options-badge-${theme}`);
      await options.close();
    }
    for (const theme of THEMES) {
      const popup = await openPage('popup.html', { width: 400, height: 600 });
      await popup.emulateMedia({ colorScheme: theme });
      await popup.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Lowest rating' });
      await popup.getByRole('list', { name: 'Reviews, lowest rating first' }).waitFor();
      await shoot(popup, `popup-reviews-sorted-400-${theme}`);
      await popup.close();
    }
  } finally {
    await session.close();
  }
}

await main();
