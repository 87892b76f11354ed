import { useEffect } from 'preact/hooks';
import { useWatchedItem } from '@/components/account/use-watched-item';
import { onCacheChange } from '@/lib/cache/changes';
import { readFirstRows, readFirstRowsOfAccounts, recordScreen } from '@/lib/first-screen/record-screen';
import type { NameMaps } from '@/lib/names/cached-names';
import { inboxSortItem, inboxSortOf } from '@/lib/reviews/inbox-sort-setting';
import type { CachedReview } from '@/lib/reviews/review-cache';
import type { ReviewSort } from '@/lib/reviews/review-sort';

/** Rows read at once: a screen of the tallest panel and some, one page of use-offset-slices.ts. */
export const FIRST_SCREEN = 50;

/**
 * The inbox's first rows as the panel last drew them (components/shell/side-panel-boot.ts), and
 * their names: shown in the first frame, then read again at once (use-offset-slices.ts). Each is
 * taken once, by the first mount, of the same list: its account, or with All accounts the same
 * accounts (`scopeId`, lib/reviews/review-keys.ts › ReviewScope.id).
 */
let primed: { scopeId: string; reviews: CachedReview[] } | undefined;
let primedNames: { scopeId: string; names: NameMaps } | undefined;

export function primeProvisionalScreen(scopeId: string, reviews: CachedReview[], names: NameMaps): void {
  primed = { scopeId, reviews };
  primedNames = { scopeId, names };
}

/** The primed rows, in the default order only: the one they were drawn in. */
export function takeFirstScreen(scopeId: string, sort: ReviewSort): CachedReview[] | undefined {
  const taken = primed?.scopeId === scopeId && sort === 'newest' ? primed.reviews : undefined;
  primed = undefined;
  return taken;
}

export function takeFirstNames(scopeId: string): NameMaps | undefined {
  const taken = primedNames?.scopeId === scopeId ? primedNames.names : undefined;
  primedNames = undefined;
  return taken;
}

/** Runs `job` in the page's idle time (two seconds at most); returns what cancels it. */
function whenIdle(job: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(job, 0);
    return () => clearTimeout(timer);
  }
  const idle = requestIdleCallback(job, { timeout: 2_000 });
  return () => cancelIdleCallback(idle);
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
  /** With All accounts, every account listed: their merged first rows are recorded. */
  listed: readonly string[] = [],
): void {
  const stored = useWatchedItem(inboxSortItem);
  const sort = stored === undefined ? undefined : inboxSortOf(stored);
  const merged = listed.length > 1;
  const listedKey = listed.join('\n');
  useEffect(() => {
    if (!accountId || sort === undefined) return;
    if (sort !== 'newest') {
      void recordScreen('panel', accountId, null);
      return;
    }
    const accounts = merged ? [...listed] : [accountId];
    const read = () => (merged ? readFirstRowsOfAccounts(accounts) : readFirstRows(accountId));
    const record = () =>
      void read().then((rows) => recordScreen('panel', accountId, rows, merged ? accounts : undefined));
    // Over several accounts the record reads every account's rows and names: after the page's
    // own first reads (the index among them), in its idle time.
    let cancelFirst = () => {};
    if (merged) cancelFirst = whenIdle(record);
    else record();
    const stop = onCacheChange((change) => {
      if (accounts.includes(change.accountId) && change.stores.some((store) => ROW_STORES.includes(store)))
        record();
    });
    return () => {
      cancelFirst();
      stop();
    };
  }, [accountId, sort, listedKey]);
}
