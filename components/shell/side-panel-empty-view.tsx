import { i18n } from '#i18n';
import { routeHash, type SidePanelRoute } from './side-panel-route';
import { SplitView } from './split-view';
import { type EmptyTopic, ViewEmptyState } from './view-empty-state';

const TOPICS = {
  inbox: 'reviews',
  reputation: 'reviews',
  listings: 'listings',
  suggestions: 'suggestions',
  reports: 'reports',
  activity: 'activity',
  locations: 'locations',
} satisfies Record<SidePanelRoute['view'], EmptyTopic>;

/**
 * A connected view with nothing cached yet: the list says what will appear, the detail column
 * says to pick something, or, for a deep link to an item not synced yet, that it is not here.
 * Each real view replaces this one as it is built.
 */
export function SidePanelEmptyView({ route }: { route: SidePanelRoute }) {
  const topic = TOPICS[route.view];
  // Reports and Reputation are figures, not lists of items: one column.
  if (route.view === 'reports' || route.view === 'reputation') return <ViewEmptyState topic={topic} />;
  const hasItem = route.path.length > 0;
  return (
    <SplitView
      showDetail={hasItem}
      backHref={routeHash(route.view)}
      list={<ViewEmptyState topic={topic} compact />}
      detail={
        <p class="split-view__hint">
          {hasItem ? i18n.t('sidepanel.detailMissing') : i18n.t('sidepanel.detailNone')}
        </p>
      }
    />
  );
}
