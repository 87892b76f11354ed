import { i18n } from '@/lib/i18n/translate';
import './account-label.css';
import type { AccountSummary } from '@/lib/accounts/account-items';

/**
 * The account a review belongs to, on its row or card in the All-accounts inbox: its name, and
 * when the account needs sign-in, that state (its reviews stay listed as last synced).
 */
export function AccountLabel({ account }: { account: Pick<AccountSummary, 'name' | 'status'> | undefined }) {
  if (!account) return null;
  const attention = account.status === 'needsSignIn';
  const title = attention ? `${account.name}: ${i18n.t('allAccounts.needsSignIn')}` : account.name;
  return (
    <span class={attention ? 'account-label account-label--attention' : 'account-label'} title={title}>
      <span class="visually-hidden">{i18n.t('allAccounts.accountPrefix')} </span>
      {account.name}
      {attention && <span class="visually-hidden"> ({i18n.t('accounts.needsSignIn')})</span>}
    </span>
  );
}
