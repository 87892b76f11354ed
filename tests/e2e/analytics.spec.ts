// biome-ignore-all lint/correctness/noUnusedFunctionParameters: a test asks for the `connected` fixture by naming it.
import { readFile } from 'node:fs/promises';
import { QUICK_METRICS } from '../../lib/analytics/quick-numbers';
import { createApiClient } from '../../lib/api';
import { METRICS } from '../../lib/api/catalog';
import { expect, test } from './fixtures';
import { ActivityPage } from './pages/activity-page';
import { PopupNumbersPage } from './pages/popup-numbers-page';
import { PopupPage } from './pages/popup-page';
import { ReportsPage } from './pages/reports-page';

// Done when (analytics half): the popup's quick numbers equal a report the test asks
// for itself; an asynchronous report reaches DONE in the UI and downloads; a report form with two
// BRANDD_ dimensions cannot be submitted; the activity log shows an opt-in and an accepted
// suggestion. The emulator's `apiKey` resolves `me` to the primary account, the one connected.

const api = (emulator: { baseUrl: string; apiKey: string }) =>
  createApiClient({ baseUrl: emulator.baseUrl, credential: { apiKey: emulator.apiKey } });

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test('the popup quick numbers equal a report of the last 30 days with data', async ({
  openPage,
  emulator,
  connected,
}) => {
  const popup = await PopupPage.open(openPage);
  const numbers = await PopupNumbersPage.show(popup.page);

  const service = api(emulator);
  const { standardMaxDate } = await service.analytics.maxDates();
  const [row = {}] = await service.analytics.report({
    metrics: QUICK_METRICS.map((q) => q.metric),
    dimensions: [],
    filters: { startDate: addDays(standardMaxDate, -29), endDate: standardMaxDate },
  });
  for (const { id, metric } of QUICK_METRICS) {
    const expected = row[METRICS[metric].label];
    expect(await numbers.value(id), id).toBe(expected);
    await expect(numbers.valueText(id)).toContainText(
      new Intl.NumberFormat('en-US').format(Number(expected)),
    );
    await expect(numbers.card(id).getByRole('img')).toBeVisible();
    await expect(numbers.card(id)).toContainText(
      /(up|down) \d+% on the previous 30 days|no change on the previous 30 days|nothing in the previous 30 days/,
    );
  }
  await expect(numbers.through()).toBeVisible();
  await expect(popup.page.locator('[data-through]')).toHaveAttribute('data-through', standardMaxDate);
});

