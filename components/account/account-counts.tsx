import { i18n } from '@/lib/i18n/translate';
import './all-accounts.css';
import { useInboxCounts } from '@/components/reviews/use-inbox-counts';
import { formatNumber } from '@/lib/i18n/format';
import { AccountLabel } from './account-label';
import { useAccountLookup } from './use-account-lookup';

/**
 * What the All-accounts inbox counts, said in words ("231 awaiting across 3 accounts"), with each
 * account's share one click away: a disclosure, which every browser makes keyboard- and
 * screen-reader-friendly. An account that needs sign-in says so beside its count.
 */
export function AccountCounts({ accountIds }: { accountIds: readonly string[] }) {
  const counts = useInboxCounts(accountIds);
  const accountOf = useAccountLookup();
  if (!counts) return null;
  const total = i18n.t('allAccounts.awaitingAcross', counts.awaiting, {
    accounts: formatNumber(counts.byAccount.length),
  });
  return (
    <details class="account-counts">
      <summary>{total}</summary>
      <ul aria-label={i18n.t('allAccounts.perAccount')}>
        {counts.byAccount.map(({ accountId, counts: each }) => (
          <li key={accountId}>
            <AccountLabel account={accountOf(accountId) ?? { name: accountId, status: 'connected' }} />
            <span>{i18n.t('allAccounts.accountAwaiting', each.awaiting)}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
