/**
 * "Download CSV" of a report. The rows of an asynchronous report are the service's own CSV (read
 * by downloadReport, in its header order); a synchronous report's are its JSON rows. Both are
 * written back in their column order by the shared writer (lib/csv), days as `YYYY-MM-DD`.
 * Dimension cells can hold text the platform did not write (a location id), so any cell a spreadsheet would read as a formula (= + - @, tab,
 * CR) is prefixed with `'`, multi-line cells included; numbers stay numbers.
 */
import { writeCsv } from '../csv/csv-writer';
import type { ReportResult } from './analytics-records';
import { isTimeColumn } from './report-chart-data';
import { reportDayToIso } from './report-dates';

export function reportCsv(result: Pick<ReportResult, 'columns' | 'rows'>): string {
  // Day and week cells as ISO: a spreadsheet reads them right in every locale.
  const time = result.columns.map(isTimeColumn);
  return writeCsv({
    fields: result.columns,
    rows: result.rows.map((row) =>
      result.columns.map((column, i) => {
        const value = row[column] ?? '';
        return time[i] ? reportDayToIso(String(value)) : value;
      }),
    ),
  });
}

/** `report-2026-08-01-2026-10-30.csv`: the days it covers. */
export const reportFileName = (range: { start: string; end: string }): string =>
  `report-${range.start}-${range.end}.csv`;
