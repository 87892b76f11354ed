import '../../i18n-setup';
import { cleanup, render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountNotice } from '@/components/account/account-notice';
import { LazyAccountNotice, mayHaveAccountNotice } from '@/components/account/lazy-account-notice';
import type { AccountSession } from '@/components/account/use-account-session';
import type { AccountSummary } from '@/lib/accounts/account-items';
import { CONFIRMATION_MS } from '@/lib/auth/sign-in-notice';
import type { SignInStatus } from '@/lib/auth/sign-in-status';

const HOUR = 3_600_000;
const fine: AccountSummary = {
  id: 'oauth-1',
  name: 'Deckow Group',
  mode: 'oauth',
  serviceUrl: 'http://127.0.0.1:8787',
  status: 'connected',
  connectedAt: 0,
};
const expired: AccountSummary = { ...fine, status: 'needsSignIn' };

const session = (patch: Partial<AccountSession> & { signIn?: SignInStatus }): AccountSession => ({
  ready: true,
  accounts: [fine],
  active: fine,
  allAccounts: false,
  listedIds: [fine.id],
  chooseAll: async () => {},
  signIn: { phase: 'idle' },
  connecting: false,
  connect: async () => {},
  switchTo: async () => {},
  error: null,
  dismissSignIn: () => {},
  ...patch,
});

const other = (expectedAccount: AccountSummary): AccountSession =>
  session({
    accounts: [expectedAccount],
    active: expectedAccount,
    signIn: {
      phase: 'otherAccount',
      accountName: 'Hartmann Local Brands',
      added: true,
      expectedId: expectedAccount.id,
      expectedName: expectedAccount.name,
      at: Date.now() - HOUR,
    },
  });

/** Every kind of session AccountNotice tells apart, with a banner or without. */
const SESSIONS: Record<string, AccountSession> = {
  idle: session({}),
  waiting: session({ signIn: { phase: 'waiting', since: Date.now() } }),
  failed: session({
    signIn: {
      phase: 'failed',
      kind: 'accessDenied',
      message: 'You chose not to allow access.',
      at: Date.now(),
    },
  }),
  'failed long ago': session({
    signIn: { phase: 'failed', kind: 'accessDenied', message: 'You chose not to allow access.', at: 0 },
  }),
  'other account, the one meant needs sign-in': other(expired),
  'other account, the one meant is fine': other(fine),
  'switch failed': session({ error: { kind: 'unknown', message: 'Could not switch.' } }),
  'needs sign-in': session({ accounts: [expired], active: expired }),
  'just connected': session({ signIn: { phase: 'connected', accountName: 'Deckow Group', at: Date.now() } }),
  'connected long ago': session({
    signIn: { phase: 'connected', accountName: 'Deckow Group', at: Date.now() - CONFIRMATION_MS - HOUR },
  }),
  'no account': session({ accounts: [], active: undefined }),
};

afterEach(cleanup);

describe('LazyAccountNotice', () => {
  for (const [name, value] of Object.entries(SESSIONS)) {
    it(`shows what AccountNotice shows: ${name}`, async () => {
      const eager = render(<AccountNotice session={value} />);
      const expected = eager.container.textContent;
      eager.unmount();
      // Never a banner AccountNotice would show left out: the lazy one loads whenever it may.
      expect(mayHaveAccountNotice(value)).toBe(expected !== '');
      const lazy = render(<LazyAccountNotice session={value} />);
      if (expected === '') expect(lazy.container.textContent).toBe('');
      else await expect.poll(() => lazy.container.textContent).toBe(expected);
    });
  }
});
