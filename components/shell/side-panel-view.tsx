import { useMemo } from 'preact/hooks';
import * as inboxView from '@/components/reviews/inbox-view';
import { LazyView, loadedAlready, preloaded } from './lazy-view';
import type { SidePanelView as View } from './side-panel-route';
import type { SidePanelViewProps } from './side-panel-view-props';

/**
 * Each view's chunk, owned by its feature's folder; loaded the first time the view is shown. The
 * inbox, where the panel opens, is in the page's own script: its first screen is painted in the
 * page's first script run (side-panel-boot.ts › renderSidePanel), with no chunk to wait for.
 */
const VIEWS = {
  inbox: loadedAlready(inboxView),
  reputation: preloaded(() => import('@/components/reputation/reputation-view')),
  listings: preloaded(() => import('@/components/listings/listings-view')),
  suggestions: preloaded(() => import('@/components/listings/suggestions-view')),
  reports: preloaded(() => import('@/components/analytics/reports-view')),
  activity: preloaded(() => import('@/components/analytics/activity-view')),
  locations: preloaded(() => import('@/components/listings/locations-view')),
} satisfies Record<View, () => Promise<unknown>>;

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
