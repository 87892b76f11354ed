import { PerAccountNote } from '@/components/account/per-account-note';
import { PopupInbox } from '@/components/reviews/popup-inbox';
import { i18n } from '@/lib/i18n/translate';
import { LazyView } from './lazy-view';
import type { PopupTab } from './popup-shell';

export interface PopupTabViewProps {
  tab: PopupTab;
  /** The active account: every view reads its cache and asks the background about it. */
  accountId: string;
  /** With All accounts, every connected account: Reviews lists them all; Listings and Numbers stay per account. */
  accountIds?: readonly string[];
  /** The account's cached reviews, counted once by the app for the tab badge. */
  inboxTotal?: number;
}

// Module-level, so LazyView sees the same loader on every render.
const loadListings = () => import('@/components/listings/popup-listings');
const loadNumbers = () => import('@/components/analytics/popup-numbers');

/**
 * The body of each popup tab, each owned by its feature's folder. Reviews, the tab the popup opens
 * on, is in the popup's first load (its time to content, docs/benchmarks.md); the other two are
 * chunks loaded when picked.
 */
export function PopupTabView({ tab, accountId, accountIds, inboxTotal }: PopupTabViewProps) {
  const merged = accountIds !== undefined && accountIds.length > 1;
  switch (tab) {
    case 'reviews':
      return (
        <PopupInbox accountId={accountId} accountIds={merged ? accountIds : undefined} total={inboxTotal} />
      );
    case 'listings':
      return (
        <>
          {merged && <PerAccountNote view={i18n.t('popup.tabs.listings')} accountId={accountId} />}
          <LazyView load={loadListings} props={{ accountId }} />
        </>
      );
    case 'numbers':
      return (
        <>
          {merged && <PerAccountNote view={i18n.t('popup.tabs.numbers')} accountId={accountId} />}
          <LazyView load={loadNumbers} props={{ accountId }} />
        </>
      );
  }
}
