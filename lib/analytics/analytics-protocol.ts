/**
 * The analytics messages, joined into the one protocol of lib/messaging.ts. Pages read
 * the quick numbers and the asynchronous report job from the `snapshots` cache (analytics-cache.ts)
 * and re-read on `onCacheChange`; these ask the background for the rest.
 */
import type { MaxDates, ReportRequest } from '../api/schemas/analytics';
import type { Result } from '../errors/error-data';
import type { ActivityFilters, ActivityPage } from './activity-log';
import type { QuickNumbersSnapshot, ReportJob, ReportResult } from './analytics-records';

export interface AnalyticsProtocol {
  /** The quick numbers, fetched when older than an hour (or always with `force`). */
  refreshQuickNumbers(data: { accountId: string; force?: boolean }): Result<QuickNumbersSnapshot>;
  /** The latest dates with data, for the report form's default end. */
  reportMaxDates(data: { accountId: string }): Result<MaxDates>;
  /** Runs a report synchronously; a request breaking the catalogue's rules is refused. */
  runReport(data: { accountId: string; request: ReportRequest }): Result<ReportResult>;
  /** Starts an asynchronous report; watch the `reportJob` snapshot for PENDING → done. */
  startReportJob(data: { accountId: string; request: ReportRequest }): Result<ReportJob>;
  /** Stops polling the pending report. */
  cancelReportJob(data: { accountId: string }): Result<ReportJob | undefined>;
  /** One page of the activity log, newest first. */
  readActivity(data: { accountId: string; filters: ActivityFilters; offset?: number }): Result<ActivityPage>;
}
