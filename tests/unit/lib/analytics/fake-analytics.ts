import { vi } from 'vitest';
import { readActivityPage } from '@/lib/analytics/activity-log';
import { refreshQuickNumbers } from '@/lib/analytics/quick-numbers-refresh';
import { addDays, eachDay } from '@/lib/analytics/report-dates';
import { cancelReportJob, startReportJob } from '@/lib/analytics/report-job';
import { runReport } from '@/lib/analytics/report-run';
import type { ApiClient } from '@/lib/api';
import { METRICS, type Metric } from '@/lib/api/catalog';
import type { Activity, ActivityRequest, ReportRequest, ReportRow } from '@/lib/api/schemas/analytics';
import type { FeatureDeps } from '@/lib/background/feature';
import { type Result, toErrorData } from '@/lib/errors/error-data';

export const MAX_DATES = { standardMaxDate: '2026-11-09', brandAMaxDate: '2026-11-01' };

/** `2026-11-09` → `11/09/26`, the service's `day` (conventions.md › Analytics). */
export const serviceDay = (iso: string) =>
  `${Number(iso.slice(5, 7))}/${iso.slice(8, 10)}/${iso.slice(2, 4)}`;

/** A metric's value on a day: the day of the month times the metric's place, so sums are known. */
export const dailyValue = (metric: Metric, iso: string) =>
  Number(iso.slice(8, 10)) * (Object.keys(METRICS).indexOf(metric) + 1);

/** Rows as the service builds them for no dimension or DAYS (enough for these tests). */
export function fakeRows(request: ReportRequest): ReportRow[] {
  const end =
    request.filters?.endDate && request.filters.endDate < MAX_DATES.standardMaxDate
      ? request.filters.endDate
      : MAX_DATES.standardMaxDate;
  const days = eachDay({ start: request.filters?.startDate ?? addDays(end, -90), end });
  const row = (list: string[]) => {
    const r: ReportRow = {};
    for (const metric of request.metrics)
      r[METRICS[metric].label] =
        metric === 'NETLISTINGS_LIVE'
          ? dailyValue(metric, list.at(-1) ?? end)
          : list.reduce((sum, day) => sum + dailyValue(metric, day), 0);
    return r;
  };
  if (request.dimensions.includes('DAYS'))
    return days.map((day) => ({ day: serviceDay(day), ...row([day]) }));
  return [row(days)];
}

export function fakeActivities(count: number): Activity[] {
  const types = ['PROFILE_UPDATE', 'PUBLISHER_SUGGESTION_APPROVED', 'SOMETHING_NEW'];
  return Array.from({ length: count }, (_, i) => ({
    date: { iMillis: Date.UTC(2026, 10, 20) - i * 60_000 },
    locationId: `loc${i % 3}`,
    details: `Action ${i}`,
    content: '',
    type: types[i % types.length] ?? 'PROFILE_UPDATE',
    actor: i % 2 ? 'API' : '',
  }));
}

/** An analytics client over fixed data; `pendingPolls` status checks answer PENDING before DONE. */
export function fakeApi(options: { pendingPolls?: number; activities?: Activity[] } = {}) {
  const activities = options.activities ?? fakeActivities(5);
  let polls = 0;
  let lastRequest: ReportRequest | undefined;
  const analytics = {
    maxDates: vi.fn(async () => MAX_DATES),
    report: vi.fn(async (request: ReportRequest) => fakeRows(request)),
    startReport: vi.fn(async (request: ReportRequest) => {
      lastRequest = request;
      polls = 0;
      return { id: 'r1' };
    }),
    waitForReport: vi.fn(
      async (_id: string, wait: { signal?: AbortSignal; onPoll?: (s: never, n: number) => void } = {}) => {
        for (;;) {
          if (wait.signal?.aborted) throw Object.assign(new Error('aborted'), { name: 'AbortError' });
          polls++;
          wait.onPoll?.({ status: 'PENDING' } as never, polls);
          if (polls > (options.pendingPolls ?? 1))
            return { status: 'DONE' as const, url: 'https://svc/report.csv' };
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      },
    ),
    downloadReport: vi.fn(async () => fakeRows(lastRequest ?? { metrics: ['SEARCHES'], dimensions: [] })),
    activity: vi.fn(async (body: ActivityRequest = {}) => {
      const f = body.filters ?? {};
      const matching = activities.filter(
        (a) =>
          (!f.activityTypes || f.activityTypes.includes(a.type)) &&
          (!f.locationIds || f.locationIds.includes(a.locationId)) &&
          (!f.actors || f.actors.includes(a.actor)),
      );
      const offset = body.offset ?? 0;
      return { count: matching.length, activities: matching.slice(offset, offset + (body.limit ?? 50)) };
    }),
  };
  return { analytics } as unknown as ApiClient & { analytics: typeof analytics };
}

export const depsFor = (api: ApiClient, now = Date.now): FeatureDeps => ({
  withApi: (_accountId, task) => task(api),
  now,
  poll: { initialDelayMs: 1, maxDelayMs: 5 },
});

let deps: FeatureDeps | undefined;
export function useDeps(next: FeatureDeps): void {
  deps = next;
}

type Data = { accountId: string } & Record<string, unknown>;
const handlers: Record<string, (d: FeatureDeps, data: Data) => Promise<unknown>> = {
  refreshQuickNumbers: (d, data) => refreshQuickNumbers(d, data.accountId, { force: data.force as boolean }),
  reportMaxDates: (d, data) => d.withApi(data.accountId, (api) => api.analytics.maxDates()),
  runReport: (d, data) => runReport(d, data.accountId, data.request as ReportRequest),
  startReportJob: (d, data) => startReportJob(d, data.accountId, data.request as ReportRequest),
  cancelReportJob: (d, data) => cancelReportJob(d, data.accountId),
  // The listings directory refresh (the views' locations) is the listings half's; the tests put
  // locations in the cache.
  refreshListingOverview: async () => ({}),
  readActivity: (d, data) =>
    readActivityPage(d, data.accountId, data.filters as never, data.offset as number),
};

/** The background's side of the analytics messages, with the real handlers over `useDeps`. */
export const fakeSendMessage = vi.fn(async (type: string, data?: unknown): Promise<Result<unknown>> => {
  const handler = handlers[type];
  if (!handler || !deps) return { ok: false, error: { kind: 'unknown', message: `no handler for ${type}` } };
  try {
    return { ok: true, value: await handler(deps, data as Data) };
  } catch (error) {
    return { ok: false, error: toErrorData(error) };
  }
});
