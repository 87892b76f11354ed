import type { ComponentChildren } from 'preact';
import '@/assets/styles/ui/chip.css';
import { formatNumber } from '@/lib/i18n/format';
import { cx } from './class-names';

export type ChipTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export interface ChipProps {
  tone?: ChipTone;
  /** The status in words ("Live", "Waiting"); colour only repeats it. */
  children: ComponentChildren;
  /** A number after the label ("Live 412"), formatted for the reader's locale. */
  count?: number;
  /** A small coloured dot before the label. */
  dot?: boolean;
  /** The label in full on hover, where a narrow layout may cut it ("Waiting on the…"). */
  title?: string;
  class?: string;
}

/** A compact status label, e.g. a listing's status or a tally of listings in one status. */
export function Chip({ tone = 'neutral', children, count, dot = false, title, class: className }: ChipProps) {
  return (
    <span class={cx('chip', `chip--${tone}`, className)} title={title}>
      {dot && <span class="chip__dot" aria-hidden="true" />}
      <span class="chip__label">{children}</span>
      {count !== undefined && ' '}
      {count !== undefined && <span class="chip__count">{formatNumber(count)}</span>}
    </span>
  );
}
