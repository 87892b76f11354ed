/**
 * Running a report synchronously: the request is checked against the catalogue's rules
 * first (validateReportRequest, the same rules the form shows), so a refused form is refused here
 * too, without a call.
 */

import { DIMENSIONS, LIMITS, METRICS, type Metric, validateReportRequest } from '../api/catalog';
import type { MaxDates, ReportRequest, ReportRow } from '../api/schemas/analytics';
import type { FeatureDeps } from '../background/feature';
import { AppError } from '../errors/app-error';
import { i18n } from '../i18n/translate';
import type { ReportResult } from './analytics-records';
import { addDays, type DayRange, relevantMaxDate } from './report-dates';

/** Throws, in words, when the request breaks a rule of the catalogue. */
export function assertValidReport(request: ReportRequest): void {
  const problems = validateReportRequest(request);
  if (problems.length)
    throw new AppError(
      'notAllowed',
      i18n.t('reports.refused', [problems.map((problem) => problem.message).join(' ')]),
    );
}

/** The columns of a report's rows, in order: dimension keys, then metric labels. */
export function reportColumns(request: ReportRequest): string[] {
  return [
    ...request.dimensions.map((dimension) => DIMENSIONS[dimension].key),
    ...request.metrics.map((metric) => METRICS[metric].label),
  ];
}

/** The columns of rows read from a CSV: its header order, or the request's when it has no rows. */
export function columnsOf(rows: readonly ReportRow[], request: ReportRequest): string[] {
  const [first] = rows;
  return first ? Object.keys(first) : reportColumns(request);
}

/** The days the service covers for this request: the end clamped to the relevant max date. */
export function coveredRange(request: ReportRequest, maxDates: MaxDates): DayRange {
  const maxDate = relevantMaxDate(request.metrics as Metric[], maxDates);
  const asked = request.filters?.endDate;
  const end = asked && asked < maxDate ? asked : maxDate;
  return { start: request.filters?.startDate ?? addDays(end, -LIMITS.reportDefaultRangeDays), end };
}

export async function runReport(
  deps: FeatureDeps,
  accountId: string,
  request: ReportRequest,
): Promise<ReportResult> {
  assertValidReport(request);
  return deps.withApi(accountId, async (api) => {
    const maxDates = await api.analytics.maxDates();
    const rows = await api.analytics.report(request);
    return { columns: reportColumns(request), rows, range: coveredRange(request, maxDates), source: 'sync' };
  });
}
