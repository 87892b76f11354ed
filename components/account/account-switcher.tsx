import { i18n } from '#i18n';
import './account-switcher.css';
import { openOptionsPage } from '@/lib/open-options-page';
import type { AccountSession } from './use-account-session';

const ADD = '__add__';
const MANAGE = '__manage__';

/**
 * The header's account picker (UI.md › Toolbar popup: "[Acme Dental ▾]"). A native select: every
 * browser makes it keyboard- and screen-reader-friendly. Its extra entries add an account (OAuth
 * sign-in) or open the accounts settings.
 */
export function AccountSwitcher({ session }: { session: AccountSession }) {
  const { accounts, active } = session;
  if (!active) return null;
  const onChange = (event: Event) => {
    const select = event.currentTarget as HTMLSelectElement;
    const value = select.value;
    if (value === ADD || value === MANAGE) {
      // Put the shown choice back: the entries are actions, not accounts.
      select.value = active.id;
      if (value === ADD) void session.connect();
      else void openOptionsPage();
      return;
    }
    void session.switchTo(value);
  };
  return (
    <label class="account-switcher">
      <span class="visually-hidden">{i18n.t('accounts.switcherLabel')}</span>
      <select class="account-switcher__select" value={active.id} onChange={onChange}>
        {accounts.map((account) => (
          <option key={account.id} value={account.id}>
            {account.status === 'needsSignIn'
              ? `${account.name} (${i18n.t('accounts.needsSignIn')})`
              : account.name}
          </option>
        ))}
        <option value={ADD}>{i18n.t('accounts.addAnother')}</option>
        <option value={MANAGE}>{i18n.t('accounts.manage')}</option>
      </select>
    </label>
  );
}