test('a report run in the background shows PENDING, reaches DONE and downloads its CSV', async ({
  openPage,
  connected,
}) => {
  const reports = await ReportsPage.open(openPage);
  await reports.runInBackgroundButton().click();
  await expect(reports.pending()).toBeVisible();
  await expect(reports.pending()).toContainText('Preparing report…');
  await expect(reports.results()).toBeVisible({ timeout: 30_000 });
  await expect(reports.pending()).toBeHidden();
  await expect(reports.results()).toHaveAttribute('data-source', 'service');
  const rows = await reports.rowCount();
  expect(rows).toBe(91);
  await expect(reports.results().getByRole('table')).toBeVisible();

  const [download] = await Promise.all([
    reports.page.waitForEvent('download'),
    reports.downloadButton().click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^report-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
  const lines = text.trim().split(/\r\n/);
  expect(lines[0]).toBe('day,Searches,Profile Views');
  expect(lines).toHaveLength(rows + 1);
});

test.describe('a report that takes long', () => {
  // Ten minutes of emulator time: the report stays PENDING for as long as the test needs.
  test.use({ emulatorOptions: { reportDelayMs: 600_000 } });

  test('can be cancelled while it is PENDING', async ({ openPage, connected }) => {
    const reports = await ReportsPage.open(openPage);
    await reports.runInBackgroundButton().click();
    await expect(reports.pending()).toBeVisible();
    // Polled with backoff: the count of checks goes up while it waits.
    await expect(reports.pending()).toContainText(/Checked (once|\d+ times)/, { timeout: 10_000 });
    await reports.pending().getByRole('button', { name: 'Cancel' }).click();
    await expect(reports.page.getByText('The report was cancelled.')).toBeVisible();
    await expect(reports.results()).toBeHidden();
    await expect(reports.runInBackgroundButton()).toBeEnabled();
  });
});

test('a report form with two BRANDD_ dimensions cannot be submitted', async ({ openPage, connected }) => {
  const reports = await ReportsPage.open(openPage);
  await expect(reports.runButton()).toBeEnabled();
  await reports.dimension('Gender').check();
  await reports.dimension('Age group').check();
  await expect(reports.runButton()).toBeDisabled();
  await expect(reports.runInBackgroundButton()).toBeDisabled();
  await expect(reports.problems()).toContainText('Choose only one of gender, age or time of day');
  await expect(reports.dimension('Age group')).toHaveAttribute('aria-invalid', 'true');
  // Enter in a field does not submit it either.
  await reports.page.getByLabel('From').press('Enter');
  await expect(reports.results()).toBeHidden();

  await reports.dimension('Gender').uncheck();
  await expect(reports.runButton()).toBeEnabled();
  await expect(reports.problems()).toBeEmpty();
});

test('the activity log shows an opt-in and an accepted suggestion', async ({
  openPage,
  emulator,
  connected,
}) => {
  const service = api(emulator);
  let optedOut: { locationId: string; publisherId: string } | undefined;
  for await (const listing of service.listings.iterate({ limit: 100 }))
    if (listing.status === 'OPTED_OUT') {
      optedOut = listing;
      break;
    }
  if (!optedOut) throw new Error('the emulator has no opted-out listing');
  const [batch] = await service.listings.optIn([optedOut]);
  expect(batch?.ok).toBe(true);
  const pending = (await service.suggestions.list({ statuses: ['WAITING_ON_CUSTOMER'] })).suggestions[0];
  if (!pending) throw new Error('the emulator has no pending suggestion');
  await service.suggestions.resolve(pending.id, 'ACCEPTED');

  const activity = await ActivityPage.open(openPage);
  // Newest first: the two actions just made lead the log.
  await expect(activity.entries().nth(0)).toContainText('Publisher suggestion accepted');
  await expect(activity.entries().nth(0)).toContainText('by API');
  // Named as /locations names it.
  const locations = await service.locations.list({ limit: 50 });
  const where = locations.locations.find((location) => location.id === pending.locationId);
  await expect(activity.entries().nth(0)).toContainText(where?.locationName ?? '(missing)');
  await expect(activity.entries().nth(1)).toContainText('Profile update');
  await expect(activity.entries().nth(1)).toContainText('Opted in to');

  // Virtualized: a page of 200 is read, yet only the entries in view are in the DOM, and only the
  // list scrolls. Reaching the end of what is loaded (here by keyboard) reads the next page.
  const total = await activity.total();
  expect(total).toBeGreaterThan(200);
  await expect(activity.shown()).toHaveText(`200 of ${total}`);
  expect(await activity.entries().count()).toBeLessThan(60);
  const main = activity.page.getByRole('main');
  expect(await main.evaluate((element) => element.scrollHeight <= element.clientHeight)).toBe(true);
  await activity.scrollToEnd();
  await expect(activity.shown()).toHaveText(`${total} of ${total}`);
  await expect(async () => {
    await activity.scrollToEnd();
    await expect(activity.entries().last()).toHaveAttribute('aria-posinset', String(total), {
      timeout: 1_000,
    });
  }).toPass();
  expect(await activity.entries().count()).toBeLessThan(60);
  await expect(activity.page.getByRole('button', { name: 'Load more' })).toBeHidden();

  await activity.filterByActor('API');
  await expect(activity.entries().first()).toContainText('Publisher suggestion accepted');
  for (const entry of await activity.entries().all()) await expect(entry).toContainText('by API');
});
