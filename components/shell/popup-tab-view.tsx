import type { PopupTab } from './popup-shell';
import { ViewEmptyState } from './view-empty-state';

export interface PopupTabViewProps {
  tab: PopupTab;
  /** The active account: every view reads its cache and asks the background about it. */
  accountId: string;
}

/**
 * The body of each popup tab. One case per tab, each owned by its feature's folder
 * (components/reviews, components/listings, components/analytics); the shell stays wiring only.
 */
export function PopupTabView({ tab }: PopupTabViewProps) {
  switch (tab) {
    case 'reviews':
      return <ViewEmptyState topic="reviews" />;
    case 'listings':
      return <ViewEmptyState topic="listings" />;
    case 'numbers':
      return <ViewEmptyState topic="numbers" />;
  }
}
