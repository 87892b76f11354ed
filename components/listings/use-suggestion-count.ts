import { useEffect, useState } from 'preact/hooks';

/**
 * Pending publisher suggestions of the account, from the listings summary snapshot: the badge of
 * the popup's Listings tab and the side panel's Suggestions link. The cache code is imported when
 * first needed, so the popup's first load stays within its budget (README › Benchmarks).
 */
export function useSuggestionCount(accountId: string | undefined): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    setCount(0);
    let live = true;
    let stop: (() => void) | undefined;
    if (accountId)
      void import('@/lib/listings/summary-watch').then((watch) => {
        if (live) stop = watch.watchPendingSuggestions(accountId, setCount);
      });
    return () => {
      live = false;
      stop?.();
    };
  }, [accountId]);
  return count;
}
