import type { ComponentChildren } from 'preact';
import type { PrimedAccounts } from '@/components/account/use-account-session';
import { type AccountSlots, WithAccountSession } from '@/components/account/with-account-session';
import { WithSync } from '@/components/sync/with-sync';
import type { SyncInfo } from '@/components/ui/sync-status';

/** What the popup's and side panel's App take: the account slots, the sync state, one banner slot. */
export type PageSlots = AccountSlots & { sync: SyncInfo | undefined };

/**
 * The account session and the active account's sync state, for the popup and the side panel: the
 * sign-in banner and the sync problem share the `notice` slot above the views.
 */
export function WithPageSession({
  primed,
  children,
}: {
  primed?: PrimedAccounts;
  children: (slots: PageSlots) => ComponentChildren;
}) {
  return (
    <WithAccountSession primed={primed}>
      {(slots) => (
        <WithSync accountId={slots.accountId} needsSignIn={slots.needsSignIn}>
          {({ sync, syncNotice }) =>
            children({
              ...slots,
              sync,
              notice: (
                <>
                  {slots.notice}
                  {syncNotice}
                </>
              ),
            })
          }
        </WithSync>
      )}
    </WithAccountSession>
  );
}
