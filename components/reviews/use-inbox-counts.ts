import { useCacheRead } from '@/components/cache/use-cache-read';
import type { InboxCounts } from '@/lib/reviews/review-cache';

const STORES = ['reviews'] as const;

// Imported when first needed: the popup's first load carries no IndexedDB code (popup-inbox.tsx).
const count = async (accountId: string) => (await import('@/lib/reviews/review-cache')).countInbox(accountId);

/**
 * The account's inbox counts (awaiting a reply, unread, total) for the popup's Reviews tab and the
 * side panel's Inbox entry; re-read when reviews change. Undefined without an account or until read.
 */
export function useInboxCounts(accountId: string | undefined): InboxCounts | undefined {
  return useCacheRead(accountId ?? '', STORES, accountId ?? '', () =>
    accountId ? count(accountId) : Promise.resolve(undefined),
  );
}
