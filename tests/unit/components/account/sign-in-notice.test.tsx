import '../../i18n-setup';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountNotice } from '@/components/account/account-notice';
import type { AccountSession } from '@/components/account/use-account-session';
import { AccountRow } from '@/components/options/account-row';
import type { AccountSummary } from '@/lib/accounts/account-items';
import { CONFIRMATION_MS, FAILURE_MS, signInNoticeOf } from '@/lib/auth/sign-in-notice';
import type { SignInStatus } from '@/lib/auth/sign-in-status';
import { signInStatusItem } from '@/lib/auth/sign-in-status';

const NOW = Date.parse('2026-11-20T14:05:00Z');
const HOUR = 3_600_000;
const denied: SignInStatus = {
  phase: 'failed',
  kind: 'accessDenied',
  message: 'You chose not to allow access, so no account was connected.',
  at: NOW - 1000,
};
const connected: SignInStatus = { phase: 'connected', accountName: 'Deckow Group', at: NOW };

const session = (signIn: SignInStatus): AccountSession => ({
  ready: true,
  accounts: [],
  active: undefined,
  allAccounts: false,
  listedIds: [],
  chooseAll: async () => {},
  signIn,
  connecting: false,
  connect: async () => {},
  switchTo: async () => {},
  error: null,
  dismissSignIn: () => {},
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('signInNoticeOf', () => {
  it('a failure belongs to its attempt: it goes a short while after it, and once another page showed it', () => {
    const expiresAt = NOW - 1000 + FAILURE_MS;
    expect(signInNoticeOf(denied, NOW)).toEqual({ ...denied, expiresAt });
    expect(signInNoticeOf(denied, expiresAt - 1)).toEqual({ ...denied, expiresAt });
    expect(signInNoticeOf(denied, expiresAt)).toBeNull();
    expect(signInNoticeOf(denied, NOW + HOUR)).toBeNull();
    // Read at NOW: the page that showed it (opened before) keeps it; a page opened later leaves it out.
    const read = { ...denied, readAt: NOW };
    expect(signInNoticeOf(read, NOW + 5000, [], NOW - 60_000)).toEqual({ ...read, expiresAt });
    expect(signInNoticeOf(read, NOW + 5000, [], NOW + 4000)).toBeNull();
    expect(signInNoticeOf({ phase: 'idle' }, NOW)).toBeNull();
  });

  it('a confirmation shows for a few seconds, then never again', () => {
    expect(signInNoticeOf(connected, NOW + 1000)).toEqual({ ...connected, expiresAt: NOW + CONFIRMATION_MS });
    expect(signInNoticeOf(connected, NOW + CONFIRMATION_MS)).toBeNull();
  });
});

describe('AccountNotice', () => {
  it('the Deny banner shows on the first open after it, is noted as read, and goes by itself', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    await signInStatusItem.setValue(denied);
    render(<AccountNotice session={session(denied)} />);
    expect(screen.getByRole('alert').textContent).toContain('You chose not to allow access');
    await vi.waitFor(async () =>
      expect(await signInStatusItem.getValue()).toEqual({ ...denied, readAt: NOW }),
    );
    await act(() => {
      vi.advanceTimersByTime(FAILURE_MS);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the Deny banner goes on the next navigation: it was about the attempt, not the view', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    render(<AccountNotice session={session(denied)} />);
    expect(screen.getByRole('alert')).toBeTruthy();
    await act(() => {
      vi.advanceTimersByTime(10);
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('"… is connected." goes away by itself, and on the next navigation', async () => {
    vi.useFakeTimers({ now: NOW });
    render(<AccountNotice session={session(connected)} />);
    expect(screen.getByRole('status').textContent).toContain('Deckow Group is connected.');
    await act(() => {
      vi.advanceTimersByTime(CONFIRMATION_MS + 10);
    });
    expect(screen.queryByRole('status')).toBeNull();
    cleanup();

    render(<AccountNotice session={session({ ...connected, at: Date.now() })} />);
    expect(screen.getByRole('status')).toBeTruthy();
    await act(() => {
      vi.advanceTimersByTime(10);
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('"Sign in again" gave another account', () => {
  const deckow: AccountSummary = {
    id: 'oauth-1',
    name: 'Deckow Group',
    mode: 'oauth',
    serviceUrl: 'http://127.0.0.1:4010',
    status: 'needsSignIn',
    connectedAt: NOW - HOUR,
  };
  const other: SignInStatus = {
    phase: 'otherAccount',
    accountName: 'Hartmann Local Brands',
    added: true,
    expectedId: 'oauth-1',
    expectedName: 'Deckow Group',
    at: NOW - HOUR,
  };

  it('the banner names both and signs in again for the account meant', () => {
    const connect = vi.fn(async () => {});
    render(<AccountNotice session={{ ...session(other), accounts: [deckow], active: deckow, connect }} />);
    const banner = screen.getByRole('status');
    expect(banner.textContent).toContain(
      'You signed in as Hartmann Local Brands. Deckow Group still needs sign-in: press Sign in again and choose Deckow Group on the consent page.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(connect).toHaveBeenCalledWith('oauth-1');
  });

  it('goes once the account meant is fine again', () => {
    expect(signInNoticeOf(other, NOW, [deckow])).toEqual(other);
    expect(signInNoticeOf(other, NOW, [{ ...deckow, status: 'connected' }])).toBeNull();
    expect(signInNoticeOf(other, NOW, [])).toBeNull();
  });

  it('the needs-sign-in banner signs in again for the active account', () => {
    const connect = vi.fn(async () => {});
    render(
      <AccountNotice
        session={{ ...session({ phase: 'idle' }), accounts: [deckow], active: deckow, connect }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(connect).toHaveBeenCalledWith('oauth-1');
  });

  it('an options row shows one state: never "Signed in" beside "Needs sign-in again"', () => {
    render(
      <ul>
        <AccountRow
          account={deckow}
          active
          onMakeActive={() => {}}
          onSignInAgain={() => {}}
          connecting={false}
        />
      </ul>,
    );
    const row = screen.getByRole('listitem', { name: 'Deckow Group' });
    expect(row.textContent).toContain('Needs sign-in again');
    expect(row.textContent).not.toMatch(/Signed in|Connected/);
  });
});
