import { i18n } from '#i18n';
import type { ChartData } from '@/lib/analytics/report-chart-data';
import { sparklinePath } from '@/lib/analytics/sparkline';
import { formatDay, formatNumber } from './format';

const BOX = { width: 640, height: 180, inset: 8 };

/**
 * The report as a clean SVG chart: a line along days or weeks, bars across another dimension. The
 * table below carries the same numbers for screen readers; the chart is labelled as a whole.
 */
export function ReportChart({
  data,
  metric,
  axisName,
}: {
  data: ChartData;
  metric: string;
  axisName: string;
}) {
  const values = data.points.map((point) => point.value);
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const first = data.points[0]?.key ?? '';
  const last = data.points.at(-1)?.key ?? '';
  const label = i18n.t('reports.result.chartLabel', { metric, dimension: axisName.toLowerCase() });
  const keyText = (key: string) => (data.kind === 'line' ? formatDay(key) : key);
  return (
    <figure class="report-chart">
      <svg
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        role="img"
        aria-label={label}
        preserveAspectRatio="none"
      >
        <line
          class="report-chart__base"
          x1={0}
          x2={BOX.width}
          y1={BOX.height - BOX.inset}
          y2={BOX.height - BOX.inset}
        />
        {data.kind === 'line' ? (
          <path d={sparklinePath(values, { ...BOX, min, max })} class="report-chart__line" />
        ) : (
          bars(values, min, max)
        )}
      </svg>
      <figcaption class="report-chart__axis">
        <span>{keyText(first)}</span>
        <span>
          {formatNumber(min)} – {formatNumber(max)}
        </span>
        <span>{keyText(last)}</span>
      </figcaption>
    </figure>
  );
}

function bars(values: readonly number[], min: number, max: number) {
  const span = max - min || 1;
  const inner = BOX.height - 2 * BOX.inset;
  const slot = (BOX.width - 2 * BOX.inset) / Math.max(1, values.length);
  return values.map((value, i) => {
    const height = ((value - min) / span) * inner;
    return (
      <rect
        key={i}
        class="report-chart__bar"
        x={BOX.inset + i * slot + slot * 0.15}
        width={slot * 0.7}
        y={BOX.height - BOX.inset - height}
        height={height}
      />
    );
  });
}
