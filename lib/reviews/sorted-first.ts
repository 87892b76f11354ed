/**
 * The first reviews of the Inbox (not Done) in a Sort order other than newest, for the popup:
 * newest has its own index read (review-cache.ts › readNewest), the other orders sort the side
 * panel's projection (review-index.ts), so the popup lists them exactly as the panel does. Loaded
 * only when such an order is chosen: the popup's first script stays without it.
 */

import type { CachedReview } from './cached-review';
import type { ResponseTargets } from './due-time';
import { readReviewsByKeys } from './review-cache';
import { ReviewIndex } from './review-index';
import type { ReviewScope } from './review-keys';
import type { ReviewSort } from './review-sort';

export async function readSortedFirst(
  scope: ReviewScope,
  sort: ReviewSort,
  targets: ResponseTargets,
  limit: number,
): Promise<CachedReview[]> {
  const { accountIds } = scope;
  const index = await ReviewIndex.open(accountIds.length === 1 ? accountIds[0] : accountIds);
  index.setTargets(targets);
  const keys = index.query({}, undefined, sort).slice(0, limit);
  return readReviewsByKeys(
    keys.map((key) => {
      const { accountId, reviewId } = scope.split(key);
      return [accountId, reviewId] as [string, string];
    }),
  );
}
