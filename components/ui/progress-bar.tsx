import '@/assets/styles/ui/progress-bar.css';
import { cx } from './class-names';

export interface ProgressBarProps {
  /** The accessible name, e.g. "Opting in listings". */
  label: string;
  /** Done so far; leave undefined while the total is unknown (an indeterminate bar). */
  value?: number;
  max?: number;
  /** Human wording of the value, e.g. "200 of 412 listings"; shown under the bar and announced. */
  valueText?: string;
  tone?: 'accent' | 'success' | 'danger';
  class?: string;
}

export function ProgressBar({
  label,
  value,
  max = 100,
  valueText,
  tone = 'accent',
  class: className,
}: ProgressBarProps) {
  const determinate = value !== undefined && max > 0;
  const clamped = determinate ? Math.min(Math.max(value, 0), max) : 0;
  const percent = determinate ? (clamped / max) * 100 : 0;
  return (
    <div class={cx('progress', `progress--${tone}`, className)}>
      <div
        class={cx('progress__track', !determinate && 'progress__track--indeterminate')}
        role="progressbar"
        aria-label={label}
        aria-valuemin={determinate ? 0 : undefined}
        aria-valuemax={determinate ? max : undefined}
        aria-valuenow={determinate ? clamped : undefined}
        aria-valuetext={valueText}
      >
        <div class="progress__fill" style={determinate ? { width: `${percent}%` } : undefined} />
      </div>
      {valueText && (
        <div class="progress__text" aria-hidden="true">
          {valueText}
        </div>
      )}
    </div>
  );
}
