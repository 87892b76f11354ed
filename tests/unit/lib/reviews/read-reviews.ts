/**
 * The cached reviews of an account that match a filter, found record by record: what the side
 * panel's index (lib/reviews/review-index.ts) must answer, computed without it, and a way for tests
 * to pick reviews out of a synced cache. Newest update first; the same minute by id, newest first,
 * as the index's default order. No filter lists every review, Done ones included.
 */
import { accountRange, openCache } from '@/lib/cache/db';
import { readDirectory } from '@/lib/names/cached-names';
import { reviewThemes } from '@/lib/reputation/review-facts';
import type { CachedReview } from '@/lib/reviews/cached-review';
import { isEmptyFilter, type ReviewFilter } from '@/lib/reviews/review-filter';
import { needsPlaces, reviewMatcher } from './filter-oracle';

const newestFirst = (a: CachedReview, b: CachedReview): number =>
  a.updated !== b.updated ? (a.updated < b.updated ? 1 : -1) : a.id < b.id ? 1 : a.id > b.id ? -1 : 0;

export async function readReviews(
  accountId: string,
  filter: ReviewFilter = {},
  { offset = 0, limit = Number.POSITIVE_INFINITY } = {},
): Promise<{ reviews: CachedReview[]; total: number }> {
  const all = (await (await openCache()).getAll('reviews', accountRange(accountId))) as CachedReview[];
  const matches = isEmptyFilter(filter)
    ? () => true
    : reviewMatcher(
        filter,
        needsPlaces(filter) ? (await readDirectory(accountId)).places : undefined,
        reviewThemes,
      );
  const found = all.filter(matches).sort(newestFirst);
  return { reviews: found.slice(offset, offset + limit), total: found.length };
}
