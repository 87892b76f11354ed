/**
 * `npm run screenshots`: every main view as a person sees it, into docs/screenshots/ (the README
 * links them): the popup at 400 px, the side panel at 420 and 1100 px (the inbox also at Firefox's
 * 252 px sidebar), each light and dark.
 * Runs the built extension (`npm run build` first) against a fresh emulator, connected through
 * the real consent page. `-- --only reputation,inbox` takes some views only.
 */
import { openScreenshotSession, THEMES } from './screenshot-session';

const only = process.argv.includes('--only')
  ? new Set(process.argv[process.argv.indexOf('--only') + 1].split(','))
  : undefined;
const wanted = (name: string) => !only || only.has(name);

const POPUP_TABS = [
  { name: 'reviews', tab: /Reviews/ },
  { name: 'listings', tab: /Listings/ },
  { name: 'numbers', tab: /Numbers/ },
];
const PANEL_VIEWS = ['inbox', 'reputation', 'listings', 'suggestions', 'reports', 'activity', 'locations'];

async function main(): Promise<void> {
  const session = await openScreenshotSession();
  const { openPage, shoot } = session;
  try {
    // Connects through the options page's Connection form and the consent page, then waits for
    // the first sync to fill the inbox.
    await (await session.connectFromInbox()).page.close();
    for (const theme of THEMES) {
      for (const { name, tab } of POPUP_TABS) {
        if (!wanted(name)) continue;
        const page = await openPage('popup.html', { width: 400, height: 600 });
        await page.emulateMedia({ colorScheme: theme });
        await page.getByRole('tab', { name: tab }).click();
        await shoot(page, `popup-${name}-400-${theme}`);
        await page.close();
      }
      for (const view of PANEL_VIEWS) {
        if (!wanted(view)) continue;
        for (const width of view === 'inbox' ? [252, 420, 1100] : [420, 1100]) {
          const page = await openPage(`sidepanel.html#/${view}`, { width, height: 900 });
          await page.emulateMedia({ colorScheme: theme });
          await shoot(page, `sidepanel-${view}-${width}-${theme}`);
          await page.close();
        }
      }
    }
  } finally {
    await session.close();
  }
}

await main();
