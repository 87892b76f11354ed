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

/** A predicate for `filter`, built once and applied to many records. */
export function reviewMatcher(filter: ReviewFilter): (review: CachedReview) => boolean {
  const tests: ((review: CachedReview) => boolean)[] = [];
  if (filter.locationIds?.length) {
    const ids = new Set(filter.locationIds);
    tests.push((review) => ids.has(review.locationId));
  }
  if (filter.publisherIds?.length) {
    const ids = new Set(filter.publisherIds);
    tests.push((review) => ids.has(review.publisherId));
  }
  const { minRating, maxRating, fromDate, toDate } = filter;
  if (minRating !== undefined) tests.push((review) => review.rating >= minRating);
  if (maxRating !== undefined) tests.push((review) => review.rating <= maxRating);
  // `publisherDate` is `YYYY-MM-DDThh:mm` (or a bare date): its first ten characters are the day.
  if (fromDate) tests.push((review) => review.publisherDate.slice(0, 10) >= fromDate);
  if (toDate) tests.push((review) => review.publisherDate.slice(0, 10) <= toDate);
  if (filter.awaiting) tests.push((review) => review.needsReply);
  if (filter.unread) tests.push((review) => !review.read);
  const needle = filter.text?.trim().toLowerCase();
  if (needle) tests.push((review) => searchableText(review).includes(needle));
  return (review) => tests.every((test) => test(review));
}

function searchableText(review: CachedReview): string {
  return [review.content, review.title ?? '', review.authorName, ...review.comments.map((c) => c.message)]
    .join('\n')
    .toLowerCase();
}
