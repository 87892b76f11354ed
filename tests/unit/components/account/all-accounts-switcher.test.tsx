import '../../i18n-setup';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { AccountSwitcher } from '@/components/account/account-switcher';
import { type AccountSession, useAccountSession } from '@/components/account/use-account-session';
import { type AccountSummary, accountsItem, activeAccountIdItem } from '@/lib/accounts/account-items';
import { accountScopeItem, scopedAccountIds } from '@/lib/accounts/account-scope';

const account = (id: string, name: string): AccountSummary => ({
  id,
  name,
  mode: 'oauth',
  serviceUrl: 'https://x.test',
  status: 'connected',
  connectedAt: 1,
});
const ACME = account('acme', 'Acme Dental');
const BAKERY = account('bakery', 'Bakery Group');

/** The live session, as the popup and the side panel have it, rendered into the switcher. */
function Live() {
  const session = useAccountSession();
  return session.ready ? <AccountSwitcher session={session} /> : null;
}

beforeEach(() => fakeBrowser.reset());
afterEach(cleanup);

describe('All accounts in the account switcher', () => {
  it('is no choice with one account connected', async () => {
    await accountsItem.setValue([ACME]);
    await activeAccountIdItem.setValue('acme');
    // Even if chosen before the other accounts were disconnected.
    await accountScopeItem.setValue('all');
    render(<Live />);
    const select = await screen.findByRole('combobox', { name: 'Account' });
    expect(within(select).queryByRole('option', { name: 'All accounts' })).toBeNull();
    expect((select as HTMLSelectElement).value).toBe('acme');
  });

  it('is chosen, remembered, and left by choosing one account', async () => {
    await accountsItem.setValue([ACME, BAKERY]);
    await activeAccountIdItem.setValue('bakery');
    render(<Live />);
    const select = (await screen.findByRole('combobox', { name: 'Account' })) as HTMLSelectElement;
    expect(within(select).getByRole('option', { name: 'All accounts' })).toBeTruthy();
    fireEvent.change(select, { target: { value: '__all__' } });
    await waitFor(() => expect(select.value).toBe('__all__'));
    expect(await accountScopeItem.getValue()).toBe('all');
    // The active account stays the last single one: the per-account views show it.
    expect(await activeAccountIdItem.getValue()).toBe('bakery');
    expect(screen.getByTitle('All accounts')).toBeTruthy();
    cleanup();

    // A page opened later shows the choice remembered.
    render(<Live />);
    const again = (await screen.findByRole('combobox', { name: 'Account' })) as HTMLSelectElement;
    await waitFor(() => expect(again.value).toBe('__all__'));
  });

  it('lists every connected account only with All accounts and more than one account', () => {
    expect(scopedAccountIds([ACME, BAKERY], 'bakery', 'all')).toEqual(['acme', 'bakery']);
    expect(scopedAccountIds([ACME, BAKERY], 'bakery', 'one')).toEqual(['bakery']);
    expect(scopedAccountIds([ACME], 'acme', 'all')).toEqual(['acme']);
    expect(scopedAccountIds([], undefined, 'all')).toEqual([]);
  });

  it('leaves All accounts when one account is picked', async () => {
    await accountScopeItem.setValue('all');
    const switched: string[] = [];
    const session: AccountSession = {
      ready: true,
      accounts: [ACME, BAKERY],
      active: ACME,
      allAccounts: true,
      listedIds: ['acme', 'bakery'],
      chooseAll: async () => {},
      signIn: { phase: 'idle' },
      connecting: false,
      connect: async () => {},
      switchTo: async (id) => {
        switched.push(id);
      },
      error: null,
      dismissSignIn: () => {},
    };
    render(<AccountSwitcher session={session} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Account' }), { target: { value: 'bakery' } });
    expect(switched).toEqual(['bakery']);
  });
});
