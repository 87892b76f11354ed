import { useCacheRead } from '@/components/cache/use-cache-read';
import { countInbox, type InboxCounts } from '@/lib/reviews/review-cache';

const STORES = ['reviews'] as const;

/** The inbox counts of the accounts listed: their sum, and each account's (All accounts). */
export interface ScopedCounts extends InboxCounts {
  byAccount: { accountId: string; counts: InboxCounts }[];
}

/** The counts of several accounts added up, each account's kept beside. */
export function sumCounts(byAccount: ScopedCounts['byAccount']): ScopedCounts {
  const sum = (field: keyof InboxCounts) => byAccount.reduce((total, { counts }) => total + counts[field], 0);
  return { total: sum('total'), awaiting: sum('awaiting'), unread: sum('unread'), byAccount };
}

/**
 * The inbox counts (awaiting a reply, unread, total) of the account, or of every account listed
 * with All accounts, for the popup's Reviews tab and the side panel's Inbox entry; re-read when
 * reviews change. Undefined without an account or until read.
 */
export function useInboxCounts(accounts: string | readonly string[] | undefined): ScopedCounts | undefined {
  const accountIds = accounts === undefined ? [] : typeof accounts === 'string' ? [accounts] : accounts;
  return useCacheRead(accountIds, STORES, accountIds.join('\n'), async () =>
    accountIds.length === 0
      ? undefined
      : sumCounts(
          await Promise.all(
            accountIds.map(async (accountId) => ({ accountId, counts: await countInbox(accountId) })),
          ),
        ),
  );
}
