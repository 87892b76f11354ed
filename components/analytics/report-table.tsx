import { dimensionOfKey, isTimeColumn } from '@/lib/analytics/report-chart-data';
import { reportDayToIso } from '@/lib/analytics/report-dates';
import type { ReportRow } from '@/lib/api/schemas/analytics';
import { i18n } from '@/lib/i18n/translate';
import { formatDay, formatNumber } from './format';
import { dimensionName } from './report-form';

/** Rows drawn at most; the CSV has them all. */
export const TABLE_ROWS_SHOWN = 500;

/** The report's rows, in the service's order, columns as the report names them. */
export function ReportTable({
  columns,
  rows,
  locationName,
}: {
  columns: readonly string[];
  rows: readonly ReportRow[];
  /** A location id's name, for `location_id` cells; the id when unknown. */
  locationName: (id: string) => string;
}) {
  const shown = rows.slice(0, TABLE_ROWS_SHOWN);
  return (
    <div class="report-table">
      <table>
        <caption class="visually-hidden">{i18n.t('reports.result.tableLabel')}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {columnName(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((row, i) => (
            <tr key={i}>
              {columns.map((column) => {
                const value = row[column];
                return (
                  <td key={column} class={typeof value === 'number' ? 'report-table__number' : undefined}>
                    {typeof value === 'number'
                      ? formatNumber(value)
                      : column === 'location_id'
                        ? locationName(String(value ?? ''))
                        : isTimeColumn(column)
                          ? formatDay(reportDayToIso(String(value ?? '')))
                          : (value ?? '')}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length > shown.length && (
        <p class="report-form__hint">
          {i18n.t('reports.result.truncated', rows.length, { shown: formatNumber(shown.length) })}
        </p>
      )}
    </div>
  );
}

/** A dimension column by its readable name; metric columns carry the service's label already. */
export function columnName(column: string): string {
  const dimension = dimensionOfKey(column);
  return dimension ? dimensionName(dimension) : column;
}
