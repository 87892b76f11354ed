/**
 * `npx tsx scripts/reputation-themes-screenshots.ts`: Reputation's "What customers mention" as a
 * person sees it, into docs/screenshots/: the side panel at 420 and 1100 px, light and dark,
 * scrolled to the section, and the inbox a theme opens. Runs the built extension (`npm run build`
 * first) against a fresh emulator, whose seeded reviews raise their business's themes.
 */
import { openScreenshotSession, THEMES } from './screenshot-session';

async function main(): Promise<void> {
  const session = await openScreenshotSession();
  const { openPage, shoot } = session;
  try {
    await (await session.connectFromInbox()).page.close();
    for (const width of [420, 1100]) {
      for (const theme of THEMES) {
        const page = await openPage('sidepanel.html#/reputation', { width, height: 900 });
        await page.emulateMedia({ colorScheme: theme });
        const heading = page.getByRole('heading', { name: 'What customers mention' });
        await heading.waitFor({ timeout: 30_000 });
        await heading.evaluate((element) => element.scrollIntoView({ block: 'start' }));
        await shoot(page, `sidepanel-reputation-themes-${width}-${theme}`);
        await page.getByRole('region', { name: 'Complaints' }).getByRole('link').first().click();
        await page.locator('.inbox-column__count[data-total]').waitFor({ timeout: 30_000 });
        await shoot(page, `sidepanel-inbox-theme-${width}-${theme}`);
        await page.close();
      }
    }
  } finally {
    await session.close();
  }
}

await main();
