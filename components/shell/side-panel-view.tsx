import { LazyView } from './lazy-view';
import type { SidePanelView as View } from './side-panel-route';
import type { SidePanelViewProps } from './side-panel-view-props';

/** Each view's chunk, owned by its feature's folder; loaded the first time the view is shown. */
const VIEWS = {
  inbox: () => import('@/components/reviews/inbox-view'),
  reputation: () => import('@/components/reputation/reputation-view'),
  listings: () => import('@/components/listings/listings-view'),
  suggestions: () => import('@/components/listings/suggestions-view'),
  reports: () => import('@/components/analytics/reports-view'),
  activity: () => import('@/components/analytics/activity-view'),
  locations: () => import('@/components/listings/locations-view'),
} satisfies Record<View, () => Promise<unknown>>;

/** The side panel's views by route; the shell stays wiring only. */
export function SidePanelView(props: SidePanelViewProps) {
  return <LazyView load={VIEWS[props.route.view]} props={props} />;
}
