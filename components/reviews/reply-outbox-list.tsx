import { i18n } from '#i18n';
import { Button } from '@/components/ui/button';
import { Chip, type ChipTone } from '@/components/ui/chip';
import type { OutboxItem, OutboxStatus } from '@/lib/reviews/review-cache';

const TONES: Record<OutboxStatus, ChipTone> = {
  queued: 'neutral',
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
  /** Ids with a Retry or Discard under way. */
  busy: ReadonlySet<string>;
}

function statusText(item: OutboxItem): string {
  const message = item.problem?.message ?? '';
  switch (item.status) {
    case 'queued':
      return i18n.t('composer.status.queued');
    case 'sending':
      return i18n.t('composer.status.sending');
    case 'checking':
      // The worker stopped mid-request: the reply may have landed. Not a failure until we know.
      return i18n.t('composer.status.checking');
    case 'sent':
      return i18n.t('composer.status.sent');
    case 'failed':
      // No next attempt: the automatic retries are used up, only the person's Retry is left.
      return item.nextAttemptAt === undefined
        ? i18n.t('composer.status.failedStopped', { message })
        : i18n.t('composer.status.failed', { message });
    case 'refused':
      return i18n.t('composer.status.refused', { message });
  }
}

/**
 * The replies to this review and target in the outbox: queued → sending → sent, or failed (with
 * Retry) or refused (the service's words). Live: the list is re-read on every outbox change.
 */
export function ReplyOutboxList({ items, onRetry, onDiscard, busy }: ReplyOutboxListProps) {
  if (items.length === 0) return null;
  return (
    <ul class="reply-outbox" aria-label={i18n.t('composer.outbox')} aria-live="polite">
      {items.map((item) => (
        <li key={item.id} class={`reply-outbox__item reply-outbox__item--${item.status}`}>
          <div class="reply-outbox__head">
            <Chip tone={TONES[item.status]} dot>
              {i18n.t(item.visibility === 'PUBLIC' ? 'composer.status.public' : 'composer.status.private')}
            </Chip>
            <span class="reply-outbox__text">{item.content}</span>
          </div>
          <p class="reply-outbox__status" role={item.status === 'refused' ? 'alert' : undefined}>
            {statusText(item)}
          </p>
          {item.status !== 'queued' && item.status !== 'sending' && item.status !== 'checking' && (
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
        </li>
      ))}
    </ul>
  );
}
