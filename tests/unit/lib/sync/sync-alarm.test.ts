import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ensureSyncAlarm, SYNC_ALARM } from '@/lib/sync/sync-alarm';

describe('ensureSyncAlarm', () => {
  beforeEach(() => fakeBrowser.reset());

  it('creates the periodic alarm when missing, and leaves a matching one alone', async () => {
    await ensureSyncAlarm(5);
    const first = await fakeBrowser.alarms.get(SYNC_ALARM);
    expect(first).toMatchObject({ name: SYNC_ALARM, periodInMinutes: 5 });
    await ensureSyncAlarm(5);
    expect(await fakeBrowser.alarms.get(SYNC_ALARM)).toEqual(first);
  });

  it('follows a changed setting, never below one minute', async () => {
    await ensureSyncAlarm(5);
    await ensureSyncAlarm(15);
    expect((await fakeBrowser.alarms.get(SYNC_ALARM))?.periodInMinutes).toBe(15);
    await ensureSyncAlarm(0.2);
    expect((await fakeBrowser.alarms.get(SYNC_ALARM))?.periodInMinutes).toBe(1);
    expect(await fakeBrowser.alarms.getAll()).toHaveLength(1);
  });
});
