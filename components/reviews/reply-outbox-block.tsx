import { Banner } from '@/components/ui/banner';
import { isDoubled } from '@/lib/outbox/outbox-machine';
import { type OutboxItem, readDraft, saveDraft } from '@/lib/reviews/review-cache';
import { ReplyOutboxList } from './reply-outbox-list';
import { useReplyOutbox } from './use-reply-outbox';

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
 * with Undo, retried or given up on.
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

  // Back into the composer, as its draft (the reopened composer reads it), unless the person has
  // already begun another reply there: their words are never overwritten.
  const textBack = async (item: OutboxItem) => {
    const draft = await readDraft(accountId, reviewId, item.parentId);
    if (!draft || draft.text.trim() === '')
      await saveDraft({
        accountId,
        reviewId,
        parentId: item.parentId,
        text: item.content,
        visibility: item.visibility,
      });
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
      <ReplyOutboxList
        items={items}
        busy={outbox.busy}
        publisher={publisher}
        onRetry={outbox.retry}
        onDiscard={(item) => void discard(item)}
        onUndo={(item) => void undo(item)}
      />
      {outbox.error && <Banner tone="error">{outbox.error}</Banner>}
    </>
  );
}
