/**
 * What the inbox reads from the cache besides the reviews and their names, each read again when
 * its store changes (components/cache/use-cache-read.ts).
 */
import { useEffect, useMemo } from 'preact/hooks';
import { useCacheRead } from '@/components/cache/use-cache-read';
import { ask, sendMessage } from '@/lib/messaging';
import { type PlaceFacts, readPlaces } from '@/lib/reviews/place-facts';
import {
  type OutboxItem,
  type PendingReply,
  pendingReply,
  readDraftReviewIds,
  readOutbox,
} from '@/lib/reviews/review-cache';

const NO_PLACES: ReadonlyMap<string, PlaceFacts> = new Map();
const NO_DRAFTS: ReadonlySet<string> = new Set();

/**
 * The folder, country and labels of each cached location of the account (lib/reviews/place-facts.ts);
 * empty until read. Opening the inbox also asks the background for the locations when its copy is
 * stale (as the suggestion badge does), so the location filters are there before the person first
 * visits a listings view.
 */
export function useCachedPlaces(accountId: string): ReadonlyMap<string, PlaceFacts> {
  useEffect(() => {
    // A failure shows where it matters (the listings views); the filters keep the cached places.
    void ask(() => sendMessage('refreshListingOverview', { accountId, parts: ['directory'] }));
  }, [accountId]);
  return useCacheRead(accountId, ['locations'], accountId, () => readPlaces(accountId)) ?? NO_PLACES;
}

/** The ids of the account's reviews with a saved draft, kept current as drafts are typed or sent. */
export function useDraftIds(accountId: string): ReadonlySet<string> {
  return useCacheRead(accountId, ['drafts'], accountId, () => readDraftReviewIds(accountId)) ?? NO_DRAFTS;
}

/**
 * The note each review of the account shows for its replies in the outbox (pending-reply-note.tsx),
 * from one read of the outbox: the list's rows look theirs up, so a row scrolled into view reads
 * nothing and listens to nothing of its own.
 */
export function usePendingReplies(accountId: string): (reviewId: string) => PendingReply | undefined {
  const items = useCacheRead(accountId, ['outbox'], accountId, () => readOutbox(accountId));
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
