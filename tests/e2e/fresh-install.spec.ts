import type { Page, Worker } from '@playwright/test';
import { CACHE_STORES } from '../../lib/cache/db';
import { DATA_STORES } from '../../lib/durable/data-db';
import { countCachedRecords } from '../shared/cache-reader';
import { expect, test } from './fixtures';

// The tests of a Playwright worker share one Chromium (pages/reinstalling-browser.ts); each gets the
// extension installed afresh. These two run in order in one worker: the first leaves everything a
// session leaves, the second must find none of it.
test.describe.configure({ mode: 'serial' });

/** How many records the extension's cache and durable database hold, in all their stores. */
async function stored(worker: Worker): Promise<number> {
  const stores = [...CACHE_STORES, ...DATA_STORES];
  const counts = await Promise.all(stores.map((store) => countCachedRecords(worker, store)));
  return counts.reduce((sum, n) => sum + n, 0);
}

/** What an extension page's localStorage holds (what the popup last drew lives there: lib/first-screen). */
const localKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage));

let pagesWatched = 0;

test('a session leaves accounts, reviews, a first screen, notifications and a listener behind', async ({
  context,
  worker,
  connected,
  openPage,
}) => {
  void connected;
  context.on('page', () => pagesWatched++);
  await worker.evaluate(() =>
    chrome.notifications.create('left-behind', {
      type: 'basic',
      iconUrl: 'icon/48.png',
      title: 'Left behind',
      message: 'by the first test',
    }),
  );
  expect(await stored(worker)).toBeGreaterThan(0);
  const popup = await openPage('popup.html');
  await expect.poll(() => localKeys(popup)).not.toEqual([]);
  expect(Object.keys(await worker.evaluate(() => chrome.storage.local.get(null)))).not.toEqual([]);
});

test('the next test of the same browser starts from a first install with none of it', async ({
  context,
  worker,
  openPage,
}) => {
  expect(pagesWatched).toBeGreaterThan(0);
  const watchedBefore = pagesWatched;
  expect(await worker.evaluate(() => chrome.storage.local.get(null))).toEqual({});
  expect(await worker.evaluate(() => chrome.storage.session.get(null))).toEqual({});
  expect(await worker.evaluate(() => chrome.notifications.getAll())).toEqual({});
  expect(await stored(worker)).toBe(0);
  const options = await openPage('options.html');
  expect(await localKeys(options)).toEqual([]);
  expect(context.pages()).toEqual([options]);
  expect(pagesWatched).toBe(watchedBefore);
});
