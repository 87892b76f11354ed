import type { Page, Worker } from '@playwright/test';
import { expect, test } from './fixtures';

// The tests of a Playwright worker share one Chromium (pages/reinstalling-browser.ts); each gets the
// extension installed afresh. These two run in order in one worker: the first leaves everything a
// session leaves, the second must find none of it.
test.describe.configure({ mode: 'serial' });

/** Every record of the extension's IndexedDB cache, counted per store. */
function cacheCounts(worker: Worker): Promise<Record<string, number>> {
  return worker.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('review-desk-cache');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const counts: Record<string, number> = {};
    for (const name of Array.from(db.objectStoreNames)) {
      const request = db.transaction(name).objectStore(name).count();
      counts[name] = await new Promise<number>((resolve) => {
        request.onsuccess = () => resolve(request.result);
      });
    }
    db.close();
    return counts;
  });
}

const stored = (counts: Record<string, number>) => Object.values(counts).reduce((sum, n) => sum + n, 0);

/** What an extension page's localStorage holds (the popup's first-screen snapshot lives there). */
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
  expect(stored(await cacheCounts(worker))).toBeGreaterThan(0);
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
  // A new worker soon records that it stored no first screen (lib/first-screen); nothing else.
  const session = await worker.evaluate(() => chrome.storage.session.get(null));
  expect(session['firstScreen.stored'] ?? { text: null }).toEqual({ text: null });
  expect(Object.keys(session).filter((key) => key !== 'firstScreen.stored')).toEqual([]);
  expect(await worker.evaluate(() => chrome.notifications.getAll())).toEqual({});
  expect(stored(await cacheCounts(worker))).toBe(0);
  const options = await openPage('options.html');
  expect(await localKeys(options)).toEqual([]);
  expect(context.pages()).toEqual([options]);
  expect(pagesWatched).toBe(watchedBefore);
});
