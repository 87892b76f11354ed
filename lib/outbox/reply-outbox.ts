/**
 * What the composer asks of the outbox, through the background (lib/messaging.ts): queue a reply,
 * retry a failed one, discard one. Queuing only writes the record; the caller then starts
 * `sendDueReplies` (outbox-sender.ts), so a reply is persisted before any request is made.
 */
import { i18n } from '#i18n';
import { AppError } from '../errors/app-error';
import { readCachedReview } from '../reviews/review-store';
import { canDiscard, newOutboxItem, type OutboxItem, type ReplyInput, requeue } from './outbox-machine';
import { isReplyInFlight } from './outbox-sender';
import { deleteOutboxItem, putOutboxItem, readOutboxItem, updateOutboxItem } from './outbox-store';

export type { ReplyInput } from './outbox-machine';

/** Writes the reply to the outbox as `queued`; the draft stays until the reply is sent. */
export async function queueReply(input: ReplyInput, now = Date.now()): Promise<OutboxItem> {
  const review = await readCachedReview(input.accountId, input.reviewId);
  const item = newOutboxItem(input, crypto.randomUUID(), now, review);
  await putOutboxItem(item);
  return item;
}

/** The person's Retry on a failed reply. */
export async function retryReply(id: string, now = Date.now()): Promise<OutboxItem> {
  const item = await updateOutboxItem(id, (current) => requeue(current, now));
  if (item) return item;
  throw new AppError('notFound', i18n.t('reviews.outbox.notRetryable'));
}

/** Removes a reply (a failed or refused one given up on, or a sent one dismissed). */
export async function discardReply(id: string): Promise<void> {
  const item = await readOutboxItem(id);
  if (!item) return;
  if (!canDiscard(item, new Set(isReplyInFlight(id) ? [id] : [])))
    throw new AppError('busy', i18n.t('reviews.outbox.busy'));
  await deleteOutboxItem(item);
}
