import type { NameMaps } from '@/lib/names/cached-names';
import { readInboxSort } from '@/lib/reviews/inbox-sort-setting';
import { type CachedReview, readNewest } from '@/lib/reviews/review-cache';
import type { ReviewSort } from '@/lib/reviews/review-sort';

/** Rows read ahead: a screen of the tallest panel and some, one page of use-offset-slices.ts. */
export const FIRST_SCREEN = 50;

interface FirstScreen {
  accountId: string;
  sort: ReviewSort;
  reviews: CachedReview[];
  /**
   * From the background's snapshot (lib/first-screen/panel-screen.ts) rather than read now: shown
   * in the first frame, then read again at once (use-offset-slices.ts).
   */
  provisional?: boolean;
}

/** The inbox's first rows as read before the panel's first render; taken once, by the first mount. */
let primed: FirstScreen | undefined;
/** The names those rows show, when the snapshot carried them; taken once too. */
let primedNames: { accountId: string; names: NameMaps } | undefined;

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

/** The first rows and their names as the background's snapshot holds them, for the first frame. */
export function primeProvisionalScreen(accountId: string, reviews: CachedReview[], names: NameMaps): void {
  primed = { accountId, sort: 'newest', reviews, provisional: true };
  primedNames = { accountId, names };
}

export function takeFirstScreen(
  accountId: string,
  sort: ReviewSort,
): { reviews: CachedReview[]; provisional: boolean } | undefined {
  const taken =
    primed?.accountId === accountId && primed.sort === sort
      ? { reviews: primed.reviews, provisional: primed.provisional === true }
      : undefined;
  primed = undefined;
  return taken;
}

export function takeFirstNames(accountId: string): NameMaps | undefined {
  const taken = primedNames?.accountId === accountId ? primedNames.names : undefined;
  primedNames = undefined;
  return taken;
}
