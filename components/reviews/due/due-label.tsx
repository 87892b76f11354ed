import type { ComponentChildren } from 'preact';
import { i18n } from '@/lib/i18n/translate';
import '@/assets/styles/reviews/due-label.css';
import { ClockIcon, WarningIcon } from '@/components/ui/icons';
import { useNow } from '@/components/ui/use-now';
import { formatDateAndTime } from '@/lib/clock/clock-time';
import { formatWait } from '@/lib/clock/durations';
import { bandsFor, type Due, type DueReview, reviewDue } from '@/lib/reviews/due-time';
import { useResponseTargets } from './use-response-targets';

/** "Due in 3 hr" or "Overdue by 5 hr". */
export const dueText = (due: Due, locale?: string): string =>
  i18n.t(due.state === 'overdue' ? 'due.overdue' : 'due.dueIn', { time: formatWait(due.ms, locale) });

export interface DueLabelProps {
  review: DueReview & { accountId: string };
  class?: string;
  /** Shown in its place when the review has no due time (or before the targets are read). */
  otherwise?: ComponentChildren;
  /** Pin "now" (tests); otherwise it moves with the page's shared clock. */
  now?: number;
}

/**
 * "Due in 3 hr" or "Overdue by 5 hr" on an awaiting review, against its account's response
 * targets (lib/reviews/due-time.ts has the rules); nothing when it has no due time. Overdue is
 * told by its words and a warning shape, not by colour alone; the tooltip gives the time it was due.
 */
export function DueLabel({ review, class: className, otherwise = null, now }: DueLabelProps) {
  const targets = useResponseTargets();
  const ticking = useNow(now === undefined);
  if (!targets) return <>{otherwise}</>;
  const due = reviewDue(review, bandsFor(targets, review.accountId), now ?? ticking);
  if (!due) return <>{otherwise}</>;
  const Icon = due.state === 'overdue' ? WarningIcon : ClockIcon;
  return (
    <span
      class={`due-label due-label--${due.state}${className ? ` ${className}` : ''}`}
      data-due={due.state}
      title={i18n.t('due.title', { time: formatDateAndTime(due.dueAt) })}
    >
      <Icon size={12} class="due-label__icon" />
      <span class="due-label__text">{dueText(due)}</span>
    </span>
  );
}
