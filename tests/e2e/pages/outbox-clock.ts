/// <reference types="chrome" />
import { expect, type Page } from '@playwright/test';
import { DATA_DB_NAME } from '../../../lib/durable/data-db';
import { UNSURE_WAIT_MS } from '../../../lib/outbox/outbox-machine';

/** lib/outbox/outbox-alarm.ts › OUTBOX_ALARM */
const OUTBOX_ALARM = 'reviews-outbox';

/**
 * The wait after a reply whose outcome is unknown (lib/outbox/outbox-machine.ts › UNSURE_WAIT_MS),
 * or before a failed reply's first retry, as a test lets it pass: tests fire alarms instead of
 * waiting for them (docs/testing.md). The outbox alarm must already be armed, as the browser holds
 * it: that it is, and for no later than `ms` from now, is checked first. Then every outbox record's
 * clock is moved `ms` back (when it was queued, began sending, is due again), as if that time had
 * gone by, and the alarm fires now, waking the worker if it is stopped, as the real one would.
 *
 * Call it only once what the wait is for is over (the cut-off request answered or dropped by the
 * emulator): the product's clock moves on, the world's must already have.
 */
export async function passOutboxWait(page: Page, ms: number = UNSURE_WAIT_MS): Promise<void> {
  const alarm = await page.evaluate((name) => chrome.alarms.get(name), OUTBOX_ALARM);
  expect(alarm, 'the outbox alarm is armed').toBeTruthy();
  expect(alarm!.scheduledTime - Date.now(), 'the outbox alarm comes within the wait').toBeLessThanOrEqual(ms);
  await page.evaluate(
    async ({ database, ms, name }) => {
      const db: IDBDatabase = await new Promise((resolve, reject) => {
        const open = indexedDB.open(database);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      try {
        await new Promise<void>((resolve, reject) => {
          const tx = db.transaction('outbox', 'readwrite');
          const store = tx.objectStore('outbox');
          const all = store.getAll();
          all.onsuccess = () => {
            for (const item of all.result as Record<string, unknown>[]) {
              for (const field of ['queuedAt', 'sendingSince', 'nextAttemptAt'])
                if (typeof item[field] === 'number') item[field] = (item[field] as number) - ms;
              store.put(item);
            }
          };
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        });
      } finally {
        db.close();
      }
      await chrome.alarms.create(name, { when: Date.now() });
    },
    { database: DATA_DB_NAME, ms, name: OUTBOX_ALARM },
  );
}
