/**
 * `npx tsx scripts/left-out-screenshots.ts`: the inbox of an account whose backfill stopped at the
 * reviews the cache keeps (lib/sync/kept-reviews.ts), with "Showing the newest 150,000; older
 * reviews are left out on this device" under the list, into docs/screenshots/: the side panel at
 * 420 and 1100 px, light and dark. Runs the built extension (`npm run build` first) against a
 * fresh emulator; the account's stored sync state is given the mark a backfill past 150,000
 * reviews leaves (the emulator's seed is far smaller).
 */
import { CACHE_DB_NAME } from '../lib/cache/db';
import { SidePanelInboxPage } from '../tests/e2e/pages/side-panel-inbox-page';
import { openScreenshotSession, THEMES } from './screenshot-session';

async function main(): Promise<void> {
  const session = await openScreenshotSession();
  const { openPage, shoot } = session;
  try {
    const first = await session.connectFromInbox(4);
    await first.page.evaluate(async (name) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const store = db.transaction('syncState', 'readwrite').objectStore('syncState');
      await new Promise<void>((resolve, reject) => {
        const all = store.getAll();
        all.onsuccess = () => {
          for (const state of all.result) store.put({ ...state, olderLeftOut: 150_000 });
          resolve();
        };
        all.onerror = () => reject(all.error);
      });
      db.close();
    }, CACHE_DB_NAME);
    await first.page.close();
    for (const width of [1100, 420]) {
      for (const theme of THEMES) {
        const inbox = new SidePanelInboxPage(await openPage('sidepanel.html#/inbox', { width, height: 800 }));
        await inbox.page.emulateMedia({ colorScheme: theme });
        await inbox.page.getByText('older reviews are left out on this device').waitFor({ timeout: 30_000 });
        await shoot(inbox.page, `sidepanel-inbox-left-out-${width}-${theme}`);
        await inbox.page.close();
      }
    }
  } finally {
    await session.close();
  }
}

await main();
