import { useMemo } from 'preact/hooks';
import { type AccountSummary, accountsItem } from '@/lib/accounts/account-items';
import { useWatchedItem } from './use-watched-item';

export type AccountLookup = (accountId: string) => AccountSummary | undefined;

/**
 * The connected accounts by id, kept current (names and sign-in state for the All-accounts rows);
 * `initial`: the accounts as the page last drew them, until storage answers.
 */
export function useAccountLookup(initial?: AccountSummary[]): AccountLookup {
  const accounts = useWatchedItem(accountsItem, initial);
  return useMemo(() => {
    const byId = new Map((accounts ?? []).map((account) => [account.id, account]));
    return (accountId: string) => byId.get(accountId);
  }, [accounts]);
}
