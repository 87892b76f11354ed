import { API_PATHS, LIMITS, type ReportProblem, validateReportRequest } from './catalog';
import { checkRequest } from './check-request';
import { ApiError } from './errors';
import { listItems } from './paging';
import { parseReportCsv } from './report-csv';
import { type WaitForReportOptions, waitForReport } from './report-wait';
import {
  type Activity,
  type ActivityList,
  type ActivityRequest,
  activityListSchema,
  activityRequestSchema,
  type MaxDates,
  maxDatesSchema,
  type ReportRequest,
  type ReportRow,
  type ReportStatus,
  reportDataSchema,
  reportRequestSchema,
  reportStatusSchema,
  type StartedReport,
  startedReportSchema,
} from './schemas/analytics';
import type { CallOptions, Transport } from './transport';

export interface AnalyticsApi {
  /** Builds a report synchronously; a request breaking the rules fails locally, without a call. */
  report(request: ReportRequest): Promise<ReportRow[]>;
  /** Starts an asynchronous report (`POST .../reports?async=true`). */
  startReport(request: ReportRequest): Promise<StartedReport>;
  reportStatus(id: string, options?: CallOptions): Promise<ReportStatus>;
  /** Polls until DONE; FAILED or an unknown status throws. */
  waitForReport(id: string, options?: WaitForReportOptions): Promise<ReportStatus & { status: 'DONE' }>;
  /** Fetches a finished report's CSV (credential attached only on the service's own origin). */
  downloadReport(url: string, options?: CallOptions): Promise<ReportRow[]>;
  /** The latest dates with data (service.md › Maximum dates). */
  maxDates(): Promise<MaxDates>;
  /** One page of the activity log, newest first (`POST .../analytics/activity`). */
  activity(body?: ActivityRequest): Promise<ActivityList>;
  /** The whole matching activity log, page after page (`limit` is the page size, 200 by default). */
  iterateActivity(body?: ActivityRequest): AsyncGenerator<Activity, void, undefined>;
}

export function createAnalyticsApi(transport: Transport): AnalyticsApi {
  /** The body to send, or a local refusal with the same codes the service would answer. */
  function reportBody(request: ReportRequest): ReportRequest {
    const problems = validateReportRequest(request);
    if (problems.length) throw reportRefusal(problems);
    return checkRequest(reportRequestSchema, request, 'report request');
  }

  const reportStatus = (id: string, options: CallOptions = {}) =>
    transport.call(
      API_PATHS.standardReport(id),
      { method: 'GET', signal: options.signal },
      reportStatusSchema,
    );

  // async, so that a local refusal rejects the promise like any other failure instead of throwing.
  async function activity(body: ActivityRequest = {}): Promise<ActivityList> {
    const json = checkRequest(activityRequestSchema, body, 'activity request');
    return transport.call(API_PATHS.activity, { method: 'POST', json }, activityListSchema);
  }

  return {
    async report(request) {
      const json = reportBody(request);
      return (await transport.call(API_PATHS.reports, { method: 'POST', json }, reportDataSchema)).data;
    },
    async startReport(request) {
      const json = reportBody(request);
      const query = { async: true };
      return transport.call(API_PATHS.reports, { method: 'POST', query, json }, startedReportSchema);
    },
    reportStatus,
    waitForReport: (id, options = {}) => waitForReport((call) => reportStatus(id, call), options),
    async downloadReport(url, options = {}) {
      const sent = await transport.send(url, { method: 'GET', accept: 'text/csv', signal: options.signal });
      return parseReportCsv(sent.text, sent);
    },
    maxDates: () => transport.call(API_PATHS.maxDates, { method: 'GET' }, maxDatesSchema),
    activity,
    iterateActivity: (body = {}) => listItems(activity, body, LIMITS.activityPage, (page) => page.activities),
  };
}

function reportRefusal(problems: readonly ReportProblem[]): ApiError {
  return new ApiError(
    `The report was not requested: ${problems.map((problem) => problem.message).join(' ')}`,
    {
      errors: problems.map((problem) => ({
        code: problem.code,
        type: 'FATAL_ERROR',
        message: `${problem.field}: ${problem.message}`,
      })),
    },
  );
}
