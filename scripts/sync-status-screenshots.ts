/**
 * `npx tsx scripts/sync-status-screenshots.ts`: the header's sync states as a person sees them,
 * into docs/screenshots/sync-<state>-<view>-<theme>.png: the popup at 400 px and the side panel at
 * 420 and 1100 px, light and dark, the top 150 px of each. Every state is brought about for real
 * (faults on the emulator, the browser offline, the token revoked), on the built extension (`npm
 * run build` first) against a fresh emulator.
 */
import { expect, type Page } from '@playwright/test';
import { EmulatorAdmin } from '../tests/e2e/pages/emulator-admin';
import { firePollAlarm } from '../tests/e2e/pages/extension-storage';
import { SyncHeader } from '../tests/e2e/pages/sync-header';
import { openScreenshotSession, SCREENSHOTS_DIR, THEMES } from './screenshot-session';

const REVIEWS = '^/v2/accounts/[^/]+/reviews$';
const SYNCED = /^Synced \d/;
const WAIT = { timeout: 30_000 };

const VIEWS = [
  { name: 'popup-400', path: 'popup.html', width: 400, height: 600 },
  { name: 'panel-420', path: 'sidepanel.html#/inbox', width: 420, height: 700 },
  { name: 'panel-1100', path: 'sidepanel.html#/inbox', width: 1100, height: 700 },
] as const;

async function main(): Promise<void> {
  const session = await openScreenshotSession();
  const { context, emulator, worker, openPage } = session;
  try {
    const admin = new EmulatorAdmin(emulator);
    await session.connect();
    const pages: Page[] = [];
    for (const view of VIEWS)
      pages.push(await openPage(view.path, { width: view.width, height: view.height }));
    const first = new SyncHeader(pages[0]);

    const shoot = async (state: string, headline: string | RegExp) => {
      for (const [index, view] of VIEWS.entries()) {
        const page = pages[index];
        const shown = new SyncHeader(page).headline();
        for (const colorScheme of THEMES) {
          await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
          const path = `${SCREENSHOTS_DIR}/sync-${state}-${view.name}-${colorScheme}.png`;
          // A state can pass for a moment (a page's own refresh, a retry): shot again until the
          // header said the same before and after.
          for (let tries = 0; ; tries++) {
            await expect(shown).toHaveText(headline, WAIT);
            await page.screenshot({ path, clip: { x: 0, y: 0, width: view.width, height: 150 } });
            const after = (await shown.textContent()) ?? '';
            if (typeof headline === 'string' ? after === headline : headline.test(after)) break;
            if (tries === 5) throw new Error(`${path}: the header kept leaving "${headline}"`);
          }
          console.log(path);
        }
      }
    };

    await shoot('synced', SYNCED);

    // The review list held on its way: syncing until it is let go.
    await admin.hold(REVIEWS);
    await firePollAlarm(worker);
    await admin.untilHeld();
    await shoot('syncing', 'Syncing…');
    await admin.clearFaults();
    // Held past the client's timeout, the request fails; the next poll brings it back.
    await expect(first.headline()).not.toHaveText('Syncing…', WAIT);
    await firePollAlarm(worker);
    await expect(first.headline()).toHaveText(SYNCED, WAIT);

    await admin.setFaults({ statuses: [503], rate: 1, paths: REVIEWS });
    await firePollAlarm(worker);
    await shoot('failed', 'Sync failed');

    await admin.setFaults({ dropAfterCommit: true, paths: REVIEWS });
    await firePollAlarm(worker);
    await shoot('unreachable', "Can't reach the service");
    await admin.clearFaults();

    await admin.setFaults({ statuses: [429], paths: REVIEWS });
    await firePollAlarm(worker);
    await shoot('paused', 'Sync paused');
    await admin.clearFaults();

    await context.setOffline(true);
    await shoot('offline', 'Offline');
    await context.setOffline(false);
    await expect(first.headline()).toHaveText(SYNCED, WAIT);

    // The service stops accepting the token: the next poll meets the 401.
    await admin.revokeTokens();
    await firePollAlarm(worker);
    await shoot('needs-sign-in', 'Needs sign-in');
  } finally {
    await session.close();
  }
}

await main();
