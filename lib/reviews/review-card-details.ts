/**
 * What review cards show besides the reviews themselves, read together from the cache: the names
 * of their locations and publishers, which reviews have a reply draft, and which have a reply in
 * the outbox. The popup's Reviews tab reads it for its cards (components/reviews/popup-inbox.tsx),
 * and the side panel for the first rows it records (lib/first-screen/record-screen.ts).
 */
import { readNamesOf } from '../names/cached-names';
import { type CachedReview, readDraftReviewIds, readOutbox } from './review-cache';

export async function readCardDetails(accountId: string, reviews: readonly CachedReview[]) {
  const [names, drafts, outbox] = await Promise.all([
    readNamesOf(accountId, {
      locationIds: reviews.map((review) => review.locationId),
      publisherIds: reviews.map((review) => review.publisherId),
    }),
    readDraftReviewIds(accountId),
    readOutbox(accountId),
  ]);
  return { names, drafts, leaving: new Set(outbox.map((item) => item.reviewId)) };
}
