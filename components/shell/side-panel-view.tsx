import { useMemo } from 'preact/hooks';
import { PerAccountNote } from '@/components/account/per-account-note';
import * as inboxView from '@/components/reviews/inbox-view';
import { i18n } from '@/lib/i18n/translate';
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

/** The views that show every account with All accounts chosen; the others show the active one. */
const ALL_ACCOUNT_VIEWS: ReadonlySet<View> = new Set(['inbox', 'reputation']);

/**
 * The side panel's views by route; the shell stays wiring only. The same element while the route
 * and the account stay: the page's own state changing as it opens (the account session, the sync
 * status, the badges' counts) does not render the whole view again.
 */
export function SidePanelView({ route, accountId, accountIds }: SidePanelViewProps) {
  const scope = accountIds && accountIds.length > 1 ? accountIds.join('\n') : accountId;
  return useMemo(
    () => (
      <>
        {scope !== accountId && !ALL_ACCOUNT_VIEWS.has(route.view) && (
          <PerAccountNote view={i18n.t(`sidepanel.nav.${route.view}`)} accountId={accountId} />
        )}
        <LazyView
          load={VIEWS[route.view]}
          props={{ route, accountId, accountIds: scope === accountId ? undefined : accountIds }}
        />
      </>
    ),
    [route, accountId, scope],
  );
}
