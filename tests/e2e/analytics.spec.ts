// biome-ignore-all lint/correctness/noUnusedFunctionParameters: a test asks for the `connected` fixture by naming it.
import { readFile } from 'node:fs/promises';
import { createApiClient } from '../../lib/api';
import { expect, shareOneInstall, test } from './fixtures';
import { ActivityPage } from './pages/activity-page';
import { ReportsPage } from './pages/reports-page';

// Analytics in the browser: an asynchronous report reaches DONE in the UI and downloads; the
// activity log shows an opt-in and an accepted suggestion, virtualized in a real layout. The
// emulator's `apiKey` resolves `me` to the primary account, the one connected. Neither test reads
// what the other leaves: they share one install. The quick numbers against a report, the report
// form's rules and Cancel are tests/integration/analytics.test.ts and
// tests/unit/components/analytics/{popup-numbers,reports-view}.test.tsx.
shareOneInstall();

const api = (emulator: { baseUrl: string; apiKey: string }) =>
  createApiClient({ baseUrl: emulator.baseUrl, credential: { apiKey: emulator.apiKey } });

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
  // Done through the API, as Review Desk does: the account's own action, not "by API".
  await expect(activity.entries().nth(0)).toContainText(', through the API');
  await expect(activity.entries().nth(0)).not.toContainText('by API');
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
  for (const entry of await activity.entries().all()) await expect(entry).toContainText(', through the API');
});
