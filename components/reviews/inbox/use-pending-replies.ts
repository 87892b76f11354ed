import { useMemo } from 'preact/hooks';
import { useCacheRead } from '@/components/cache/use-cache-read';
import { type OutboxItem, type PendingReply, pendingReply, readOutbox } from '@/lib/reviews/review-cache';

const STORES = ['outbox'] as const;

/**
 * The note each review of the account shows for its replies in the outbox (pending-reply-note.tsx),
 * from one read of the outbox, read again on its changes: the list's rows look theirs up, so a row
 * scrolled into view reads nothing and listens to nothing of its own.
 */
export function usePendingReplies(accountId: string): (reviewId: string) => PendingReply | undefined {
  const items = useCacheRead(accountId, STORES, accountId, () => readOutbox(accountId));
  return useMemo(() => {
    const grouped = new Map<string, OutboxItem[]>();
    for (const item of items ?? []) grouped.set(item.reviewId, [...(grouped.get(item.reviewId) ?? []), item]);
    const byReview = new Map<string, PendingReply>();
    for (const [reviewId, replies] of grouped) {
      const pending = pendingReply(replies);
      if (pending) byReview.set(reviewId, pending);
    }
    return (reviewId: string) => byReview.get(reviewId);
  }, [items]);
}
