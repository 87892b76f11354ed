/**
 * The side panel's filters over cached reviews (UI.md › Side panel: location, publisher, rating
 * range, date range, awaiting response, text search). Pure, so the list and the CSV export agree.
 */
import type { CachedReview } from './cached-review';

export interface ReviewFilter {
  locationIds?: readonly string[];
  publisherIds?: readonly string[];
  minRating?: number;
  maxRating?: number;
  /** Publication day, `YYYY-MM-DD`, inclusive (UTC, as the service dates). */
  fromDate?: string;
  toDate?: string;
  /** Only reviews awaiting a reply that can be given (`needsReply`). */
  awaiting?: boolean;
  /** Only unread reviews. */
  unread?: boolean;
  /** Case-insensitive substring of the text, title, author or any comment. */
  text?: string;
}

export function isEmptyFilter(filter: ReviewFilter): boolean {
  return Object.values(filter).every(
    (value) =>
      value === undefined || value === '' || value === false || (Array.isArray(value) && value.length === 0),
  );
}

/**
 * What the filters look at, and nothing else: the side panel keeps one of these per cached review
 * in memory (review-index.ts) so a filter over 100,000 reviews runs without reading a record.
 */
export interface ReviewFacts {
  locationId: string;
  publisherId: string;
  rating: number;
  /** `YYYY-MM-DD`, the publication day. */
  day: string;
  needsReply: boolean;
  read: boolean;
  /** The text, title, author and comments, lower-cased, for the text search. */
  searchText: string;
}

export function reviewFacts(review: CachedReview): ReviewFacts {
  return {
    locationId: review.locationId,
    publisherId: review.publisherId,
    rating: review.rating,
    // `publisherDate` is `YYYY-MM-DDThh:mm` (or a bare date): its first ten characters are the day.
    day: review.publisherDate.slice(0, 10),
    needsReply: review.needsReply,
    read: review.read,
    searchText: searchableText(review),
  };
}

/** A predicate over facts for `filter`, built once and applied to many. */
export function factsMatcher(filter: ReviewFilter): (facts: ReviewFacts) => boolean {
  const tests: ((facts: ReviewFacts) => boolean)[] = [];
  if (filter.locationIds?.length) {
    const ids = new Set(filter.locationIds);
    tests.push((facts) => ids.has(facts.locationId));
  }
  if (filter.publisherIds?.length) {
    const ids = new Set(filter.publisherIds);
    tests.push((facts) => ids.has(facts.publisherId));
  }
  const { minRating, maxRating, fromDate, toDate } = filter;
  if (minRating !== undefined) tests.push((facts) => facts.rating >= minRating);
  if (maxRating !== undefined) tests.push((facts) => facts.rating <= maxRating);
  if (fromDate) tests.push((facts) => facts.day >= fromDate);
  if (toDate) tests.push((facts) => facts.day <= toDate);
  if (filter.awaiting) tests.push((facts) => facts.needsReply);
  if (filter.unread) tests.push((facts) => !facts.read);
  const needle = filter.text?.trim().toLowerCase();
  // The text test last: the cheap ones above usually decide first.
  if (needle) tests.push((facts) => facts.searchText.includes(needle));
  return (facts) => tests.every((test) => test(facts));
}

/** A predicate for `filter` over whole cached reviews. */
export function reviewMatcher(filter: ReviewFilter): (review: CachedReview) => boolean {
  const matches = factsMatcher(filter);
  return (review) => matches(reviewFacts(review));
}

function searchableText(review: CachedReview): string {
  return [review.content, review.title ?? '', review.authorName, ...review.comments.map((c) => c.message)]
    .join('\n')
    .toLowerCase();
}
