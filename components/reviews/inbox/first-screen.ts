import { useEffect } from 'preact/hooks';
import { useWatchedItem } from '@/components/account/use-watched-item';
import { onCacheChange } from '@/lib/cache/changes';
import { readFirstRows, recordScreen } from '@/lib/first-screen/record-screen';
import type { NameMaps } from '@/lib/names/cached-names';
import { inboxSortItem, inboxSortOf } from '@/lib/reviews/inbox-sort-setting';
import type { CachedReview } from '@/lib/reviews/review-cache';
import type { ReviewSort } from '@/lib/reviews/review-sort';

/** Rows read at once: a screen of the tallest panel and some, one page of use-offset-slices.ts. */
export const FIRST_SCREEN = 50;

/**
 * The inbox's first rows as the panel last drew them (components/shell/side-panel-boot.ts), and
 * their names: shown in the first frame, then read again at once (use-offset-slices.ts). Each is
 * taken once, by the first mount.
 */
let primed: { accountId: string; reviews: CachedReview[] } | undefined;
let primedNames: { accountId: string; names: NameMaps } | undefined;

export function primeProvisionalScreen(accountId: string, reviews: CachedReview[], names: NameMaps): void {
  primed = { accountId, reviews };
  primedNames = { accountId, names };
}

/** The primed rows, in the default order only: the one they were drawn in. */
export function takeFirstScreen(accountId: string, sort: ReviewSort): CachedReview[] | undefined {
  const taken = primed?.accountId === accountId && sort === 'newest' ? primed.reviews : undefined;
  primed = undefined;
  return taken;
}

export function takeFirstNames(accountId: string): NameMaps | undefined {
  const taken = primedNames?.accountId === accountId ? primedNames.names : undefined;
  primedNames = undefined;
  return taken;
}

/** What changes the rows the panel records: the reviews, their names, their drafts, the outbox. */
const ROW_STORES = ['reviews', 'locations', 'publishers', 'drafts', 'outbox'];

/**
 * Records the inbox's first rows in the default order for the panel's next open
 * (lib/first-screen/record-screen.ts), now and whenever the cache changes them, on whatever view the
 * panel shows: that open starts on them. Another stored order records nothing (those rows need the
 * panel's index), and the record goes.
 */
export function useRecordFirstRows(
  accountId: string | undefined,
  /** All accounts is chosen: like another order, it records nothing and the record goes. */
  merged = false,
): void {
  const stored = useWatchedItem(inboxSortItem);
  const sort = stored === undefined ? undefined : inboxSortOf(stored);
  useEffect(() => {
    if (!accountId || sort === undefined) return;
    if (sort !== 'newest' || merged) {
      void recordScreen('panel', accountId, null);
      return;
    }
    const record = () => void readFirstRows(accountId).then((rows) => recordScreen('panel', accountId, rows));
    record();
    return onCacheChange((change) => {
      if (change.accountId === accountId && change.stores.some((store) => ROW_STORES.includes(store)))
        record();
    });
  }, [accountId, sort, merged]);
}
