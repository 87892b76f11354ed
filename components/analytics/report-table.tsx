import { i18n } from '#i18n';
import type { ReportRow } from '@/lib/api/schemas/analytics';
import { formatNumber } from './format';

/** Rows drawn at most; the CSV has them all. */
export const TABLE_ROWS_SHOWN = 500;

/** The report's rows, in the service's order, columns as the report names them. */
export function ReportTable({ columns, rows }: { columns: readonly string[]; rows: readonly ReportRow[] }) {
  const shown = rows.slice(0, TABLE_ROWS_SHOWN);
  return (
    <div class="report-table">
      <table>
        <caption class="visually-hidden">{i18n.t('reports.result.tableLabel')}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
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
                    {typeof value === 'number' ? formatNumber(value) : (value ?? '')}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length > shown.length && (
        <p class="report-form__hint">
          {i18n.t('reports.result.truncated', { shown: String(shown.length), total: String(rows.length) })}
        </p>
      )}
    </div>
  );
}
