import { useEffect, useState } from 'preact/hooks';
import { onCacheChange } from '@/lib/cache/changes';
import { readListingSummary } from '@/lib/listings/summary-read';

/**
 * Pending publisher suggestions of the account, from the listings summary snapshot: the badge of
 * the popup's Listings tab and the side panel's Suggestions link. Small on purpose: the popup's
 * first load imports it.
 */
export function useSuggestionCount(accountId: string | undefined): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!accountId) {
      setCount(0);
      return;
    }
    let live = true;
    const load = () =>
      void readListingSummary(accountId).then(
        (summary) => live && setCount(summary?.pendingSuggestions ?? 0),
        () => {},
      );
    load();
    const stop = onCacheChange((change) => {
      if (change.accountId === accountId && change.stores.includes('snapshots')) load();
    });
    return () => {
      live = false;
      stop();
    };
  }, [accountId]);
  return count;
}
