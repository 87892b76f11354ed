/**
 * Read and Done, the person's triage of reviews, as the background applies it: both move the
 * badge's count (Done takes a review out of the Inbox and every count it shows). Used by the reviews messages and
 * by Send reply (answering a review is reading it).
 */
import { refreshBadge } from '../notify/badge-refresh';
import { markReviews } from './review-cache-writes';

export async function markRead(accountId: string, reviewIds: string[], read: boolean): Promise<void> {
  await markReviews(accountId, reviewIds, { read });
  await refreshBadge();
}

/** Done is local (the service is not told), and takes the review out of every count the badge shows. */
export async function markDone(accountId: string, reviewIds: string[], done: boolean): Promise<void> {
  await markReviews(accountId, reviewIds, { done });
  await refreshBadge();
}
