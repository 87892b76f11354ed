import { useEffect, useState } from 'preact/hooks';
import { i18n } from '#i18n';
import '@/assets/styles/analytics/popup-numbers.css';
import { useCacheRead } from '@/components/cache/use-cache-read';
import { PopupReputation } from '@/components/reputation/popup-reputation';
import { SidePanelLink } from '@/components/shell/side-panel-link';
import { routeHash } from '@/components/shell/side-panel-route';
import { ViewEmptyState } from '@/components/shell/view-empty-state';
import { Banner } from '@/components/ui/banner';
import { RelativeTime } from '@/components/ui/relative-time';
import { LoadingBlock } from '@/components/ui/spinner';
import { readQuickNumbers } from '@/lib/analytics/analytics-cache';
import type { ErrorData } from '@/lib/errors/error-data';
import { ask, sendMessage } from '@/lib/messaging';
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
  const snapshot = useCacheRead(accountId, ['snapshots'], accountId, () => readQuickNumbers(accountId));
  const [error, setError] = useState<ErrorData>();
  const [refreshing, setRefreshing] = useState(false);

  const refresh = (force: boolean) => {
    setRefreshing(true);
    void ask(() => sendMessage('refreshQuickNumbers', { accountId, force })).then((result) => {
      setRefreshing(false);
      setError(result.ok ? undefined : result.error);
    });
  };
  // Once per account shown: the background fetches only when the snapshot is stale.
  useEffect(() => refresh(false), [accountId]);

  return (
    <section
      class="popup-numbers"
      aria-busy={refreshing || undefined}
      aria-label={i18n.t('analytics.numbers.label')}
    >
      <PopupReputation accountId={accountId} />
      {error && (
        <Banner
          tone="error"
          action={{ label: i18n.t('common.actions.retry'), onClick: () => refresh(true), busy: refreshing }}
        >
          {error.message}
        </Banner>
      )}
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
