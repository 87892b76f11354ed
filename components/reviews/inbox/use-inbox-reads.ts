/**
 * What the inbox reads from the cache besides the reviews and their names, each read again when
 * its store changes (components/cache/use-cache-read.ts).
 */
import { useEffect, useMemo } from 'preact/hooks';
import { useCacheRead } from '@/components/cache/use-cache-read';
import { ask, sendMessage } from '@/lib/messaging';
import {
  type OutboxItem,
  type PendingReply,
  pendingReply,
  readDraftReviewIds,
  readOutbox,
} from '@/lib/reviews/review-cache';
import type { ReviewScope } from '@/lib/reviews/review-keys';

const NO_DRAFTS: ReadonlySet<string> = new Set();

/**
 * Opening the inbox asks the background for the account's locations when its copy is stale (as
 * the suggestion badge does), so the location filters are there before the person first visits a
 * listings view.
 */
export function useFreshLocations(scope: ReviewScope): void {
  useEffect(() => {
    // A failure shows where it matters (the listings views); the filters keep the cached places.
    for (const accountId of scope.accountIds)
      void ask(() => sendMessage('refreshListingOverview', { accountId, parts: ['directory'] }));
  }, [scope.id]);
}

/** The keys (review-keys.ts) of the listed reviews with a saved draft, kept current as drafts are typed or sent. */
export function useDraftIds(scope: ReviewScope): ReadonlySet<string> {
  return (
    useCacheRead(scope.accountIds, ['drafts'], scope.id, async () => {
      // Every account's at once: one after another, All accounts waited a read per account.
      const each = await Promise.all(scope.accountIds.map((accountId) => readDraftReviewIds(accountId)));
      return new Set(
        each.flatMap((ids, a) => [...ids].map((id) => scope.keyOf({ accountId: scope.accountIds[a], id }))),
      );
    }) ?? NO_DRAFTS
  );
}

/**
 * The note each review of the account shows for its replies in the outbox (pending-reply-note.tsx),
 * from one read of the outbox: the list's rows look theirs up, so a row scrolled into view reads
 * nothing and listens to nothing of its own.
 */
export function usePendingReplies(scope: ReviewScope): (reviewKey: string) => PendingReply | undefined {
  const items = useCacheRead(scope.accountIds, ['outbox'], scope.id, async () =>
    (await Promise.all(scope.accountIds.map((accountId) => readOutbox(accountId)))).flat(),
  );
  return useMemo(() => {
    const grouped = new Map<string, OutboxItem[]>();
    for (const item of items ?? []) {
      const key = scope.keyOf({ accountId: item.accountId, id: item.reviewId });
      grouped.set(key, [...(grouped.get(key) ?? []), item]);
    }
    const byReview = new Map<string, PendingReply>();
    for (const [reviewId, replies] of grouped) {
      const pending = pendingReply(replies);
      if (pending) byReview.set(reviewId, pending);
    }
    return (reviewId: string) => byReview.get(reviewId);
  }, [items]);
}
