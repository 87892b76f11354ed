import { useState } from 'preact/hooks';
import { Button } from '@/components/ui/button';
import { saveCsvFile } from '@/components/ui/save-file';
import type { ReportResult } from '@/lib/analytics/analytics-records';
import { chartData, dimensionOfKey, metricColumns } from '@/lib/analytics/report-chart-data';
import { reportCsv, reportFileName } from '@/lib/analytics/report-csv-file';
import { i18n } from '@/lib/i18n/translate';
import { formatDay } from './format';
import { ReportChart } from './report-chart';
import { ReportTable } from './report-table';

/** A chart's split as it reads inside its label's sentence; a column the catalogue does not know, as it is. */
function axisInSentence(axis: string): string {
  const dimension = dimensionOfKey(axis);
  return dimension ? i18n.t(`reports.result.chartBy.${dimension}`) : axis;
}

/** A finished report: its range and size, a chart of one metric, the table and "Download CSV". */
export function ReportResults({
  result,
  locationName,
}: {
  result: ReportResult;
  locationName: (id: string) => string;
}) {
  const metrics = metricColumns(result);
  const [chosen, setChosen] = useState<string>();
  const metric = chosen && metrics.includes(chosen) ? chosen : (metrics[0] ?? '');
  const chart = metric ? chartData(result, metric) : null;
  return (
    <section class="report-results" aria-labelledby="report-results-heading" data-source={result.source}>
      <div class="report-results__head">
        <h2 id="report-results-heading">{i18n.t('reports.result.heading')}</h2>
        <p class="report-form__hint">
          {i18n.t('reports.result.range', {
            start: formatDay(result.range.start),
            end: formatDay(result.range.end),
          })}
          {' · '}
          <span data-rows={result.rows.length}>{i18n.t('reports.result.rows', result.rows.length)}</span>
          {result.source === 'service' && ` · ${i18n.t('reports.result.sourceService')}`}
        </p>
        <Button
          size="sm"
          disabled={result.rows.length === 0}
          onClick={() => saveCsvFile(reportCsv(result), reportFileName(result.range))}
        >
          {i18n.t('reports.result.download')}
        </Button>
      </div>
      {result.rows.length === 0 ? (
        <p>{i18n.t('reports.result.empty')}</p>
      ) : (
        <>
          {chart && chart.points.length > 0 && (
            <>
              {metrics.length > 1 && (
                <label class="report-form__field report-results__metric">
                  <span>{i18n.t('reports.result.chartMetric')}</span>
                  <select value={metric} onChange={(event) => setChosen(event.currentTarget.value)}>
                    {metrics.map((m) => (
                      <option key={m} value={m}>
                        {m}
                      </option>
                    ))}
                  </select>
                </label>
              )}
              <ReportChart data={chart} metric={metric} axisName={axisInSentence(chart.axis)} />
            </>
          )}
          <ReportTable columns={result.columns} rows={result.rows} locationName={locationName} />
        </>
      )}
    </section>
  );
}
