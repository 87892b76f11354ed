// biome-ignore-all lint/correctness/noUnusedFunctionParameters: a test asks for the `connected` fixture by naming it.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { arriveWhileClosed, type DrawnItems, drawnNow, openAtFirstPaint } from './pages/first-paint';
import { OptionsPage } from './pages/options-page';
import { SidePanelInboxPage } from './pages/side-panel-inbox-page';

// The side panel's inbox paints its first rows as the panel last drew them (lib/first-screen): they
// are on the page when its first script run ends, before its first frame, and its reads replace
// them in the same open. Another order than the default leaves them out, and a disconnected
// account's are never painted.

/** The rows' texts (their review text: the date beside it moves between two opens). */
const ROWS: DrawnItems = { items: 'a.inbox-row', part: '.inbox-row__text' };
/** The rows a first screen holds (lib/first-screen/stored-screen.ts › SCREEN_REVIEWS). */
const FIRST_SCREEN_ROWS = 16;

/** Opens the side panel's inbox; its rows' texts when its first script run ended. */
async function openWithFirstRows(context: BrowserContext, extensionId: string) {
  const paint = await openAtFirstPaint(
    context,
    `chrome-extension://${extensionId}/sidepanel.html#/inbox`,
    { width: 420, height: 860 },
    ROWS,
  );
  return { panel: new SidePanelInboxPage(paint.page), rows: paint.texts };
}

const recorded = (page: Page) => page.evaluate(() => localStorage.getItem('firstScreen.panel'));

test("the side panel's first rows are what it last drew, replaced in the same open; another order or a disconnected account's never are", async ({
  context,
  extensionId,
  openPage,
  emulator,
  worker,
  connected,
}) => {
  // The first open has drawn nothing before: the inbox reads and draws, and records its rows.
  const first = await openWithFirstRows(context, extensionId);
  expect(first.rows).toEqual([]);
  await expect(first.panel.rows().first()).toBeVisible();
  await expect.poll(() => recorded(first.panel.page)).not.toBeNull();
  const drawn = await drawnNow(first.panel.page, ROWS, FIRST_SCREEN_ROWS);
  await first.panel.page.close();

  const content = await arriveWhileClosed(emulator, worker);

  // The next open paints those rows, named as its rows are once read; then its reads bring the arrival.
  const { panel, rows } = await openWithFirstRows(context, extensionId);
  // As many as fit the window: the first render's and a settled list's counts may differ by one or two.
  const both = Math.min(rows.length, drawn.length);
  expect(both).toBeGreaterThan(0);
  expect(rows.slice(0, both)).toEqual(drawn.slice(0, both));
  await expect(panel.rows().first()).toContainText(content);
  const where = await panel.rows().first().locator('.inbox-row__where').textContent();
  expect(where).not.toMatch(/Location \d/);
  await expect.poll(() => recorded(panel.page)).toContain(content);

  // Another order: those rows need the panel's index, so none is painted ahead.
  const sort = panel.page.getByRole('combobox', { name: 'Sort' });
  await sort.selectOption('oldest');
  await expect.poll(() => recorded(panel.page)).toBeNull();
  const other = await openWithFirstRows(context, extensionId);
  expect(other.rows).toEqual([]);
  await other.panel.page.getByRole('combobox', { name: 'Sort' }).selectOption('newest');
  await expect.poll(() => recorded(other.panel.page)).not.toBeNull();
  await other.panel.page.close();
  await panel.page.close();
  const back = await openWithFirstRows(context, extensionId);
  expect(back.rows[0]).toBe(content);
  await back.panel.page.close();

  const options = await OptionsPage.open(openPage);
  await options.disconnect(connected.name);
  const after = await openWithFirstRows(context, extensionId);
  expect(after.rows).toEqual([]);
  await expect(after.panel.page.getByRole('button', { name: 'Connect account' })).toBeVisible();
  await expect(after.panel.page.getByText(content)).toHaveCount(0);
});
