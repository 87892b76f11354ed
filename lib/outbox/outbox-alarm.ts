/**
 * The outbox's one alarm: it wakes the worker for the next automatic retry. Alarms, never timers:
 * a service worker may be stopped at any moment, and an alarm outlives it (and a browser restart).
 */
import { browser } from '#imports';

export const OUTBOX_ALARM = 'reviews-outbox';
/** Browsers clamp shorter alarm delays (Chrome: 30 s for a packed extension). */
const MIN_DELAY_MS = 30_000;

/** Sets the alarm for `at`, or clears it when nothing waits. */
export async function scheduleOutboxAlarm(at: number | undefined, now: number): Promise<void> {
  if (at === undefined) {
    await browser.alarms.clear(OUTBOX_ALARM);
    return;
  }
  await browser.alarms.create(OUTBOX_ALARM, { when: Math.max(at, now + MIN_DELAY_MS) });
}
