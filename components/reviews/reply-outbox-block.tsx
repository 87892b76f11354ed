import { i18n } from '@/lib/i18n/translate';
import '@/assets/styles/reviews/reply-outbox.css';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Chip, type ChipTone } from '@/components/ui/chip';
import { formatClockTime } from '@/lib/clock/clock-time';
import { doubledReplyText } from '@/lib/outbox/doubled-reply-text';
import { copiesOnService, isDoubled } from '@/lib/outbox/outbox-machine';
import { replyProblemReason } from '@/lib/outbox/reply-problem-text';
import { type OutboxItem, type OutboxStatus, restoreReplyText } from '@/lib/reviews/review-cache';
import { useReplyOutbox } from './use-reply-outbox';

const TONES: Record<OutboxStatus, ChipTone> = {
  queued: 'info',
  sending: 'info',
  checking: 'info',
  sent: 'success',
  failed: 'warning',
  refused: 'danger',
};

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
        : i18n.t('composer.status.failed', { reason, time: formatClockTime(item.nextAttemptAt, Date.now()) });
    }
    case 'refused':
      return i18n.t('composer.status.refused', { message: item.problem?.message ?? '' });
  }
}

export interface ReplyOutboxBlockProps {
  accountId: string;
  reviewId: string;
  /** The review's publisher, by its display name (lib/names), for a reply that shows twice there. */
  publisher: string;
  /** Sent replies already shown as comments of the thread (by comment id): shown there only. */
  shownComments?: ReadonlySet<string>;
  /** After Undo (or Discard of a failed reply): its text is the draft again; the page reopens its composer. */
  onTextBack?: (item: OutboxItem) => void;
}

/**
 * A review's replies as they leave: under the review text on the popup card, in the side panel's
 * thread. The composer closes on Send, so this is where the reply is seen going out, taken back
 * with Undo, retried or given up on: Sending… (with Undo while it is held), Sent ✓, "Not sent: …
 * Next try at 14:07." with Retry now, or Refused with what to do. A reply the service saved more
 * than once says so and what can be done, with Dismiss but never Retry (it did land). Live: the
 * list is re-read on every outbox change.
 */
export function ReplyOutboxBlock({
  accountId,
  reviewId,
  publisher,
  shownComments,
  onTextBack,
}: ReplyOutboxBlockProps) {
  const outbox = useReplyOutbox(accountId, reviewId, null);
  // A doubled reply stays listed all the same: its notice is what the thread alone does not say.
  const items = (outbox.items ?? []).filter(
    (item) =>
      !(item.status === 'sent' && !isDoubled(item) && item.commentId && shownComments?.has(item.commentId)),
  );

  // Back into the composer, as its draft (the reopened composer reads it; reply-drafts.ts).
  const textBack = async (item: OutboxItem) => {
    await restoreReplyText(accountId, item);
    onTextBack?.(item);
  };
  const undo = async (item: OutboxItem) => {
    if (await outbox.undo(item)) await textBack(item);
  };
  const discard = async (item: OutboxItem) => {
    if ((await outbox.discard(item)) && item.status === 'failed') await textBack(item);
  };

  return (
    <>
      {items.length > 0 && (
        <ul class="reply-outbox" aria-label={i18n.t('composer.outbox')} aria-live="polite">
          {items.map((item) => {
            const doubled = isDoubled(item);
            const busy = outbox.busy.has(item.id);
            // A failed reply is discarded, a refused or doubled one dismissed; a doubled one did land.
            const dismissable = item.status === 'failed' || item.status === 'refused' || doubled;
            return (
              <li
                key={item.id}
                class={`reply-outbox__item reply-outbox__item--${item.status}${doubled ? ' reply-outbox__item--doubled' : ''}`}
              >
                <div class="reply-outbox__head">
                  <Chip tone={doubled ? 'warning' : TONES[item.status]} dot>
                    {i18n.t(
                      item.visibility === 'PUBLIC' ? 'composer.status.public' : 'composer.status.private',
                    )}
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
                  {(undoable(item) || dismissable) && (
                    <div class="reply-outbox__actions">
                      {undoable(item) && (
                        <Button size="sm" busy={busy} onClick={() => void undo(item)}>
                          {i18n.t('composer.undo')}
                        </Button>
                      )}
                      {item.status === 'failed' && (
                        <Button size="sm" busy={busy} onClick={() => void outbox.retry(item)}>
                          {i18n.t('composer.retry')}
                        </Button>
                      )}
                      {dismissable && (
                        <Button size="sm" variant="ghost" busy={busy} onClick={() => void discard(item)}>
                          {item.status === 'failed'
                            ? i18n.t('composer.discard')
                            : i18n.t('common.actions.dismiss')}
                        </Button>
                      )}
                    </div>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {outbox.error && <Banner tone="error">{outbox.error}</Banner>}
    </>
  );
}
