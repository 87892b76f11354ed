/**
 * Read and Done, the person's triage of reviews, as the background applies it: Read also moves the
 * badge's count; Done is local, and moves only the badge's overdue count. Used by the reviews messages and
 * by Send reply (answering a review is reading it).
 */
import { refreshBadge } from '../notify/badge-refresh';
import { markReviews } from './review-cache-writes';

export async function markRead(accountId: string, reviewIds: string[], read: boolean): Promise<void> {
  await markReviews(accountId, reviewIds, { read });
  await refreshBadge();
}

/** Done is local and leaves the awaiting and unread counts as they are, but not the overdue count. */
export async function markDone(accountId: string, reviewIds: string[], done: boolean): Promise<void> {
  await markReviews(accountId, reviewIds, { done });
  await refreshBadge();
}
