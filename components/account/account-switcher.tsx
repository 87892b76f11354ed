import { useState } from 'preact/hooks';
import { i18n } from '@/lib/i18n/translate';
import './account-switcher.css';
import { fitMiddle } from '@/components/ui/middle-ellipsis';
import { useElementWidth } from '@/components/ui/use-element-width';
import { openOptionsPage } from '@/lib/open-options-page';
import type { AccountSession } from './use-account-session';

const ALL = '__all__';
const ADD = '__add__';
const MANAGE = '__manage__';
/**
 * Whether `text` fits `width` px in the name's font, measured by layout in the switcher's hidden
 * probe. Not on a canvas: it resolves `font` by itself, and Firefox in Japanese gave `system-ui`
 * another face there than on the page, so names measured wider than drawn were cut with room to
 * spare ("Demo…ount").
 */
function fitsIn(probe: HTMLElement, width: number): (text: string) => boolean {
  return (text) => {
    probe.textContent = text;
    // A pixel's slack: the select is sized to the name by layout (field-sizing), which rounds
    // differently, and a name that fits must not lose its middle to a fraction.
    return probe.getBoundingClientRect().width <= width + 1;
  };
}

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
  const [probe, setProbe] = useState<HTMLSpanElement | null>(null);
  const [observe, width] = useElementWidth<HTMLSelectElement>();
  if (!active) return null;
  // All accounts is a choice only with more than one account (lib/accounts/account-scope.ts).
  const many = accounts.length > 1;
  const chosen = session.allAccounts ? ALL : active.id;
  const label = session.allAccounts ? i18n.t('allAccounts.choice') : accountLabel(active);
  // The select's content box is its text's room (the caret sits in its padding).
  const shown = probe && width > 0 ? fitMiddle(label, fitsIn(probe, width)) : label;
  const onChange = (event: Event) => {
    const select = event.currentTarget as HTMLSelectElement;
    const value = select.value;
    if (value === ADD || value === MANAGE) {
      // Put the shown choice back: the entries are actions, not accounts.
      select.value = chosen;
      if (value === ADD) void session.connect();
      else void openOptionsPage();
      return;
    }
    if (value === ALL) void session.chooseAll();
    else void session.switchTo(value);
  };
  return (
    <label class="account-switcher" title={label}>
      <span class="visually-hidden">{i18n.t('accounts.switcherLabel')}</span>
      <select ref={observe} class="account-switcher__select" value={chosen} onChange={onChange}>
        {many && <option value={ALL}>{i18n.t('allAccounts.choice')}</option>}
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
      {/* Its text is set by fitsIn alone, never rendered: Preact leaves it be. */}
      <span class="account-switcher__probe" aria-hidden="true" ref={setProbe} />
    </label>
  );
}
