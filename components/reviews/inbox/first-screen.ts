import { readInboxSort } from '@/lib/reviews/inbox-sort-setting';
import { type CachedReview, readNewest } from '@/lib/reviews/review-cache';
import type { ReviewSort } from '@/lib/reviews/review-sort';

/** Rows read ahead: a screen of the tallest panel and some, one page of use-offset-slices.ts. */
export const FIRST_SCREEN = 50;

interface FirstScreen {
  accountId: string;
  sort: ReviewSort;
  reviews: CachedReview[];
}

/** The inbox's first rows as read before the panel's first render; taken once, by the first mount. */
let primed: FirstScreen | undefined;

/**
 * Reads the inbox's first screen ahead of the side panel's first render
 * (components/shell/side-panel-boot.ts): the newest reviews, the default order, which the cache
 * reads in one request through its `byPublished` index. Another order waits for the index.
 */
export async function primeFirstScreen(
  accountId: string,
  /** The stored order, when the caller read it already (or started to). */
  stored: ReviewSort | Promise<ReviewSort> = readInboxSort(),
): Promise<void> {
  const sort = await stored;
  if (sort !== 'newest') return;
  primed = { accountId, sort, reviews: await readNewest(accountId, { limit: FIRST_SCREEN }) };
}

export function takeFirstScreen(accountId: string, sort: ReviewSort): CachedReview[] | undefined {
  const taken = primed?.accountId === accountId && primed.sort === sort ? primed.reviews : undefined;
  primed = undefined;
  return taken;
}
