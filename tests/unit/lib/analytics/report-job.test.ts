import '../../i18n-setup';
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { cacheReportJob, readReportJob } from '@/lib/analytics/analytics-cache';
import { REPORT_JOB, type ReportJob } from '@/lib/analytics/analytics-records';
import { cancelReportJob, resumeReportJobs, startReportJob } from '@/lib/analytics/report-job';
import { depsFor, fakeApi } from './fake-analytics';

const until = async (accountId: string, done: (job?: ReportJob) => boolean) => {
  for (let i = 0; i < 400; i++) {
    const job = await readReportJob(accountId);
    if (done(job)) return job;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return readReportJob(accountId);
};

describe('asynchronous report job', { timeout: 20_000 }, () => {
  it('counts its status checks and ends DONE with the downloaded rows', async () => {
    const api = fakeApi({ pendingPolls: 3 });
    const job = await startReportJob(depsFor(api), 'job1', { metrics: ['SEARCHES'], dimensions: ['DAYS'] });
    expect(job).toMatchObject({ state: 'pending', reportId: 'r1', range: { end: '2026-11-09' } });
    const done = await until('job1', (j) => j?.state !== 'pending');
    expect(done?.state).toBe('done');
    expect(done?.polls).toBe(4);
    expect(done?.result).toMatchObject({ source: 'service', columns: ['day', 'Searches'] });
    expect(done?.result?.rows).toHaveLength(91);
  });

  it('stays cancelled however many status checks were in flight', async () => {
    await startReportJob(depsFor(fakeApi({ pendingPolls: 1_000_000 })), 'job2', {
      metrics: ['SEARCHES'],
      dimensions: [],
    });
    await until('job2', (j) => (j?.polls ?? 0) > 3);
    expect((await cancelReportJob(depsFor(fakeApi()), 'job2'))?.state).toBe('cancelled');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await readReportJob('job2'))?.state).toBe('cancelled');
  });

  it('records why it failed, in words', async () => {
    const api = fakeApi();
    api.analytics.waitForReport.mockRejectedValueOnce(
      Object.assign(new Error('FAILED'), { name: 'TimeoutError' }),
    );
    await startReportJob(depsFor(api), 'job3', { metrics: ['SEARCHES'], dimensions: [] });
    const failed = await until('job3', (j) => j?.state !== 'pending');
    expect(failed?.state).toBe('failed');
    expect(failed?.error).toMatch(/took too long|timed out|did not answer/i);
  });

  it('goes on polling a job a previous worker left pending', async () => {
    const api = fakeApi({ pendingPolls: 1 });
    await cacheReportJob({
      accountId: 'job4',
      name: REPORT_JOB,
      id: 'old',
      request: { metrics: ['SEARCHES'], dimensions: [] },
      range: { start: '2026-08-11', end: '2026-11-09' },
      state: 'pending',
      reportId: 'r9',
      startedAt: 1,
      polls: 7,
    });
    await resumeReportJobs(depsFor(api), ['job4']);
    const done = await until('job4', (j) => j?.state !== 'pending');
    expect(done?.state).toBe('done');
    expect(api.analytics.waitForReport).toHaveBeenCalledWith('r9', expect.anything());
    expect(done?.polls).toBeGreaterThan(7);
  });
});
