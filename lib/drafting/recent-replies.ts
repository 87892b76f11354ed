/**
 * The business's latest replies in the cache, for the browser's model to write in the person's
 * voice (voice-examples.ts makes them safe to show it). Read from the account's newest reviews:
 * a reply follows its review, so the newest replies are on them, and reading a few dozen reviews
 * by key order stays instant at 100,000 cached.
 */
import type { CachedReview } from '../reviews/cached-review';
import { readNewest } from '../reviews/review-cache';
import type { SentReply } from './voice-examples';

/** How many replies the prompt takes, and how many of the newest reviews are looked through. */
export const RECENT_REPLIES = 3;
const REVIEWS_LOOKED_AT = 60;

/** The newest `count` business replies among `reviews`, each with the name of whom it answered. */
export function recentRepliesIn(
  reviews: readonly CachedReview[],
  { exceptReviewId, count = RECENT_REPLIES }: { exceptReviewId?: string; count?: number } = {},
): SentReply[] {
  const found: (SentReply & { at: string })[] = [];
  for (const review of reviews) {
    if (review.id === exceptReviewId) continue;
    for (const comment of review.comments) {
      if (comment.authorRole !== 'BUSINESS_OWNER' || !comment.message?.trim()) continue;
      const parent = comment.parentId && review.comments.find((other) => other.id === comment.parentId);
      found.push({
        text: comment.message.trim(),
        answeredName: parent ? parent.authorName : review.authorName,
        at: comment.publisherDate,
      });
    }
  }
  return found
    .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0))
    .slice(0, count)
    .map(({ text, answeredName }) => ({ text, answeredName }));
}

export async function readRecentReplies(accountId: string, exceptReviewId?: string): Promise<SentReply[]> {
  return recentRepliesIn(await readNewest(accountId, { limit: REVIEWS_LOOKED_AT }), { exceptReviewId });
}
