import { i18n } from '#i18n';
import './account-switcher.css';
import { charsThatFit, middleEllipsis } from '@/components/ui/middle-ellipsis';
import { useElementWidth } from '@/components/ui/use-element-width';
import { openOptionsPage } from '@/lib/open-options-page';
import type { AccountSession } from './use-account-session';

const ADD = '__add__';
const MANAGE = '__manage__';
/** The title's font size (--text-lg) and the room the caret and padding take, in px. */
const TITLE_PX = 15;
const CARET_ROOM_PX = 28;

const accountLabel = (account: AccountSession['accounts'][number]): string =>
  account.status === 'needsSignIn' ? `${account.name} (${i18n.t('accounts.needsSignIn')})` : account.name;

/**
 * The header's account picker (UI.md › Toolbar popup: "[Acme Dental ▾]"). A native select: every
 * browser makes it keyboard- and screen-reader-friendly, and its list shows every name in full.
 * Closed, the active name is drawn over it cut in the middle when it does not fit, so agencies'
 * look-alike names keep the part that tells them apart; the full name is the tooltip. Its extra
 * entries add an account (OAuth sign-in) or open the accounts settings.
 */
export function AccountSwitcher({ session }: { session: AccountSession }) {
  const { accounts, active } = session;
  const [select, width] = useElementWidth<HTMLSelectElement>();
  if (!active) return null;
  const label = accountLabel(active);
  const shown = width > 0 ? middleEllipsis(label, charsThatFit(width - CARET_ROOM_PX, TITLE_PX)) : label;
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
    <label class="account-switcher" title={label}>
      <span class="visually-hidden">{i18n.t('accounts.switcherLabel')}</span>
      <select ref={select} class="account-switcher__select" value={active.id} onChange={onChange}>
        {accounts.map((account) => (
          <option key={account.id} value={account.id}>
            {accountLabel(account)}
          </option>
        ))}
        <option value={ADD}>{i18n.t('accounts.addAnother')}</option>
        <option value={MANAGE}>{i18n.t('accounts.manage')}</option>
      </select>
      <span class="account-switcher__shown" aria-hidden="true">
        {shown}
      </span>
      <span class="account-switcher__caret" aria-hidden="true" />
    </label>
  );
}
