import type { Page } from 'puppeteer-core';
import { readCachedRecords } from '../../shared/cache-reader';

/**
 * What the extension holds, read from one of its own pages (same origin, same APIs as the
 * background): Firefox's BiDi gives no handle on an MV2 background page.
 */

/**
 * Starts noting, in `page`, every notification of the extension that closes. Headless firefox-esr
 * 153 closes a notification as soon as it is created (checked: `onClosed` right after `create`,
 * and `getAll()` empty half a second later), where 140 kept it until it was cleared.
 */
export async function recordNotifications(page: Page): Promise<void> {
  await page.evaluate(() => {
    const closed: string[] = [];
    (window as unknown as { closedNotifications: string[] }).closedNotifications = closed;
    browser.notifications.onClosed.addListener((id) => void closed.push(id));
  });
}

/**
 * The ids of the notifications the extension has shown since `recordNotifications`: those Firefox
 * still holds (`getAll()`, what was created and not cleared) and those that have closed since.
 */
export async function notificationIds(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const closed = (window as unknown as { closedNotifications?: string[] }).closedNotifications ?? [];
    return [...new Set([...Object.keys(await browser.notifications.getAll()), ...closed])];
  });
}

/**
 * Fires the scheduled poll now: a one-shot alarm with the sync alarm's name (lib/sync/sync-alarm.ts
 * › SYNC_ALARM) runs the background's real alarm handler, as in the Chromium drills.
 */
export async function firePollAlarm(page: Page): Promise<void> {
  await page.evaluate(() => browser.alarms.create('reviews-sync', { when: Date.now() }));
}

/** The connected accounts' ids, in order. */
export async function accountIds(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const { 'accounts.list': list } = await browser.storage.local.get('accounts.list');
    return ((list ?? []) as { id: string }[]).map((account) => account.id);
  });
}

/** Each account's backfill state from the cache (null once the first download is complete). */
export async function backfillStates(page: Page): Promise<unknown[]> {
  return (await readCachedRecords<{ backfill: unknown }>(page, 'syncState')).map((state) => state.backfill);
}
