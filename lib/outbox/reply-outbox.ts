/**
 * What the composer asks of the outbox, through the background (lib/messaging.ts): queue a reply,
 * retry a failed one, discard one. Queuing only writes the record; the caller then starts
 * `sendDueReplies` (outbox-sender.ts), so a reply is persisted before any request is made.
 */

import { AppError } from '../errors/app-error';
import { i18n } from '../i18n/translate';
import { readReview } from '../reviews/review-cache';
import {
  canDiscard,
  canUndo,
  newOutboxItem,
  type OutboxItem,
  type ReplyInput,
  requeue,
} from './outbox-machine';
import { isReplyInFlight } from './outbox-sender';
import {
  deleteOutboxItem,
  deleteOutboxItemIf,
  putOutboxItem,
  readOutboxItem,
  updateOutboxItem,
} from './outbox-store';

export type { ReplyInput } from './outbox-machine';

/**
 * Writes the reply to the outbox as `queued`, held for `holdMs` (the undo window) before it is due;
 * the draft stays until the reply is sent.
 */
export async function queueReply(input: ReplyInput, now = Date.now(), holdMs = 0): Promise<OutboxItem> {
  const review = await readReview(input.accountId, input.reviewId);
  const item = newOutboxItem(input, crypto.randomUUID(), now, review, holdMs);
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

/**
 * Undo send: takes the reply back while no attempt of it has begun, so nothing reaches the
 * service, and returns it (its text goes back to the composer). Refused once it is on its way.
 */
export async function undoReply(id: string): Promise<OutboxItem> {
  const inFlight = new Set(isReplyInFlight(id) ? [id] : []);
  const removed = await deleteOutboxItemIf(id, (item) => canUndo(item, inFlight));
  if (removed) return removed;
  throw new AppError('busy', i18n.t('reviews.outbox.tooLateToUndo'));
}
