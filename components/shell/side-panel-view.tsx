import { useMemo } from 'preact/hooks';
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

/**
 * The side panel's views by route; the shell stays wiring only. The same element while the route
 * and the account stay: the page's own state changing as it opens (the account session, the sync
 * status, the badges' counts) does not render the whole view again.
 */
export function SidePanelView({ route, accountId }: SidePanelViewProps) {
  return useMemo(
    () => <LazyView load={VIEWS[route.view]} props={{ route, accountId }} />,
    [route, accountId],
  );
}
