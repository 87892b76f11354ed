/**
 * The poll schedule: one periodic alarm, never a timer (a service worker may stop at any moment;
 * an alarm outlives it and a browser restart). Checked on every worker start and re-created if it
 * is missing or its period no longer matches the setting.
 */
import { browser } from '#imports';
import { MIN_INTERVAL_MINUTES } from '../reviews/review-settings';

export const SYNC_ALARM = 'reviews-sync';

/** Makes sure the alarm exists with `intervalMinutes` (at least MIN_INTERVAL_MINUTES). */
export async function ensureSyncAlarm(intervalMinutes: number): Promise<void> {
  const period = Math.max(MIN_INTERVAL_MINUTES, intervalMinutes);
  const existing = await browser.alarms.get(SYNC_ALARM);
  if (existing?.periodInMinutes === period) return;
  await browser.alarms.create(SYNC_ALARM, { periodInMinutes: period, delayInMinutes: period });
}

/** When the sync alarm fires next (epoch ms), if it is set. */
export async function nextSyncAlarmAt(): Promise<number | undefined> {
  return (await browser.alarms.get(SYNC_ALARM))?.scheduledTime;
}
