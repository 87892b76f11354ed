// biome-ignore-all lint/correctness/noUnusedFunctionParameters: a test asks for the `connected` fixture by naming it.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { EmulatorAdmin } from './pages/emulator-admin';
import { firePollAlarm } from './pages/extension-storage';
import { SyncHeader } from './pages/sync-header';

// Screenshots of the header's sync states (docs/screenshots/sync-*.png): the popup at 400 px and
// the side panel at 420 and 1100 px, light and dark, each state brought about for real (faults
// on the emulator, the browser offline). Run on demand: SCREENSHOTS=1 npx playwright test
// tests/e2e/sync-status-screens.spec.ts --workers=1

test.skip(!process.env.SCREENSHOTS, 'screenshots are taken on demand (SCREENSHOTS=1)');

const REVIEWS = '^/v2/accounts/[^/]+/reviews$';

const VIEWS = [
  { name: 'popup-400', path: 'popup.html', width: 400, height: 600 },
  { name: 'panel-420', path: 'sidepanel.html#/inbox', width: 420, height: 700 },
  { name: 'panel-1100', path: 'sidepanel.html#/inbox', width: 1100, height: 700 },
] as const;

test('sync status in the headers, every state', async ({
  context,
  openPage,
  emulator,
  worker,
  connected,
}) => {
  test.setTimeout(240_000);
  const admin = new EmulatorAdmin(emulator);
  const pages: Page[] = [];
  for (const view of VIEWS) pages.push(await openPage(view.path, { width: view.width, height: view.height }));

  const shoot = async (state: string, headline: string | RegExp) => {
    for (const [index, view] of VIEWS.entries()) {
      const page = pages[index];
      await expect(new SyncHeader(page).headline()).toHaveText(headline, { timeout: 30_000 });
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
        await page.screenshot({
          path: `docs/screenshots/sync-${state}-${view.name}-${scheme}.png`,
          clip: { x: 0, y: 0, width: view.width, height: 150 },
        });
      }
    }
  };

  await shoot('synced', /^Synced \d/);

  // The review list held on its way: syncing until it is let go.
  await admin.hold(REVIEWS);
  await firePollAlarm(worker);
  await admin.untilHeld();
  await shoot('syncing', 'Syncing…');
  await admin.clearFaults();
  // Held past the client's timeout, the request fails; the next poll brings it back.
  await expect(new SyncHeader(pages[0]).headline()).not.toHaveText('Syncing…', { timeout: 30_000 });
  await firePollAlarm(worker);
  await expect(new SyncHeader(pages[0]).headline()).toHaveText(/^Synced \d/, { timeout: 30_000 });

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
  await expect(new SyncHeader(pages[0]).headline()).toHaveText(/^Synced \d/, { timeout: 30_000 });

  // The service stops accepting the token: the next poll meets the 401.
  expect(
    (
      await fetch(`${emulator.baseUrl}/__emulator/tokens/revoke`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      })
    ).ok,
  ).toBe(true);
  await firePollAlarm(worker);
  await shoot('needs-sign-in', 'Needs sign-in');
});
