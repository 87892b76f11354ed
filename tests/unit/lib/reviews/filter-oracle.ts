/**
 * The filters applied to whole cached reviews, one by one: the reference the side panel's columns
 * (lib/reviews/review-columns.ts › matcher) must agree with, and a plain way for tests to pick
 * reviews. `rowMatcher` is the real path: a review's projected row, matched by the columns.
 */

import type { CachedReview } from '@/lib/reviews/cached-review';
import type { PlaceLookup } from '@/lib/reviews/place-facts';
import { ReviewColumns } from '@/lib/reviews/review-columns';
import { allowedPlaces, type ReviewFilter, searchableText, themeChoiceOf } from '@/lib/reviews/review-filter';
import { emptyChunk, rowOf, setRow } from '@/lib/reviews/review-rows';
import { hasTheme, NO_THEMES, type ThemeMasks } from '@/lib/themes/theme-masks';

/**
 * What the filters look at, and nothing else: the side panel keeps one of these per cached review
 * in memory (review-index.ts, as columns) so a filter over 100,000 reviews runs without reading a record.
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
  /** Lower-cased; empty when the cache holds none (the list form of a review carries no email). */
  authorEmail: string;
  /** Comments whose author is not the business owner. */
  nonOwnerComments: number;
  /** Set aside as Done (`doneAt`). */
  done: boolean;
  /** The themes its words raise (lib/themes/theme-masks.ts). */
  themes: ThemeMasks;
}

/**
 * The facts of `review`. Its `themes` come from the caller, who reads them
 * (lib/reputation/review-facts.ts › reviewThemes): the pages that filter carry no lexicon.
 */
export function reviewFacts(review: CachedReview, themes: ThemeMasks = NO_THEMES): ReviewFacts {
  return {
    locationId: review.locationId,
    publisherId: review.publisherId,
    rating: review.rating,
    // `publisherDate` is `YYYY-MM-DDThh:mm` (or a bare date): its first ten characters are the day.
    day: review.publisherDate.slice(0, 10),
    needsReply: review.needsReply,
    read: review.read,
    searchText: searchableText(review),
    authorEmail: review.authorEmail?.trim().toLowerCase() ?? '',
    nonOwnerComments: review.comments.filter((c) => c.authorRole !== 'BUSINESS_OWNER').length,
    done: review.doneAt !== undefined,
    themes,
  };
}

/** A predicate over facts for `filter`, built once and applied to many. */
export function factsMatcher(
  filter: ReviewFilter,
  places: PlaceLookup = new Map(),
): (facts: ReviewFacts) => boolean {
  const tests: ((facts: ReviewFacts) => boolean)[] = [];
  const allowed = allowedPlaces(filter, places);
  if (allowed) tests.push((facts) => allowed.has(facts.locationId));
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
  if (filter.followUps) tests.push((facts) => facts.nonOwnerComments > 0);
  const theme = themeChoiceOf(filter.theme);
  if (theme) tests.push((facts) => hasTheme(facts.themes, theme.theme, theme.tone));
  const done = filter.done === true;
  tests.push((facts) => facts.done === done);
  const email = filter.authorEmail?.trim().toLowerCase();
  if (email) tests.push((facts) => facts.authorEmail === email);
  const needle = filter.text?.trim().toLowerCase();
  // The text test last: the cheap ones above usually decide first.
  if (needle) tests.push((facts) => facts.searchText.includes(needle));
  return (facts) => tests.every((test) => test(facts));
}

/** Whether the filter needs the cached locations (folder, country, label). */
export const needsPlaces = (filter: ReviewFilter): boolean =>
  !!(filter.folderId || filter.country || filter.label);

/** A predicate for `filter` over whole cached reviews, their themes read by `themesOf` (none without it). */
export function reviewMatcher(
  filter: ReviewFilter,
  places?: PlaceLookup,
  themesOf?: (review: CachedReview) => ThemeMasks,
): (review: CachedReview) => boolean {
  const matches = factsMatcher(filter, places);
  // The facts carry no id (the index keeps its rows' ids itself: review-columns.ts).
  const ids = filter.reviewIds?.length ? new Set(filter.reviewIds) : undefined;
  // The account is not a fact of the review's words: the All-accounts Account filter checks it here.
  const accounts = filter.accountIds?.length ? new Set(filter.accountIds) : undefined;
  return (review) =>
    (!ids || ids.has(review.id)) &&
    (!accounts || accounts.has(review.accountId)) &&
    matches(reviewFacts(review, themesOf?.(review)));
}

/** The same filter as the side panel applies it: `review`'s row in the index's columns. */
export function rowMatcher(
  filter: ReviewFilter,
  places?: PlaceLookup,
  themesOf?: (review: CachedReview) => ThemeMasks,
): (review: CachedReview) => boolean {
  return (review) => {
    const chunk = emptyChunk(review.accountId, 0);
    const row = rowOf(review);
    setRow(chunk, 0, row, themesOf?.(review) ?? NO_THEMES);
    const columns = new ReviewColumns();
    columns.applyChunk(chunk, 1);
    columns.applyText({ accountId: review.accountId, chunk: 0, text: [row.text] });
    return columns.matcher(filter, places)(0);
  };
}
