import { useEffect, useState } from 'preact/hooks';
import { watchPendingSuggestions } from '@/lib/listings/summary-watch';
import { ask, sendMessage } from '@/lib/messaging';

/**
 * Pending publisher suggestions of the account, from the listings summary snapshot: the badge of
 * the popup's Listings tab and the side panel's Suggestions link. Opening a page also asks the
 * background for the suggestions when its copy is older than 15 minutes (a couple of requests at
 * most), so the badge is there before the person first visits a listings view.
 */
export function useSuggestionCount(accountId: string | undefined): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    setCount(0);
    if (!accountId) return undefined;
    // A failure shows where it matters (the views' own refresh); the badge keeps the cached count.
    void ask(() => sendMessage('refreshListingOverview', { accountId, parts: ['suggestions'] }));
    return watchPendingSuggestions(accountId, setCount);
  }, [accountId]);
  return count;
}
