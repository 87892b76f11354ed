/**
 * The reviews messages, joined into the one protocol of lib/messaging.ts. Pages read reviews and
 * drafts from the cache (review-cache.ts) and re-read on `onCacheChange`; these ask the background
 * for a sync and for the local triage writes.
 */
import type { Result } from '../errors/error-data';

export interface ReviewsProtocol {
  /** Polls every connected account now; resolves when the cache holds the result. */
  refreshReviews(): Result<{ arrived: number; edited: number }>;
  markReviewsRead(data: { accountId: string; reviewIds: string[]; read: boolean }): Result<void>;
  /** Sets reviews aside as Done (out of the side panel's Inbox), or back; local only. */
  markReviewsDone(data: { accountId: string; reviewIds: string[]; done: boolean }): Result<void>;
  /**
   * The person looked at these accounts' reviews (the popup or the side panel's inbox opened on
   * them): nothing is new since (lib/reviews/looked.ts), and the badge follows.
   */
  markLooked(data: { accountIds: string[] }): Result<void>;
}
