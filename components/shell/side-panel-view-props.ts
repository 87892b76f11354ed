import type { SidePanelRoute } from './side-panel-route';

/**
 * What the side panel hands each view. Its own module, so a view imports it without importing the
 * shell that loads the view (components/shell/side-panel-view.tsx): no cycle between them.
 */
export interface SidePanelViewProps {
  route: SidePanelRoute;
  /** The active account: every view reads its cache and asks the background about it. */
  accountId: string;
  /**
   * With All accounts chosen, every connected account (the active one first): the inbox lists them
   * all, Reputation counts them all; the views that are per account show `accountId`.
   */
  accountIds?: readonly string[];
}
