import { SidePanelEmptyView } from './side-panel-empty-view';
import type { SidePanelRoute } from './side-panel-route';

export interface SidePanelViewProps {
  route: SidePanelRoute;
  /** The active account: every view reads its cache and asks the background about it. */
  accountId: string;
}

/**
 * The side panel's views by route. One case per view, each owned by its feature's folder
 * (components/reviews, components/listings, components/analytics); the shell stays wiring only.
 */
export function SidePanelView({ route }: SidePanelViewProps) {
  switch (route.view) {
    case 'inbox':
      return <SidePanelEmptyView route={route} />;
    case 'listings':
      return <SidePanelEmptyView route={route} />;
    case 'suggestions':
      return <SidePanelEmptyView route={route} />;
    case 'reports':
      return <SidePanelEmptyView route={route} />;
    case 'activity':
      return <SidePanelEmptyView route={route} />;
    case 'locations':
      return <SidePanelEmptyView route={route} />;
  }
}
