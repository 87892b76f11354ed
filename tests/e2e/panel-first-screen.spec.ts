// biome-ignore-all lint/correctness/noUnusedFunctionParameters: a test asks for the `connected` fixture by naming it.
import type { BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { arriveWhileClosed, openAtFirstPaint } from './pages/first-paint';
import { OptionsPage } from './pages/options-page';
import { SidePanelInboxPage } from './pages/side-panel-inbox-page';

// The side panel's inbox paints its first rows from the snapshot the background keeps with the
// popup's (lib/first-screen/panel-screen.ts): they are on the page when its first script run ends,
// before its first frame. It stays true while the panel is closed: a review that arrives is on it,
// another order than the default leaves it out, a disconnected account's reviews never are.

/** Opens the side panel's inbox; its rows' text when its first script run ended. */
async function openWithFirstRows(context: BrowserContext, extensionId: string) {
  const paint = await openAtFirstPaint(
    context,
    `chrome-extension://${extensionId}/sidepanel.html#/inbox`,
    { width: 420, height: 860 },
    'a.inbox-row',
  );
  return { panel: new SidePanelInboxPage(paint.page), rows: paint.texts };
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

  const content = await arriveWhileClosed(emulator, worker, () => firstRows(context, extensionId));

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
