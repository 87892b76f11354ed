import { useEffect, useState } from 'preact/hooks';
import { watchPendingSuggestions } from '@/lib/listings/summary-watch';

/**
 * Pending publisher suggestions of the account, from the listings summary snapshot: the badge of
 * the popup's Listings tab and the side panel's Suggestions link.
 */
export function useSuggestionCount(accountId: string | undefined): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    setCount(0);
    return accountId ? watchPendingSuggestions(accountId, setCount) : undefined;
  }, [accountId]);
  return count;
}
