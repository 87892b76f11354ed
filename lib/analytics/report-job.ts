/**
 * The asynchronous report of an account: started, polled with backoff until DONE and
 * downloaded by the background, so it survives the side panel closing. Its state is the
 * `reportJob` snapshot, which the panel watches. Cancel stops the polling (the service has no
 * cancel call; the report is simply never fetched). A worker that dies mid-job resumes polling at
 * its next start.
 */

import type { ReportRequest } from '../api/schemas/analytics';
import type { FeatureDeps } from '../background/feature';
import { AppError } from '../errors/app-error';
import { toErrorData } from '../errors/error-data';
import { i18n } from '../i18n/translate';
import { cacheReportJob, readReportJob, updatePendingReportJob } from './analytics-cache';
import { REPORT_JOB, type ReportJob } from './analytics-records';
import { assertValidReport, columnsOf, coveredRange } from './report-run';

/** Pollings running in this worker, by account, so Cancel can stop them. */
const polling = new Map<string, AbortController>();

const update = updatePendingReportJob;

/** Records the job and starts the report; answers once the service gave it an id. */
export async function startReportJob(
  deps: FeatureDeps,
  accountId: string,
  request: ReportRequest,
): Promise<ReportJob> {
  assertValidReport(request);
  if ((await readReportJob(accountId))?.state === 'pending')
    throw new AppError('busy', i18n.t('reports.job.busy'));
  const now = deps.now();
  const { reportId, range } = await deps.withApi(accountId, async (api) => {
    const maxDates = await api.analytics.maxDates();
    const started = await api.analytics.startReport(request);
    return { reportId: started.id, range: coveredRange(request, maxDates) };
  });
  const job: ReportJob = {
    accountId,
    name: REPORT_JOB,
    id: `${now.toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    request,
    range,
    state: 'pending',
    reportId,
    startedAt: now,
    polls: 0,
  };
  await cacheReportJob(job);
  void pollJob(deps, job);
  return job;
}

/** Polls the job to DONE and downloads its CSV, or records why it stopped. */
export async function pollJob(deps: FeatureDeps, job: ReportJob): Promise<ReportJob | undefined> {
  const { accountId, id, reportId } = job;
  if (!reportId || polling.has(accountId)) return undefined;
  const controller = new AbortController();
  polling.set(accountId, controller);
  try {
    const result = await deps.withApi(accountId, async (api) => {
      const done = await api.analytics.waitForReport(reportId, {
        ...deps.poll,
        signal: controller.signal,
        onPoll: (_status, attempt) =>
          void update(accountId, id, { polls: job.polls + attempt, checkedAt: deps.now() }),
      });
      const rows = await api.analytics.downloadReport(done.url, { signal: controller.signal });
      return { columns: columnsOf(rows, job.request), rows, range: job.range, source: 'service' as const };
    });
    return await update(accountId, id, { state: 'done', result, finishedAt: deps.now() });
  } catch (error) {
    // Cancelled: the job already says so; anything else is recorded in words.
    return update(accountId, id, {
      state: 'failed',
      error: toErrorData(error).message,
      finishedAt: deps.now(),
    });
  } finally {
    if (polling.get(accountId) === controller) polling.delete(accountId);
  }
}

/** Stops the account's pending job; answers the job as it now stands. */
export async function cancelReportJob(deps: FeatureDeps, accountId: string): Promise<ReportJob | undefined> {
  const job = await readReportJob(accountId);
  if (job?.state !== 'pending') return job;
  const cancelled = await update(accountId, job.id, { state: 'cancelled', finishedAt: deps.now() });
  polling.get(accountId)?.abort();
  return cancelled;
}

/** Worker start: goes on polling any job a previous worker left pending. */
export async function resumeReportJobs(deps: FeatureDeps, accountIds: readonly string[]): Promise<void> {
  for (const accountId of accountIds) {
    const job = await readReportJob(accountId);
    if (job?.state === 'pending') void pollJob(deps, job);
  }
}
