import type { ComponentChildren } from 'preact';
import { Banner } from '@/components/ui/banner';
import type { SyncInfo } from '@/components/ui/sync-status';
import { useSyncInfo } from './use-sync-info';

/** What the popup's and side panel's App take from the sync state. */
export interface SyncSlots {
  sync: SyncInfo | undefined;
  /** The sync problem's banner, if there is one. */
  syncNotice: ComponentChildren;
}

/** Plugs the active account's sync state (header status, Refresh, failure banner) into a page. */
export function WithSync({
  accountId,
  needsSignIn = false,
  children,
}: {
  accountId: string | undefined;
  /** The account list says the active account must sign in again. */
  needsSignIn?: boolean;
  children: (slots: SyncSlots) => ComponentChildren;
}) {
  const view = useSyncInfo(accountId, needsSignIn);
  return (
    <>
      {children({
        sync: view?.info,
        syncNotice: view?.problem ? <Banner tone="warning">{view.problem}</Banner> : null,
      })}
    </>
  );
}
