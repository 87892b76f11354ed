import type { SidePanelRoute } from './side-panel-route';

/**
 * What the side panel hands each view. Its own module, so a view imports it without importing the
 * shell that loads the view (components/shell/side-panel-view.tsx): no cycle between them.
 */
export interface SidePanelViewProps {
  route: SidePanelRoute;
  /** The active account: every view reads its cache and asks the background about it. */
  accountId: string;
}
