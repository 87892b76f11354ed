import { useEffect } from 'preact/hooks';
import { useCacheRead } from '@/components/cache/use-cache-read';
import { readListingSummary } from '@/lib/listings/listing-cache';
import { ask, sendMessage } from '@/lib/messaging';

/**
 * Pending publisher suggestions of the account, from the listings summary snapshot: the badge of
 * the popup's Listings tab and the side panel's Suggestions link. Opening a page also asks the
 * background for the suggestions when its copy is older than 15 minutes (a couple of requests at
 * most), so the badge is there before the person first visits a listings view.
 */
export function useSuggestionCount(accountId: string | undefined): number {
  useEffect(() => {
    // A failure shows where it matters (the views' own refresh); the badge keeps the cached count.
    if (accountId)
      void ask(() => sendMessage('refreshListingOverview', { accountId, parts: ['suggestions'] }));
  }, [accountId]);
  const summary = useCacheRead(accountId ?? '', ['snapshots'], accountId ?? '', async () =>
    accountId ? readListingSummary(accountId) : undefined,
  );
  return summary?.pendingSuggestions ?? 0;
}
