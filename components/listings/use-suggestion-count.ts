import { useCacheRead } from '@/components/reviews/use-cache-read';

const STORES = ['snapshots'] as const;

// Imported when first needed: the popup's first load carries no IndexedDB code.
const pending = async (accountId: string) =>
  (await (await import('@/lib/listings/summary-read')).readListingSummary(accountId))?.pendingSuggestions ??
  0;

/**
 * Pending publisher suggestions of the account, from the listings summary snapshot: the badge of
 * the popup's Listings tab and the side panel's Suggestions link. Re-read when snapshots change.
 */
export function useSuggestionCount(accountId: string | undefined): number {
  return (
    useCacheRead(accountId ?? '', STORES, accountId ?? '', () =>
      accountId ? pending(accountId).catch(() => 0) : Promise.resolve(0),
    ) ?? 0
  );
}
