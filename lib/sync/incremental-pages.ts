/**
 * How a sync run stores the pages of its incremental pass and of its look for removed reviews
 * (account-poller.ts): each page is diffed against the cache, what is new or changed is written,
 * and the sync state moves on. Unlike the backfill, what arrives here is announced.
 */
import type { Review } from '../api';
import type { CachedReview } from '../reviews/cached-review';
import { cacheReviews, readKnownUpdates } from '../reviews/review-cache-writes';
import { diffPage, isHistory } from './review-diff';
import { dayOf, later } from './service-time';
import type { SyncState } from './sync-state';

export interface IncrementalPageOutcome {
  state: SyncState;
  /** Reviews new since the last pass, claimed for announcement. */
  arrived: CachedReview[];
  edited: number;
  /** Reviews whose rating an edit just lowered. */
  ratingDrops: CachedReview[];
  /** Whether the pass is over (no further page to ask for). */
  done: boolean;
}

/** Diffs and stores one page of the incremental pass, newest first. */
export async function storeIncrementalPage(
  accountId: string,
  state: SyncState,
  reviews: Review[],
  limit: number,
  now: number,
): Promise<IncrementalPageOutcome> {
  const known = await readKnownUpdates(
    accountId,
    reviews.map((review) => review.id),
  );
  const diff = diffPage(reviews, known, { cursor: state.cursor, pageFull: reviews.length === limit });
  const { quietBefore } = state;
  const stored = await cacheReviews(
    accountId,
    [...diff.created, ...diff.edited, ...diff.recheck],
    (review) => (isHistory(review, quietBefore) ? 'backfill' : 'poll'),
    now,
  );
  const outcome = {
    arrived: stored.created.filter((review) => review.notifiedAt !== undefined),
    edited: stored.edited.length,
    ratingDrops: stored.ratingDrops,
  };
  const pass = {
    offset: (state.pass?.offset ?? 0) + reviews.length,
    newest: later(state.pass?.newest, diff.newest),
  };
  if (diff.continuePaging) return { ...outcome, state: { ...state, pass }, done: false };
  return {
    ...outcome,
    state: { ...state, pass: undefined, quietBefore: undefined, cursor: later(state.cursor, pass.newest) },
    done: true,
  };
}

/**
 * Marks the cached reviews among `reviews` (listed with status REMOVED) as removed; the others
 * were never shown here and stay unknown. The next look starts from the newest day this sync
 * has seen (the service's clock, so no local clock skew can skip a day).
 */
export async function storeRemovedPage(
  accountId: string,
  state: SyncState,
  reviews: Review[],
  now: number,
): Promise<{ state: SyncState; removed: number }> {
  const known = await readKnownUpdates(
    accountId,
    reviews.map((review) => review.id),
  );
  const stored = await cacheReviews(
    accountId,
    reviews.filter((review) => known.has(review.id)),
    () => 'backfill',
    now,
  );
  const since = dayOf(state.cursor) ?? state.removedCheck?.since ?? '1970-01-01';
  return {
    state: { ...state, lastSuccessAt: now, removedCheck: { at: now, since } },
    removed: stored.edited.length,
  };
}
