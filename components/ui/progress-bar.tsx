import '@/assets/styles/ui/progress-bar.css';

export interface ProgressBarProps {
  /** The accessible name, e.g. "Opting in listings". */
  label: string;
  /** Done so far, of `max`. */
  value: number;
  /** @default 100 */
  max?: number;
  /** Human wording of the value, e.g. "200 of 412 listings"; shown under the bar and announced. */
  valueText: string;
  /** @default 'accent' */
  tone?: 'accent' | 'success' | 'danger';
  class?: string;
}

/** A determinate progress bar: an opt-in's calls, a model's download. */
export function ProgressBar({
  label,
  value,
  max = 100,
  valueText,
  tone = 'accent',
  class: extra,
}: ProgressBarProps) {
  const clamped = Math.min(Math.max(value, 0), max);
  return (
    <div class={`progress progress--${tone}${extra ? ` ${extra}` : ''}`}>
      <div
        class="progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={clamped}
        aria-valuetext={valueText}
      >
        <div class="progress__fill" style={{ width: `${max > 0 ? (clamped / max) * 100 : 0}%` }} />
      </div>
      <div class="progress__text" aria-hidden="true">
        {valueText}
      </div>
    </div>
  );
}
