import { useCacheRead } from '@/components/cache/use-cache-read';
import { countInbox, type InboxCounts } from '@/lib/reviews/review-cache';

const STORES = ['reviews'] as const;

/**
 * The account's inbox counts (awaiting a reply, unread, total) for the popup's Reviews tab and the
 * side panel's Inbox entry; re-read when reviews change. Undefined without an account or until read.
 */
export function useInboxCounts(accountId: string | undefined): InboxCounts | undefined {
  return useCacheRead(accountId ?? '', STORES, accountId ?? '', () =>
    accountId ? countInbox(accountId) : Promise.resolve(undefined),
  );
}
