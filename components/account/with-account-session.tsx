import type { ComponentChildren } from 'preact';
import { AccountSwitcher } from './account-switcher';
import { LazyAccountNotice } from './lazy-account-notice';
import { type PrimedAccounts, useAccountSession } from './use-account-session';

/** What the popup's and side panel's App take from the account session. */
export interface AccountSlots {
  connected: boolean;
  /** The active account's id: what every view reads from the cache and asks the background about. */
  accountId: string | undefined;
  /** The active account must sign in again (the sync status says so too). */
  needsSignIn: boolean;
  connecting: boolean;
  onConnect: () => void;
  /** The header's account switcher. */
  account: ComponentChildren;
  /** The sign-in banner (under way, failed, needs sign-in again). */
  notice: ComponentChildren;
}

/**
 * Plugs accounts and sign-in into a page: renders `children` with the slots once the account list
 * has been read from storage (a few milliseconds, never the network), so the page does not flash
 * "Connect account" at someone who is connected.
 */
export function WithAccountSession({
  primed,
  children,
}: {
  /** The account items as the page last drew them (popup-boot.ts); without them the first render waits. */
  primed?: PrimedAccounts;
  children: (slots: AccountSlots) => ComponentChildren;
}) {
  const session = useAccountSession(primed);
  if (!session.ready) return null;
  return (
    <>
      {children({
        connected: session.active !== undefined,
        accountId: session.active?.id,
        needsSignIn: session.active?.status === 'needsSignIn',
        connecting: session.connecting,
        onConnect: () => void session.connect(),
        account: <AccountSwitcher session={session} />,
        notice: <LazyAccountNotice session={session} />,
      })}
    </>
  );
}
