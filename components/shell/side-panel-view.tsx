import { LazyView, preloaded } from './lazy-view';
import type { SidePanelView as View } from './side-panel-route';
import type { SidePanelViewProps } from './side-panel-view-props';

/** Each view's chunk, owned by its feature's folder; loaded the first time the view is shown. */
const VIEWS = {
  inbox: preloaded(() => import('@/components/reviews/inbox-view')),
  reputation: preloaded(() => import('@/components/reputation/reputation-view')),
  listings: preloaded(() => import('@/components/listings/listings-view')),
  suggestions: preloaded(() => import('@/components/listings/suggestions-view')),
  reports: preloaded(() => import('@/components/analytics/reports-view')),
  activity: preloaded(() => import('@/components/analytics/activity-view')),
  locations: preloaded(() => import('@/components/listings/locations-view')),
} satisfies Record<View, () => Promise<unknown>>;

/** Starts loading a view's code before the first render (components/shell/side-panel-boot.ts). */
export const preloadView = (view: View): Promise<unknown> => VIEWS[view]();

/** The side panel's views by route; the shell stays wiring only. */
export function SidePanelView(props: SidePanelViewProps) {
  return <LazyView load={VIEWS[props.route.view]} props={props} />;
}
