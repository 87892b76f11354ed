/**
 * `npx tsx scripts/move-on-screenshots.ts`: the side panel's inbox right after a reply is sent
 * under "Awaiting response" and after Done: the next review open under a neutral note with Undo,
 * into docs/screenshots/ (420 and 1100 px, light and dark). Runs the built extension (`npm run
 * build` first) against a fresh emulator.
 */
import { setUndoWindow } from '../tests/shared/undo-window';
import { openScreenshotSession, THEMES } from './screenshot-session';

async function main(): Promise<void> {
  const session = await openScreenshotSession();
  const { worker, openPage, shoot } = session;
  try {
    await session.connect();
    // Long enough for every shot while the reply can still be taken back.
    await setUndoWindow(worker, 30);
    for (const theme of THEMES)
      for (const width of [420, 1100]) {
        const page = await openPage('sidepanel.html#/inbox', { width, height: 900 });
        await page.emulateMedia({ colorScheme: theme });
        const filters = page.getByRole('search', { name: 'Filter reviews' });
        const fold = filters.getByRole('button', { name: /^Filters \(\d+\)$/ });
        // The fold's remembered state is read as the inbox opens: a click before it would be undone.
        await fold.and(page.locator('[data-settled="true"]')).waitFor();
        if ((await fold.getAttribute('aria-expanded')) !== 'true') await fold.click();
        await filters.getByRole('checkbox', { name: 'Awaiting response' }).check();
        await fold.click();
        // Awaiting a response means a publisher that takes replies: the first row has a composer.
        await page.locator('a.inbox-row').first().click();
        await page.getByRole('button', { name: 'Send reply' }).waitFor();
        await page
          .getByRole('textbox', { name: 'Reply text' })
          .fill('Thank you for telling us. We have spoken to the team.');
        await page.getByRole('radio', { name: 'Public', exact: true }).check();
        await page.getByRole('button', { name: 'Send reply' }).click();
        await page.getByRole('status').filter({ hasText: 'Reply on its way.' }).waitFor();
        await shoot(page, `sidepanel-moved-on-sent-${width}-${theme}`);
        await page.keyboard.press('e');
        await page.getByRole('status').filter({ hasText: 'Marked Done.' }).waitFor();
        await shoot(page, `sidepanel-moved-on-done-${width}-${theme}`);
        await page.close();
      }
  } finally {
    await session.close();
  }
}

await main();
