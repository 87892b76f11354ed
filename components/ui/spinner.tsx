import { i18n } from '#i18n';
import '@/assets/styles/ui/spinner.css';
import { cx } from './class-names';

export interface SpinnerProps {
  /**
   * What is loading, for screen readers. Without it the spinner is decoration (aria-hidden), for
   * places such as a busy button whose own state is already announced.
   */
  label?: string;
  /** Announce the label (role=status) rather than only show it; defaults to true when labelled. */
  announce?: boolean;
  size?: 'sm' | 'md' | 'lg';
  class?: string;
}

export function Spinner({ label, announce = true, size = 'md', class: className }: SpinnerProps) {
  const ring = <span class={cx('spinner', `spinner--${size}`)} aria-hidden="true" />;
  if (label === undefined) return <span class={cx('spinner-wrap', className)}>{ring}</span>;
  return (
    <span class={cx('spinner-wrap', className)} role={announce ? 'status' : undefined}>
      {ring}
      <span class="visually-hidden">{label}</span>
    </span>
  );
}

/** A centred spinner with a visible caption, for a region still loading its first content. */
export function LoadingBlock({ label = i18n.t('common.loading') }: { label?: string }) {
  return (
    <div class="loading-block" role="status">
      <span class="spinner spinner--lg" aria-hidden="true" />
      <span class="loading-block__label">{label}</span>
    </div>
  );
}
