/**
 * The review list filters of conventions.md › Reviews. `count` and `averageRating` cover every
 * match, the page is `offset`…`offset + limit` of them in the index order. One compiled filter
 * serves both plans: walking a small bucket of records, or scanning the columns.
 */
import type { AwaitingResponse } from '../../lib/api/catalog';
import type { ReviewFilters } from '../../lib/api/schemas/reviews';
import { DAY_MS, parseIsoDay } from '../core/dates';
import type { ReviewRecord } from './model';
import { AWAITS_COMMENT_REPLY, AWAITS_REVIEW_REPLY, awaitFlags } from './review-columns';
import type { ReviewIndex } from './review-index';

/** The client's filter type (lib/api/schemas/reviews.ts) is the one definition of the list filters. */
export type { ReviewFilters };

export interface ReviewPage {
  count: number;
  averageRating: number;
  reviews: ReviewRecord[];
}

const AWAIT_MASKS: Record<AwaitingResponse, number> = {
  REVIEW: AWAITS_REVIEW_REPLY,
  COMMENT: AWAITS_COMMENT_REPLY,
  REVIEW_OR_COMMENT: AWAITS_REVIEW_REPLY | AWAITS_COMMENT_REPLY,
};

/** Dates are inclusive whole UTC days. */
const dayStart = (day: string | undefined, plus = 0): number =>
  day ? (parseIsoDay(day) + plus) * DAY_MS : Number.NaN;

function compile(index: ReviewIndex, f: ReviewFilters) {
  const { publishers, locations } = index.columns;
  return {
    publisherMask: f.publisherIds && publishers.mask(f.publisherIds),
    locationMask: f.locationIds && locations.mask(f.locationIds),
    minRating: f.minRating ?? -Infinity,
    maxRating: f.maxRating ?? Infinity,
    publishedFrom: f.minPublisherDate ? dayStart(f.minPublisherDate) : -Infinity,
    publishedUntil: f.maxPublisherDate ? dayStart(f.maxPublisherDate, 1) : Infinity,
    updatedFrom: f.minLastServiceUpdateDate ? dayStart(f.minLastServiceUpdateDate) : -Infinity,
    updatedUntil: f.maxLastServiceUpdateDate ? dayStart(f.maxLastServiceUpdateDate, 1) : Infinity,
    awaitMask: f.awaitingResponse ? AWAIT_MASKS[f.awaitingResponse] : 0,
    content: f.reviewContent ? index.contentSearch.mask(f.reviewContent) : undefined,
    author: f.reviewerName ? index.authorSearch.mask(f.reviewerName) : undefined,
  };
}

type Compiled = ReturnType<typeof compile>;

const hasFilter = (f: ReviewFilters): boolean => Object.values(f).some((value) => value !== undefined);

const textMatches = (q: Compiled, slot: number): boolean =>
  (!q.content || q.content[slot] === 1) && (!q.author || q.author[slot] === 1);

function recordMatches(q: Compiled, index: ReviewIndex, r: ReviewRecord): boolean {
  const { publishers, locations } = index.columns;
  if (q.publisherMask && q.publisherMask[publishers.peek(r.publisherId) ?? -1] !== 1) return false;
  if (q.locationMask && q.locationMask[locations.peek(r.locationId) ?? -1] !== 1) return false;
  if (r.rating < q.minRating || r.rating > q.maxRating) return false;
  if (r.publisherTime < q.publishedFrom || r.publisherTime >= q.publishedUntil) return false;
  if (r.updatedTime < q.updatedFrom || r.updatedTime >= q.updatedUntil) return false;
  if (q.awaitMask && (awaitFlags(r) & q.awaitMask) === 0) return false;
  return textMatches(q, index.slotOf.get(r) ?? -1);
}

export function queryReviews(
  index: ReviewIndex,
  filters: ReviewFilters,
  offset: number,
  limit: number,
): ReviewPage {
  if (!hasFilter(filters)) {
    const count = index.all.length;
    return {
      count,
      averageRating: count ? index.ratingSum / count : 0,
      reviews: index.all.slice(offset, offset + limit),
    };
  }
  const q = compile(index, filters);
  const page: ReviewRecord[] = [];
  let count = 0;
  let sum = 0;
  // Only reviews that land on the page are touched as objects; the totals come from numbers.
  const take = (review: ReviewRecord, rating: number) => {
    if (count >= offset && page.length < limit) page.push(review);
    count++;
    sum += rating;
  };

  const small = index.smallCandidates(filters.locationIds, filters.publisherIds);
  if (small) {
    for (const review of small) if (recordMatches(q, index, review)) take(review, review.rating);
  } else {
    const c = index.columns;
    const { all } = index;
    for (let i = 0; i < c.length; i++) {
      if (q.publisherMask && q.publisherMask[c.publisher[i]] !== 1) continue;
      if (q.locationMask && q.locationMask[c.location[i]] !== 1) continue;
      const rating = c.rating[i];
      if (rating < q.minRating || rating > q.maxRating) continue;
      if (c.publisherTime[i] < q.publishedFrom || c.publisherTime[i] >= q.publishedUntil) continue;
      if (c.updatedTime[i] < q.updatedFrom || c.updatedTime[i] >= q.updatedUntil) continue;
      if (q.awaitMask && (c.flags[i] & q.awaitMask) === 0) continue;
      if (!textMatches(q, c.slot[i])) continue;
      if (count >= offset && page.length < limit) page.push(all[i]);
      count++;
      sum += rating;
    }
  }
  return { count, averageRating: count ? sum / count : 0, reviews: page };
}
