import { formatClockTime } from '@/lib/clock/clock-time';
import { i18n } from '@/lib/i18n/translate';
import { timesText } from '@/lib/outbox/doubled-reply-text';
import type { PendingReply } from '@/lib/reviews/review-cache';

function noteText(pending: PendingReply): string {
  if (pending.kind === 'waiting')
    return i18n.t('reviews.pendingReply.waiting', { time: formatClockTime(pending.at, Date.now()) });
  if (pending.kind === 'doubled')
    return i18n.t('reviews.pendingReply.doubled', { times: timesText(pending.copies) });
  return i18n.t(`reviews.pendingReply.${pending.kind}`);
}

/**
 * "Reply waiting · next try 14:07" on a review while a reply to it is in the outbox and not sent: a
 * reply never waits out of sight (the composer need not be open). "Reply sent twice" for one the
 * service saved more than once, until the person dismisses it in the thread. A list reads the
 * account's outbox once for all its rows (components/reviews/inbox/use-inbox-reads.ts);
 * nothing shows when no reply is pending.
 */
export function PendingReplyText({ pending, class: className }: { pending?: PendingReply; class: string }) {
  if (!pending) return null;
  return <span class={`pending-reply pending-reply--${pending.kind} ${className}`}>{noteText(pending)}</span>;
}
