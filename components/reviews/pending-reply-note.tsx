import { i18n } from '#i18n';
import { timesText } from '@/lib/outbox/doubled-reply-text';
import type { PendingReply } from '@/lib/reviews/review-cache';

/** "14:07": when a reply's next try is, on a card and in the outbox list. */
export const timeOfDay = (at: number): string =>
  new Date(at).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

function noteText(pending: PendingReply): string {
  if (pending.kind === 'waiting')
    return i18n.t('reviews.pendingReply.waiting', { time: timeOfDay(pending.at) });
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
