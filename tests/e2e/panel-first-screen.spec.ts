// biome-ignore-all lint/correctness/noUnusedFunctionParameters: a test asks for the `connected` fixture by naming it.
import type { BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { EmulatorAdmin } from './pages/emulator-admin';
import { firePollAlarm } from './pages/extension-storage';
import { OptionsPage } from './pages/options-page';
import { SidePanelInboxPage } from './pages/side-panel-inbox-page';

// The side panel's inbox paints its first rows from the snapshot the background keeps with the
// popup's (lib/first-screen/panel-screen.ts): they are on the page when its first script run ends,
// before its first frame. It stays true while the panel is closed: a review that arrives is on it,
// another order than the default leaves it out, a disconnected account's reviews never are.

/**
 * Opens the side panel's inbox and returns it with the text of each row on the page when its
 * scripts' first run ended (DOMContentLoaded follows the module script): what its first frame shows.
 */
async function openWithFirstRows(context: BrowserContext, extensionId: string) {
  const page = await context.newPage();
  await page.setViewportSize({ width: 420, height: 860 });
  // A string, so no bundler helper is wrapped around it.
  await page.addInitScript({
    content: `document.addEventListener('DOMContentLoaded', () => {
      window.firstRows = Array.from(document.querySelectorAll('a.inbox-row'), (row) => row.textContent);
    });`,
  });
  await page.goto(`chrome-extension://${extensionId}/sidepanel.html#/inbox`);
  await page.waitForFunction(() => 'firstRows' in window);
  const rows = await page.evaluate(() => (window as unknown as { firstRows: string[] }).firstRows);
  return { panel: new SidePanelInboxPage(page), rows };
}

async function firstRows(context: BrowserContext, extensionId: string): Promise<string[]> {
  const { panel, rows } = await openWithFirstRows(context, extensionId);
  await panel.page.close();
  return rows;
}

test("the side panel's first rows: an arrival while it is closed is on them, another order or a disconnected account's never are", async ({
  context,
  extensionId,
  openPage,
  emulator,
  worker,
  connected,
}) => {
  // The background stores the first screen once the first download has cached it.
  await expect.poll(async () => (await firstRows(context, extensionId)).length).toBeGreaterThan(0);

  const content = `Arrived while the panel was closed ${Date.now()}`;
  await new EmulatorAdmin(emulator).addReview({
    publisherId: 'BRANDB',
    rating: 2,
    authorName: 'Jordan P.',
    content,
  });
  await firePollAlarm(worker);
  await expect
    .poll(async () => (await firstRows(context, extensionId))[0] ?? '', { timeout: 20_000 })
    .toContain(content);

  // The reopened panel's first rows name the location and publisher, as its rows do once read.
  const { panel, rows } = await openWithFirstRows(context, extensionId);
  await expect(panel.rows().first()).toContainText(content);
  const where = await panel.rows().first().locator('.inbox-row__where').textContent();
  expect(where).not.toMatch(/Location \d/);
  expect(rows[0]).toContain(where);

  // Another order: those rows need the panel's index, so none is painted ahead.
  const sort = panel.page.getByRole('combobox', { name: 'Sort' });
  await sort.selectOption('oldest');
  await expect.poll(async () => (await firstRows(context, extensionId)).length).toBe(0);
  const again = await SidePanelInboxPage.open(openPage);
  await again.page.getByRole('combobox', { name: 'Sort' }).selectOption('newest');
  await expect.poll(async () => (await firstRows(context, extensionId)).length).toBeGreaterThan(0);
  await again.page.close();
  await panel.page.close();

  const options = await OptionsPage.open(openPage);
  await options.disconnect(connected.name);
  const after = await openWithFirstRows(context, extensionId);
  expect(after.rows).toEqual([]);
  await expect(after.panel.page.getByRole('button', { name: 'Connect account' })).toBeVisible();
  await expect(after.panel.page.getByText(content)).toHaveCount(0);
});
