/**
 * The reply messages, joined into the one protocol of lib/messaging.ts. Pages read the outbox from
 * the cache (review-cache.ts) and re-read on `onCacheChange`; these ask the background to write it.
 */
import type { Result } from '../errors/error-data';
import type { OutboxItem, ReplyInput } from './outbox-machine';

export interface OutboxProtocol {
  /** Writes the reply to the outbox (`queued`) and starts sending it; watch the outbox for the rest. */
  sendReply(data: ReplyInput): Result<OutboxItem>;
  /** Sends a `failed` reply again now (it is read back first, so it cannot post twice). */
  retryReply(data: { id: string }): Result<OutboxItem>;
  /**
   * Undo send: removes a reply still in its undo window (no attempt begun) and returns it, so its
   * text can go back to the composer; refused once the reply is on its way.
   */
  undoReply(data: { id: string }): Result<OutboxItem>;
  /** Removes a reply from the outbox (not while an attempt is running). */
  discardReply(data: { id: string }): Result<void>;
}
