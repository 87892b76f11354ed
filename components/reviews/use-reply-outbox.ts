import { useState } from 'preact/hooks';
import { useCacheRead } from '@/components/cache/use-cache-read';
import { ask, sendMessage } from '@/lib/messaging';
import { type OutboxItem, readOutbox } from '@/lib/reviews/review-cache';

const STORES = ['outbox'] as const;

export interface ReplyOutboxState {
  /** This review's replies to this target, newest first; undefined until read. */
  items: OutboxItem[] | undefined;
  /** Ids with a Retry or Discard under way. */
  busy: ReadonlySet<string>;
  /** The background's words when a Retry or Discard did not go through. */
  error: string | undefined;
  retry(item: OutboxItem): Promise<boolean>;
  discard(item: OutboxItem): Promise<boolean>;
  /** Undo send; true once the reply is out of the outbox (nothing reached the service). */
  undo(item: OutboxItem): Promise<boolean>;
}

/**
 * The outbox as the composer and the thread show it: read from the cache, live, with Retry, Discard
 * and Undo. `parentId` picks one reply target; `null` takes every reply to the review.
 */
export function useReplyOutbox(
  accountId: string,
  reviewId: string,
  parentId?: string | null,
): ReplyOutboxState {
  const all = useCacheRead(accountId, STORES, `${reviewId}\n${parentId ?? ''}`, () =>
    readOutbox(accountId, reviewId),
  );
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string>();

  const run = async (
    item: OutboxItem,
    action: () => Promise<{ ok: boolean; error?: { message: string } }>,
  ) => {
    if (busy.has(item.id)) return false;
    setBusy((current) => new Set(current).add(item.id));
    setError(undefined);
    const result = await action();
    setBusy((current) => {
      const next = new Set(current);
      next.delete(item.id);
      return next;
    });
    if (!result.ok) setError(result.error?.message);
    return result.ok;
  };

  return {
    items: parentId === null ? all : all?.filter((item) => item.parentId === parentId),
    busy,
    error,
    retry: (item) => run(item, () => ask(() => sendMessage('retryReply', { id: item.id }))),
    discard: (item) => run(item, () => ask(() => sendMessage('discardReply', { id: item.id }))),
    undo: (item) => run(item, () => ask(() => sendMessage('undoReply', { id: item.id }))),
  };
}
