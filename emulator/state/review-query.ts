/**
 * The review list filters of conventions.md › Reviews and the 2017 ones (reviewer email, customer
 * follow-ups, folder, countries, labels, status). `count` and `averageRating` cover every match;
 * the page is a window of them in the index order: from an offset, or after a page token's key.
 * One compiled filter serves both plans: walking a small bucket of records, or scanning the columns.
 */
import { type AwaitingResponse, DEFAULT_REVIEW_STATUS } from '../../lib/api/catalog';
import type { ReviewFilters } from '../../lib/api/schemas/reviews';
import { DAY_MS, parseIsoDay } from '../core/dates';
import { selectLocations } from './location-select';
import type { LocationRecord, ReviewRecord } from './model';
import {
  AWAITS_COMMENT_REPLY,
  AWAITS_REVIEW_REPLY,
  awaitFlags,
  nonOwnerComments,
  statusCode,
} from './review-columns';
import { type OrderKey, orderToKey, positionAfter, type ReviewIndex } from './review-index';

/** The client's filter type (lib/api/schemas/reviews.ts) is the one definition of the list filters. */
export type { ReviewFilters };

/** Which matches make the page: from an offset, or those after a key (a page token's cursor). */
export type ReviewWindow = { limit: number } & ({ offset: number } | { after: OrderKey });

export interface ReviewPage {
  count: number;
  averageRating: number;
  reviews: ReviewRecord[];
  /** Whether matches remain after the page. */
  more: boolean;
}

const AWAIT_MASKS: Record<AwaitingResponse, number> = {
  REVIEW: AWAITS_REVIEW_REPLY,
  COMMENT: AWAITS_COMMENT_REPLY,
  REVIEW_OR_COMMENT: AWAITS_REVIEW_REPLY | AWAITS_COMMENT_REPLY,
};

/** Dates are inclusive whole UTC days. */
const dayStart = (day: string | undefined, plus = 0): number =>
  day ? (parseIsoDay(day) + plus) * DAY_MS : Number.NaN;

/**
 * The filters with folder, countries and labels turned into the location ids they select (ids
 * given as well narrow it further); `status` defaults to LIVE.
 */
function resolve(f: ReviewFilters, locations: readonly LocationRecord[]) {
  const selected = selectLocations(locations, {
    locationIds: f.locationIds,
    folderIds: f.folderId !== undefined ? [f.folderId] : undefined,
    countries: f.countries,
    labels: f.locationLabels,
  });
  return { ...f, locationIds: selected?.map((l) => l.fields.id), status: f.status ?? DEFAULT_REVIEW_STATUS };
}
type Resolved = ReturnType<typeof resolve>;

function compile(index: ReviewIndex, f: Resolved) {
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
    minNonOwner: f.minNonOwnerComments ?? 0,
    status: statusCode(f.status),
    email: f.reviewerEmail?.trim().toLowerCase() || undefined,
    content: f.reviewContent ? index.contentSearch.mask(f.reviewContent) : undefined,
    author: f.reviewerName ? index.authorSearch.mask(f.reviewerName) : undefined,
  };
}

type Compiled = ReturnType<typeof compile>;

/** Whether anything but the status narrows the list. */
const narrowed = (f: Resolved): boolean =>
  Object.entries(f).some(([key, value]) => key !== 'status' && value !== undefined && value !== '');

const textMatches = (q: Compiled, slot: number): boolean =>
  (!q.content || q.content[slot] === 1) && (!q.author || q.author[slot] === 1);

const emailMatches = (q: Compiled, review: ReviewRecord): boolean =>
  !q.email || review.authorEmail.toLowerCase() === q.email;

function recordMatches(q: Compiled, index: ReviewIndex, r: ReviewRecord): boolean {
  const { publishers, locations } = index.columns;
  if (statusCode(r.status) !== q.status) return false;
  if (q.publisherMask && q.publisherMask[publishers.peek(r.publisherId) ?? -1] !== 1) return false;
  if (q.locationMask && q.locationMask[locations.peek(r.locationId) ?? -1] !== 1) return false;
  if (r.rating < q.minRating || r.rating > q.maxRating) return false;
  if (r.publisherTime < q.publishedFrom || r.publisherTime >= q.publishedUntil) return false;
  if (r.updatedTime < q.updatedFrom || r.updatedTime >= q.updatedUntil) return false;
  if (q.awaitMask && (awaitFlags(r) & q.awaitMask) === 0) return false;
  if (q.minNonOwner && nonOwnerComments(r) < q.minNonOwner) return false;
  return textMatches(q, index.slotOf.get(r) ?? -1) && emailMatches(q, r);
}

export function queryReviews(
  index: ReviewIndex,
  locations: readonly LocationRecord[],
  filters: ReviewFilters,
  window: ReviewWindow,
): ReviewPage {
  const f = resolve(filters, locations);
  const { limit } = window;
  const offset = 'offset' in window ? window.offset : 0;
  const page: ReviewRecord[] = [];
  let count = 0;
  let sum = 0;
  let more = false;
  const take = (review: ReviewRecord, rating: number, eligible: boolean) => {
    count++;
    sum += rating;
    if (!eligible || count <= offset) return;
    if (page.length < limit) page.push(review);
    else more = true;
  };
  const q = compile(index, f);
  const c = index.columns;
  const { all } = index;
  const start = 'after' in window ? positionAfter(all, window.after) : 0;

  if (!narrowed(f)) {
    // Totals per status are kept by the index: only the page's stretch of the status column is read.
    count = index.statusCount[q.status];
    sum = index.statusRatingSum[q.status];
    let seen = 0;
    for (let i = start; i < c.length; i++) {
      if (c.status[i] !== q.status || seen++ < offset) continue;
      if (page.length === limit) {
        more = true;
        break;
      }
      page.push(all[i]);
    }
    return { count, averageRating: count ? sum / count : 0, reviews: page, more };
  }

  const small = index.smallCandidates(f.locationIds, f.publisherIds);
  if (small) {
    const key = 'after' in window ? window.after : undefined;
    for (const review of small)
      if (recordMatches(q, index, review)) take(review, review.rating, !key || orderToKey(review, key) > 0);
  } else {
    const status = c.status;
    const wanted = q.status;
    const nonOwner = c.nonOwner;
    const minNonOwner = q.minNonOwner;
    for (let i = 0; i < c.length; i++) {
      if (status[i] !== wanted) continue;
      if (q.publisherMask && q.publisherMask[c.publisher[i]] !== 1) continue;
      if (q.locationMask && q.locationMask[c.location[i]] !== 1) continue;
      const rating = c.rating[i];
      if (rating < q.minRating || rating > q.maxRating) continue;
      if (c.publisherTime[i] < q.publishedFrom || c.publisherTime[i] >= q.publishedUntil) continue;
      if (c.updatedTime[i] < q.updatedFrom || c.updatedTime[i] >= q.updatedUntil) continue;
      if (q.awaitMask && (c.flags[i] & q.awaitMask) === 0) continue;
      if (nonOwner[i] < minNonOwner) continue;
      if (!textMatches(q, c.slot[i]) || (q.email && !emailMatches(q, all[i]))) continue;
      count++;
      sum += rating;
      // Only reviews that land on the page are touched as objects; the totals come from numbers.
      if (i < start || count <= offset) continue;
      if (page.length < limit) page.push(all[i]);
      else more = true;
    }
  }
  return { count, averageRating: count ? sum / count : 0, reviews: page, more };
}
