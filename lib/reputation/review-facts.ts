/**
 * What the reputation figures need of one cached review, and nothing more: where, when, how it was
 * rated, when the business first answered, and the themes it raises. Kept small so that 100,000 of them are read and
 * computed over in a few tens of milliseconds (fact-cache.ts keeps them as columns).
 */
import { canReplyToReview } from '../api/catalog';
import { awaitingResponse, newestComment } from '../reviews/awaiting-response';
import type { CachedReview } from '../reviews/cached-review';
import { serviceTime } from '../reviews/due-time';
import { themesOfReview } from '../themes/read-themes';
import { masksOf, type ThemeMasks } from '../themes/theme-masks';

export interface ReviewFact {
  id: string;
  locationId: string;
  publisherId: string;
  rating: number;
  /** The review's `publisherDate`, epoch ms (the service's dates are UTC). */
  publishedAt: number;
  /** The first business-owner comment, epoch ms; absent while unanswered. */
  firstReplyAt?: number;
  /** On a publisher that takes replies: the only reviews a response rate can count. */
  answerable: boolean;
  /**
   * Awaiting a response that can be given now, since when; absent once set aside as Done, which
   * takes a review out of the Inbox and out of every count of what is waiting.
   */
  waitingSince?: number;
  /** Set aside as Done: it shows no due time and is never overdue (lib/reviews/due-time.ts). */
  done?: true;
  /** What its title and text raise (lib/themes), one bit mask per tone: "What customers mention". */
  themes: ThemeMasks;
}

/** The service's dates as epoch ms: one reading of them for the facts and the due times. */
export { serviceTime };

type FactSource = Pick<
  CachedReview,
  'id' | 'locationId' | 'publisherId' | 'rating' | 'publisherDate' | 'comments' | 'title' | 'content'
> &
  Partial<Pick<CachedReview, 'doneAt'>>;

/**
 * The themes a review raises (lib/themes), read from its title and text in `language` (the one it
 * reads as), as bit masks: none in a language without a lexicon.
 */
export const reviewThemes = (review: Pick<CachedReview, 'title' | 'content'>, language = 'en'): ThemeMasks =>
  masksOf(themesOfReview(review, language));

/**
 * The fact of `review`. Its `themes` are read from its words unless given: the review writes give
 * the ones they read once (lib/reviews/review-projection.ts), so a write that changes no word
 * reads none.
 */
export function factOf(review: FactSource, themes: ThemeMasks = reviewThemes(review)): ReviewFact {
  const publishedAt = serviceTime(review.publisherDate);
  let firstReplyAt: number | undefined;
  for (const comment of review.comments) {
    if (comment.authorRole !== 'BUSINESS_OWNER') continue;
    const at = serviceTime(comment.publisherDate);
    if (!Number.isNaN(at) && (firstReplyAt === undefined || at < firstReplyAt)) firstReplyAt = at;
  }
  const answerable = canReplyToReview(review.publisherId);
  const fact: ReviewFact = {
    id: review.id,
    locationId: review.locationId,
    publisherId: review.publisherId,
    rating: review.rating,
    publishedAt,
    answerable,
    themes,
  };
  if (firstReplyAt !== undefined) fact.firstReplyAt = firstReplyAt;
  if (review.doneAt !== undefined) fact.done = true;
  const awaiting = answerable && review.doneAt === undefined ? awaitingResponse(review.comments) : null;
  // A customer's follow-up waits from when it was written; an unanswered review from its own date.
  if (awaiting === 'REVIEW') fact.waitingSince = publishedAt;
  else if (awaiting === 'COMMENT') {
    const newest = newestComment(review.comments);
    fact.waitingSince = newest ? serviceTime(newest.publisherDate) : publishedAt;
  }
  return fact;
}

/** Whether two facts count the same (`null`: a review that counts nowhere). */
export function sameFact(a: ReviewFact | null | undefined, b: ReviewFact | null): boolean {
  if (!a || !b) return (a ?? null) === b;
  return (
    a.id === b.id &&
    a.locationId === b.locationId &&
    a.publisherId === b.publisherId &&
    Object.is(a.rating, b.rating) &&
    Object.is(a.publishedAt, b.publishedAt) &&
    a.firstReplyAt === b.firstReplyAt &&
    a.waitingSince === b.waitingSince &&
    a.answerable === b.answerable &&
    a.done === b.done &&
    a.themes.praise === b.themes.praise &&
    a.themes.complaint === b.themes.complaint &&
    a.themes.neutral === b.themes.neutral
  );
}
