import { axisTicks } from '@/lib/analytics/chart-ticks';
import type { ChartData } from '@/lib/analytics/report-chart-data';
import { sparklinePath } from '@/lib/analytics/sparkline';
import { i18n } from '@/lib/i18n/translate';
import { formatDay, formatNumber } from './format';

const BOX = { width: 640, height: 180, inset: 8 };

/**
 * The report as a clean SVG chart: a line along days or weeks, bars across another dimension, over
 * a value axis with labelled round ticks and light grid lines. The table below carries the same
 * numbers for screen readers; the chart is labelled as a whole.
 */
export function ReportChart({
  data,
  metric,
  axisName,
}: {
  data: ChartData;
  metric: string;
  /** The split as it reads inside "{metric} by {dimension}" (reports.result.chartBy). */
  axisName: string;
}) {
  const values = data.points.map((point) => point.value);
  const { min, max, ticks } = axisTicks(Math.min(...values, 0), Math.max(...values, 0));
  const first = data.points[0]?.key ?? '';
  const last = data.points.at(-1)?.key ?? '';
  const label = i18n.t('reports.result.chartLabel', { metric, dimension: axisName });
  const keyText = (key: string) => (data.kind === 'line' ? formatDay(key) : key);
  // Where a value sits, from the top of the plot, as a share of its height.
  const fromTop = (value: number) => (max - value) / (max - min);
  const y = (value: number) => BOX.inset + fromTop(value) * (BOX.height - 2 * BOX.inset);
  return (
    <figure class="report-chart">
      <div class="report-chart__plot">
        <div class="report-chart__ticks" aria-hidden="true">
          {ticks.map((tick) => (
            <span
              key={tick}
              class="report-chart__tick"
              style={{ top: `calc(${(y(tick) / BOX.height) * 100}% - 0.5em)` }}
            >
              {formatNumber(tick)}
            </span>
          ))}
        </div>
        <svg
          viewBox={`0 0 ${BOX.width} ${BOX.height}`}
          role="img"
          aria-label={label}
          preserveAspectRatio="none"
        >
          {ticks.map((tick) => (
            <line
              key={tick}
              class={tick === 0 ? 'report-chart__base' : 'report-chart__grid'}
              x1={0}
              x2={BOX.width}
              y1={y(tick)}
              y2={y(tick)}
            />
          ))}
          {data.kind === 'line' ? (
            <path d={sparklinePath(values, { ...BOX, min, max })} class="report-chart__line" />
          ) : (
            bars(values, min, max)
          )}
        </svg>
      </div>
      <figcaption class="report-chart__axis">
        <span>{keyText(first)}</span>
        <span>{keyText(last)}</span>
      </figcaption>
    </figure>
  );
}

function bars(values: readonly number[], min: number, max: number) {
  const span = max - min || 1;
  const inner = BOX.height - 2 * BOX.inset;
  const slot = (BOX.width - 2 * BOX.inset) / Math.max(1, values.length);
  const zero = BOX.height - BOX.inset - ((0 - min) / span) * inner;
  return values.map((value, i) => {
    const height = (Math.abs(value) / span) * inner;
    return (
      <rect
        key={i}
        class="report-chart__bar"
        x={BOX.inset + i * slot + slot * 0.15}
        width={slot * 0.7}
        y={value >= 0 ? zero - height : zero}
        height={height}
      />
    );
  });
}
