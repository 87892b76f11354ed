import { PopupInbox } from '@/components/reviews/popup-inbox';
import { LazyView } from './lazy-view';
import type { PopupTab } from './popup-shell';

export interface PopupTabViewProps {
  tab: PopupTab;
  /** The active account: every view reads its cache and asks the background about it. */
  accountId: string;
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
export function PopupTabView({ tab, accountId, inboxTotal }: PopupTabViewProps) {
  switch (tab) {
    case 'reviews':
      return <PopupInbox accountId={accountId} total={inboxTotal} />;
    case 'listings':
      return <LazyView load={loadListings} props={{ accountId }} />;
    case 'numbers':
      return <LazyView load={loadNumbers} props={{ accountId }} />;
  }
}
