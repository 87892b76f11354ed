import { i18n } from '@/lib/i18n/translate';
import '@/assets/styles/analytics/popup-numbers.css';
import { useRefreshedSnapshot } from '@/components/cache/use-refreshed-snapshot';
import { PopupReputation } from '@/components/reputation/popup-reputation';
import { SidePanelLink } from '@/components/shell/side-panel-link';
import { routeHash } from '@/components/shell/side-panel-route';
import { ViewEmptyState } from '@/components/shell/view-empty-state';
import { RelativeTime } from '@/components/ui/relative-time';
import { LoadingBlock } from '@/components/ui/spinner';
import { readQuickNumbers } from '@/lib/analytics/analytics-cache';
import { sendMessage } from '@/lib/messaging';
import { formatDay } from './format';
import { QuickNumberCard } from './quick-number-card';

/**
 * The popup's Numbers tab (UI.md › Numbers tab): the reputation headline first (response rate,
 * average rating, response time, awaiting response), then the platform's searches, profile views, listings live and
 * check-ins over the last 30 days with data, each with a sparkline and the change on the 30 days
 * before; "data through …". Shown at once from the `quickNumbers` snapshot, then refreshed when
 * stale. Loaded lazily (components/shell/lazy-view.tsx): keep it the default export.
 */
export default function PopupNumbers({ accountId }: { accountId: string }) {
  const { snapshot, refreshing, error, problem } = useRefreshedSnapshot(
    accountId,
    () => readQuickNumbers(accountId),
    (force) => sendMessage('refreshQuickNumbers', { accountId, force }),
  );

  return (
    <section
      class="popup-numbers"
      aria-busy={refreshing || undefined}
      aria-label={i18n.t('analytics.numbers.label')}
    >
      <PopupReputation accountId={accountId} />
      {problem}
      {snapshot ? (
        <>
          <h2 class="popup-numbers__heading">{i18n.t('analytics.numbers.heading')}</h2>
          <ul class="popup-numbers__cards">
            {snapshot.numbers.map((number) => (
              <QuickNumberCard key={number.id} number={number} range={snapshot.current} />
            ))}
          </ul>
          <p class="popup-numbers__through" data-through={snapshot.through}>
            {i18n.t('analytics.numbers.through', { date: formatDay(snapshot.through) })}
            {' · '}
            {i18n.t('analytics.numbers.fetched')} <RelativeTime date={snapshot.fetchedAt} />
          </p>
        </>
      ) : refreshing ? (
        <LoadingBlock label={i18n.t('analytics.numbers.refreshing')} />
      ) : (
        !error && <ViewEmptyState topic="numbers" />
      )}
      <SidePanelLink class="popup-numbers__reports" hash={routeHash('reports')}>
        {i18n.t('analytics.numbers.openReports')}
      </SidePanelLink>
    </section>
  );
}
