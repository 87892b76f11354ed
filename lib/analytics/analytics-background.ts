/**
 * The analytics half of the background: its message handlers and the resumption of a report a
 * previous worker left pending. Wiring only; the work is in quick-numbers-refresh.ts,
 * report-run.ts, report-job.ts and activity-log.ts, which take their dependencies as parameters
 * so tests give them the emulator instead.
 */
import { withAccountClient } from '../accounts/account-client';
import { accountsItem } from '../accounts/account-items';
import { asResult } from '../errors/error-data';
import { refreshOverview } from '../listings/listing-refresh';
import { listingsDeps } from '../listings/listings-background';
import { onMessage } from '../messaging';
import { readActivityPage } from './activity-log';
import type { AnalyticsDeps } from './analytics-deps';
import { refreshQuickNumbers } from './quick-numbers-refresh';
import { cancelReportJob, resumeReportJobs, startReportJob } from './report-job';
import { runReport } from './report-run';

export const analyticsDeps: AnalyticsDeps = {
  withApi: (accountId, task) => withAccountClient(accountId, ({ api }) => task(api)),
  now: Date.now,
};

/** Registers the analytics messages; call synchronously from the background's main(). */
export function registerAnalyticsBackground(deps: AnalyticsDeps = analyticsDeps): void {
  onMessage('refreshQuickNumbers', ({ data }) =>
    asResult(() => refreshQuickNumbers(deps, data.accountId, { force: data.force })),
  );
  onMessage('reportMaxDates', ({ data }) =>
    asResult(() => deps.withApi(data.accountId, (api) => api.analytics.maxDates())),
  );
  onMessage('runReport', ({ data }) => asResult(() => runReport(deps, data.accountId, data.request)));
  onMessage('startReportJob', ({ data }) =>
    asResult(() => startReportJob(deps, data.accountId, data.request)),
  );
  onMessage('cancelReportJob', ({ data }) => asResult(() => cancelReportJob(deps, data.accountId)));
  // Reuses the listings directory refresh: one cache of locations for every view.
  onMessage('refreshAnalyticsLocations', ({ data }) =>
    asResult(async () => ({
      locations: (await refreshOverview(listingsDeps, data.accountId, { parts: ['directory'] })).locations,
    })),
  );
  onMessage('readActivity', ({ data }) =>
    asResult(() => readActivityPage(deps, data.accountId, data.filters, data.offset)),
  );

  // A report still pending when the last worker stopped goes on.
  void accountsItem
    .getValue()
    .then((accounts) =>
      resumeReportJobs(
        deps,
        accounts.map((account) => account.id),
      ),
    )
    .catch(() => {});
}
