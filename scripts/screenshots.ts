/**
 * `npm run screenshots`: every main view as a person sees it, into docs/screenshots/ (the README
 * links them): the popup at 400 px, the side panel at 420 and 1100 px (the inbox also at Firefox's
 * 252 px sidebar), each light and dark.
 * Runs the built extension (`npm run build` first) against a fresh emulator, connected through
 * the real consent page. `-- --only reputation,inbox` takes some views only.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { startEmulator } from '../emulator/index';
import { SidePanelInboxPage } from '../tests/e2e/pages/side-panel-inbox-page';
import { launchWithExtension } from './launch-browser';

const OUT = 'docs/screenshots';
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
const THEMES = ['light', 'dark'] as const;

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const emulator = await startEmulator({ port: 0 });
  const browser = await launchWithExtension();
  try {
    const { context } = browser;
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    const extensionId = new URL(worker.url()).host;
    const openPage = async (path: string, size = { width: 400, height: 600 }) => {
      const page = await context.newPage();
      await page.setViewportSize(size);
      await page.goto(`chrome-extension://${extensionId}/${path}`);
      return page;
    };
    // Connects through the options page's Connection form and the consent page, then waits for
    // the first sync to fill the inbox.
    const inbox = await SidePanelInboxPage.connectAndOpen({ context, openPage, emulator });
    await inbox.rows().first().waitFor({ timeout: 30_000 });
    await inbox.page.close();
    const shoot = async (page: Page, file: string) => {
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(600);
      await page.screenshot({ path: `${OUT}/${file}.png` });
      console.log(`${OUT}/${file}.png`);
    };
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
    await browser.close();
    await emulator.close();
  }
}

await main();
