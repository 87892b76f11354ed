/**
 * The analytics feature of the background: its message handlers and the resumption of a report a
 * previous worker left pending. Wiring only; the work is in quick-numbers-refresh.ts,
 * report-run.ts, report-job.ts and activity-log.ts, which take their dependencies as parameters
 * so tests give them the emulator instead.
 */
import { accountDeps, resumeForEveryAccount } from '../accounts/account-client';
import type { BackgroundFeature } from '../background/feature';
import { readActivityPage } from './activity-log';
import type { AnalyticsProtocol } from './analytics-protocol';
import { refreshQuickNumbers } from './quick-numbers-refresh';
import { cancelReportJob, resumeReportJobs, startReportJob } from './report-job';
import { runReport } from './report-run';

export const analyticsFeature: BackgroundFeature<AnalyticsProtocol> = {
  name: 'analytics',
  handlers: {
    refreshQuickNumbers: (data) => refreshQuickNumbers(accountDeps, data.accountId, { force: data.force }),
    reportMaxDates: (data) => accountDeps.withApi(data.accountId, (api) => api.analytics.maxDates()),
    runReport: (data) => runReport(accountDeps, data.accountId, data.request),
    startReportJob: (data) => startReportJob(accountDeps, data.accountId, data.request),
    cancelReportJob: (data) => cancelReportJob(accountDeps, data.accountId),
    readActivity: (data) => readActivityPage(accountDeps, data.accountId, data.filters, data.offset),
  },
  start() {
    // A report still pending when the last worker stopped goes on.
    resumeForEveryAccount(resumeReportJobs);
  },
};
