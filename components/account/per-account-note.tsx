import { i18n } from '@/lib/i18n/translate';
import '@/assets/styles/ui/small-control.css';
import './all-accounts.css';
import { accountsItem } from '@/lib/accounts/account-items';
import { ask, sendMessage } from '@/lib/messaging';
import { useWatchedItem } from './use-watched-item';

/**
 * Over a view that shows one account at a time (listings, suggestions, reports, activity,
 * locations, the popup's Listings and Numbers) while All accounts is chosen: says so, and which
 * account it shows, the last single one chosen, with a choice of another. Choosing one here keeps
 * All accounts for the inbox (it only moves the active account: lib/accounts/account-scope.ts).
 */
export function PerAccountNote({
  view,
  accountId,
}: {
  /** The view's name. */ view: string;
  accountId: string;
}) {
  const accounts = useWatchedItem(accountsItem) ?? [];
  return (
    <p class="per-account-note">
      <span>{i18n.t('allAccounts.perAccountView', { view })}</span>{' '}
      <label class="per-account-note__choice">
        {i18n.t('allAccounts.showing')}{' '}
        <select
          class="small-control"
          value={accountId}
          onChange={(event) =>
            void ask(() => sendMessage('switchAccount', { accountId: event.currentTarget.value }))
          }
        >
          {accounts.map((account) => (
            <option key={account.id} value={account.id}>
              {account.name}
            </option>
          ))}
        </select>
      </label>
    </p>
  );
}
