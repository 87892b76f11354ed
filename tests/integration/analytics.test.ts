/**
 * The analytics background against the emulator over real HTTP (Done when): the quick
 * numbers equal a report asked for directly; an asynchronous report reaches DONE and its CSV is
 * downloaded, or is cancelled while PENDING; the activity log pages newest first with filters.
 */
import '../unit/i18n-setup';
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator } from '@/emulator';
import { readActivityPage } from '@/lib/analytics/activity-log';
import { readQuickNumbers, readReportJob } from '@/lib/analytics/analytics-cache';
import { QUICK_METRICS } from '@/lib/analytics/quick-numbers';
import { refreshQuickNumbers } from '@/lib/analytics/quick-numbers-refresh';
import { cancelReportJob, startReportJob } from '@/lib/analytics/report-job';
import { runReport } from '@/lib/analytics/report-run';
import { createApiClient } from '@/lib/api';
import { METRICS } from '@/lib/api/catalog';
import type { FeatureDeps } from '@/lib/background/feature';

const ACCOUNT = 'primary';
let emulator: RunningEmulator;
const client = () => createApiClient({ baseUrl: emulator.baseUrl, credential: { apiKey: emulator.apiKey } });
const deps: FeatureDeps = {
  withApi: (_accountId, task) => task(client()),
  now: Date.now,
  poll: { initialDelayMs: 50, maxDelayMs: 200 },
};

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  emulator = await startEmulator({
    port: 0,
    seed: 'analytics-it',
    locations: 8,
    reviews: 20,
    reportDelayMs: 600,
  });
});
afterAll(() => emulator.close());

describe('quick numbers', () => {
  it('equal a report of the same 30 days asked for directly, and the 30 before', async () => {
    const snapshot = await refreshQuickNumbers(deps, ACCOUNT, { force: true });
    const maxDates = await client().analytics.maxDates();
    expect(snapshot.through).toBe(maxDates.standardMaxDate);
    const direct = async (startDate: string, endDate: string) =>
      (
        await client().analytics.report({
          metrics: QUICK_METRICS.map((q) => q.metric),
          dimensions: [],
          filters: { startDate, endDate },
        })
      )[0] ?? {};
    const current = await direct(snapshot.current.start, snapshot.current.end);
    const previous = await direct(snapshot.previous.start, snapshot.previous.end);
    for (const number of snapshot.numbers) {
      expect(number.value, number.id).toBe(current[METRICS[number.metric].label]);
      expect(number.previous, number.id).toBe(previous[METRICS[number.metric].label]);
      expect(number.series).toHaveLength(30);
    }
    expect(snapshot.numbers.find((n) => n.id === 'searches')?.value).toBeGreaterThan(0);
    expect((await readQuickNumbers(ACCOUNT))?.fetchedAt).toBe(snapshot.fetchedAt);
  });

  it('answers the stored snapshot while it is fresh, without a call', async () => {
    const before = await refreshQuickNumbers(deps, ACCOUNT);
    await fetch(`${emulator.baseUrl}/__emulator/requests`, { method: 'DELETE' });
    const again = await refreshQuickNumbers(deps, ACCOUNT);
    expect(again.fetchedAt).toBe(before.fetchedAt);
    const log = await (await fetch(`${emulator.baseUrl}/__emulator/requests`)).json();
    expect(log.requests).toHaveLength(0);
  });
});

describe('reports', () => {
  const request = {
    metrics: ['SEARCHES', 'BRANDD_DAILY_CHECKINS'] as const,
    dimensions: ['WEEKS', 'BRANDD_AGE'] as const,
  };

  it('runs synchronously, the end clamped to the max date', async () => {
    const maxDates = await client().analytics.maxDates();
    const result = await runReport(deps, ACCOUNT, {
      metrics: [...request.metrics],
      dimensions: [...request.dimensions],
      filters: { startDate: '2020-01-01', endDate: '2099-12-31' },
    });
    expect(result.range.end).toBe(maxDates.standardMaxDate);
    expect(result.columns).toEqual(['week', 'age', 'Searches', 'BrandD Daily Checkins']);
    expect(result.rows.length).toBeGreaterThan(7);
  });

  it('refuses two BRANDD_ dimensions without calling the service', async () => {
    await fetch(`${emulator.baseUrl}/__emulator/requests`, { method: 'DELETE' });
    await expect(
      runReport(deps, ACCOUNT, { metrics: ['SEARCHES'], dimensions: ['BRANDD_AGE', 'BRANDD_TIME'] }),
    ).rejects.toThrow(/gender, age or time of day/);
    await expect(
      startReportJob(deps, ACCOUNT, { metrics: ['SEARCHES'], dimensions: ['BRANDD_AGE', 'BRANDD_GENDER'] }),
    ).rejects.toThrow(/gender, age or time of day/);
    const log = await (await fetch(`${emulator.baseUrl}/__emulator/requests`)).json();
    expect(log.requests).toHaveLength(0);
  });

  it('runs asynchronously: PENDING, polled to DONE, the CSV downloaded with the same rows as a sync run', async () => {
    const full = { metrics: [...request.metrics], dimensions: [...request.dimensions] };
    const job = await startReportJob(deps, ACCOUNT, full);
    expect(job.state).toBe('pending');
    expect(job.reportId).toBeTruthy();
    const done = await until(
      () => readReportJob(ACCOUNT),
      (j) => j?.state !== 'pending',
    );
    expect(done?.state).toBe('done');
    expect(done?.polls).toBeGreaterThan(1);
    expect(done?.result?.source).toBe('service');
    const sync = await runReport(deps, ACCOUNT, full);
    expect(done?.result?.columns).toEqual(sync.columns);
    expect(done?.result?.rows).toEqual(sync.rows);
  });

  it('can be cancelled while PENDING, and a new one may start', async () => {
    await startReportJob(deps, ACCOUNT, { metrics: ['SEARCHES'], dimensions: ['DAYS'] });
    await expect(startReportJob(deps, ACCOUNT, { metrics: ['SEARCHES'], dimensions: [] })).rejects.toThrow(
      /already being prepared/,
    );
    const cancelled = await cancelReportJob(deps, ACCOUNT);
    expect(cancelled?.state).toBe('cancelled');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await readReportJob(ACCOUNT))?.state).toBe('cancelled');
    const next = await startReportJob(deps, ACCOUNT, { metrics: ['SEARCHES'], dimensions: [] });
    expect(next.state).toBe('pending');
    await cancelReportJob(deps, ACCOUNT);
  });
});

describe('activity log', () => {
  it('pages newest first up to 200 per call, with filters', async () => {
    const first = await readActivityPage(deps, ACCOUNT, {});
    expect(first.activities.length).toBeGreaterThan(0);
    expect(first.activities.length).toBeLessThanOrEqual(200);
    const times = first.activities.map((a) => a.date.iMillis);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    if (first.nextOffset !== null) {
      const second = await readActivityPage(deps, ACCOUNT, {}, first.nextOffset);
      expect(second.activities[0]?.date.iMillis).toBeLessThanOrEqual(times.at(-1) ?? 0);
    }
    const type = first.activities[0]?.type ?? 'SOCIAL_POST';
    const filtered = await readActivityPage(deps, ACCOUNT, { type });
    expect(filtered.activities.every((a) => a.type === type)).toBe(true);
    const location = first.activities[0]?.locationId ?? '';
    const byLocation = await readActivityPage(deps, ACCOUNT, { locationId: location });
    expect(byLocation.activities.every((a) => a.locationId === location)).toBe(true);
  });
});
