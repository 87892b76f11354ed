import { sparklinePath } from '@/lib/analytics/sparkline';

const BOX = { width: 96, height: 28, inset: 2 };

/** A tiny hand-drawn SVG line of a daily series; `label` says what it shows. */
export function Sparkline({ values, label }: { values: readonly number[]; label: string }) {
  return (
    <svg
      class="sparkline"
      viewBox={`0 0 ${BOX.width} ${BOX.height}`}
      width={BOX.width}
      height={BOX.height}
      role="img"
      aria-label={label}
    >
      <path d={sparklinePath(values, BOX)} fill="none" stroke="currentColor" stroke-width="1.5" />
    </svg>
  );
}
