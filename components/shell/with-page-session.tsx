import type { ComponentChildren } from 'preact';
import { AccountSwitcher } from '@/components/account/account-switcher';
import { LazyAccountNotice } from '@/components/account/lazy-account-notice';
import { type PrimedAccounts, useAccountSession } from '@/components/account/use-account-session';
import { useSyncInfo } from '@/components/sync/use-sync-info';
import { Banner } from '@/components/ui/banner';
import type { PageAppProps } from './use-page-frame';

/**
 * Plugs accounts, sign-in and the active account's sync state into the popup and the side panel.
 * Renders `children` with the page's slots once the account list has been read from storage (a few
 * milliseconds, never the network), so the page does not flash "Connect account" at someone who is
 * connected. The sign-in banner and the sync problem share the `notice` slot above the views.
 */
export function WithPageSession({
  primed,
  children,
}: {
  /** The account items as the page last drew them (popup-boot.ts); without them the first render waits. */
  primed?: PrimedAccounts;
  children: (slots: PageAppProps) => ComponentChildren;
}) {
  const session = useAccountSession(primed);
  const { active } = session;
  const sync = useSyncInfo(active?.id, active?.status === 'needsSignIn');
  if (!session.ready) return null;
  return (
    <>
      {children({
        connected: active !== undefined,
        accountId: active?.id,
        accountIds: session.listedIds,
        connecting: session.connecting,
        onConnect: () => void session.connect(),
        account: <AccountSwitcher session={session} />,
        notice: (
          <>
            <LazyAccountNotice session={session} />
            {sync?.problem ? <Banner tone="warning">{sync.problem}</Banner> : null}
          </>
        ),
        sync: sync?.info,
      })}
    </>
  );
}
