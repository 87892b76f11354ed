/**
 * Read and Done, the person's triage of reviews, as the background applies it: the marks, then the
 * badge, which counts neither read nor Done reviews as waiting (Done is local: the service is not
 * told). Used by the reviews messages, a notification's Mark read, and Send reply (answering a
 * review is reading it).
 */
import { refreshBadge } from '../notify/badge-refresh';
import type { Triage } from './cached-review';
import { markReviews } from './review-cache-writes';

export async function triage(accountId: string, reviewIds: string[], change: Triage): Promise<void> {
  await markReviews(accountId, reviewIds, change);
  await refreshBadge();
}
