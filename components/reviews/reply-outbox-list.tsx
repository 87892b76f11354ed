import { i18n } from '#i18n';
import '@/assets/styles/reviews/reply-outbox.css';
import { Button } from '@/components/ui/button';
import { Chip, type ChipTone } from '@/components/ui/chip';
import { doubledReplyText } from '@/lib/outbox/doubled-reply-text';
import { copiesOnService, isDoubled } from '@/lib/outbox/outbox-machine';
import { replyProblemReason } from '@/lib/outbox/reply-problem-text';
import type { OutboxItem, OutboxStatus } from '@/lib/reviews/review-cache';

const TONES: Record<OutboxStatus, ChipTone> = {
  queued: 'info',
  sending: 'info',
  checking: 'info',
  sent: 'success',
  failed: 'warning',
  refused: 'danger',
};

export interface ReplyOutboxListProps {
  items: readonly OutboxItem[];
  onRetry: (item: OutboxItem) => void;
  onDiscard: (item: OutboxItem) => void;
  /** Undo send: takes back a reply no attempt of which has begun. */
  onUndo?: (item: OutboxItem) => void;
  /** Ids with a Retry, Discard or Undo under way. */
  busy: ReadonlySet<string>;
  /** The review's publisher, by its display name (lib/names): where a doubled reply shows. */
  publisher: string;
}

const timeOfDay = (at: number): string =>
  new Date(at).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

/** Still in its undo window (or just past it, not yet begun): nothing has gone to the service. */
const undoable = (item: OutboxItem): boolean => item.status === 'queued' && item.attempts === 0;

function statusText(item: OutboxItem, publisher: string): string {
  switch (item.status) {
    case 'queued':
      // Never attempted: it is held for Undo, and goes by itself when the window ends.
      return undoable(item) ? i18n.t('composer.status.sending') : i18n.t('composer.status.queued');
    case 'sending':
      return i18n.t('composer.status.sending');
    case 'checking':
      // The worker stopped mid-request: the reply may have landed. Not a failure until we know.
      return i18n.t('composer.status.checking');
    case 'sent':
      return isDoubled(item)
        ? doubledReplyText(copiesOnService(item), item.visibility, publisher).status
        : i18n.t('composer.status.sent');
    case 'failed': {
      const reason = replyProblemReason(item.problem);
      // No next attempt: the automatic retries are used up, only the person's Retry is left.
      return item.nextAttemptAt === undefined
        ? i18n.t('composer.status.failedStopped', { reason })
        : i18n.t('composer.status.failed', { reason, time: timeOfDay(item.nextAttemptAt) });
    }
    case 'refused':
      return i18n.t('composer.status.refused', { message: item.problem?.message ?? '' });
  }
}

/**
 * Replies to a review in the outbox, each with its state: Sending… (with Undo while it is held),
 * Sent ✓, "Not sent: … Next try at 14:07." with Retry now, or Refused with what to do. A reply
 * the service saved more than once says so and what can be done, with Dismiss but never Retry (it
 * did land). Live: the list is re-read on every outbox change.
 */
export function ReplyOutboxList({
  items,
  onRetry,
  onDiscard,
  onUndo,
  busy,
  publisher,
}: ReplyOutboxListProps) {
  if (items.length === 0) return null;
  return (
    <ul class="reply-outbox" aria-label={i18n.t('composer.outbox')} aria-live="polite">
      {items.map((item) => {
        const doubled = isDoubled(item);
        return (
          <li
            key={item.id}
            class={`reply-outbox__item reply-outbox__item--${item.status}${doubled ? ' reply-outbox__item--doubled' : ''}`}
          >
            <div class="reply-outbox__head">
              <Chip tone={doubled ? 'warning' : TONES[item.status]} dot>
                {i18n.t(item.visibility === 'PUBLIC' ? 'composer.status.public' : 'composer.status.private')}
              </Chip>
              <span class="reply-outbox__text">{item.content}</span>
            </div>
            <div class="reply-outbox__foot">
              <p class="reply-outbox__status" role={item.status === 'refused' ? 'alert' : undefined}>
                {statusText(item, publisher)}
              </p>
              {doubled && (
                <p class="reply-outbox__help">
                  {doubledReplyText(copiesOnService(item), item.visibility, publisher).help}
                </p>
              )}
              {undoable(item) && onUndo && (
                <div class="reply-outbox__actions">
                  <Button size="sm" busy={busy.has(item.id)} onClick={() => onUndo(item)}>
                    {i18n.t('composer.undo')}
                  </Button>
                </div>
              )}
              {(item.status === 'failed' || item.status === 'refused') && (
                <div class="reply-outbox__actions">
                  {item.status === 'failed' && (
                    <Button size="sm" busy={busy.has(item.id)} onClick={() => onRetry(item)}>
                      {i18n.t('composer.retry')}
                    </Button>
                  )}
                  <Button size="sm" variant="ghost" busy={busy.has(item.id)} onClick={() => onDiscard(item)}>
                    {item.status === 'failed' ? i18n.t('composer.discard') : i18n.t('common.actions.dismiss')}
                  </Button>
                </div>
              )}
              {doubled && (
                <div class="reply-outbox__actions">
                  <Button size="sm" variant="ghost" busy={busy.has(item.id)} onClick={() => onDiscard(item)}>
                    {i18n.t('common.actions.dismiss')}
                  </Button>
                </div>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
