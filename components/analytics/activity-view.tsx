import { useEffect, useState } from 'preact/hooks';
import { i18n } from '#i18n';
import '@/assets/styles/analytics/activity.css';
import '@/assets/styles/analytics/reports.css';
import type { SidePanelViewProps } from '@/components/shell/side-panel-view';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingBlock } from '@/components/ui/spinner';
import type { ActivityFilters } from '@/lib/analytics/activity-log';
import type { Activity } from '@/lib/api/schemas/analytics';
import type { ErrorData } from '@/lib/errors/error-data';
import { ask, sendMessage } from '@/lib/messaging';
import { ActivityFiltersForm } from './activity-filters';
import { ActivityItem } from './activity-item';
import { useLocations } from './use-locations';

interface LogState {
  activities: Activity[];
  count?: number;
  nextOffset: number | null;
}

/**
 * The activity log (UI.md › Activity): newest first, filtered by location, type, actor and dates,
 * read a page (up to 200) at a time with "Load more". Loaded lazily
 * (components/shell/lazy-view.tsx): keep it the default export.
 */
export default function ActivityView({ accountId }: SidePanelViewProps) {
  const [filters, setFilters] = useState<ActivityFilters>({});
  const [log, setLog] = useState<LogState>();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<ErrorData>();
  const locations = useLocations(accountId);
  const names = new Map(locations.map((location) => [location.id, location.name]));

  const load = (offset: number, base: Activity[], live: () => boolean = () => true) => {
    setLoading(true);
    setError(undefined);
    void ask(() => sendMessage('readActivity', { accountId, filters, offset })).then((result) => {
      if (!live()) return;
      setLoading(false);
      if (!result.ok) return setError(result.error);
      setLog({
        activities: [...base, ...result.value.activities],
        count: result.value.count,
        nextOffset: result.value.nextOffset,
      });
    });
  };
  useEffect(() => {
    let current = true;
    setLog(undefined);
    load(0, [], () => current);
    return () => {
      current = false;
    };
  }, [accountId, JSON.stringify(filters)]);

  return (
    <div class="activity-view">
      <h1 class="reports-view__heading">{i18n.t('activity.heading')}</h1>
      <ActivityFiltersForm value={filters} locations={locations} onApply={setFilters} />
      {error && (
        <Banner
          tone="error"
          action={{
            label: i18n.t('common.actions.retry'),
            onClick: () => load(log?.activities.length ?? 0, log?.activities ?? []),
            busy: loading,
          }}
        >
          {error.message}
        </Banner>
      )}
      {!log && loading && <LoadingBlock />}
      {log && log.activities.length === 0 && (
        <EmptyState title={i18n.t('activity.emptyTitle')}>{i18n.t('activity.emptyBody')}</EmptyState>
      )}
      {log && log.activities.length > 0 && (
        <>
          {log.count !== undefined && (
            <p class="report-form__hint" aria-live="polite">
              {i18n.t('activity.shown', { shown: String(log.activities.length), count: String(log.count) })}
            </p>
          )}
          <ol class="activity-list" aria-label={i18n.t('activity.listLabel')}>
            {log.activities.map((activity, i) => (
              <ActivityItem
                key={i}
                activity={activity}
                locationName={names.get(activity.locationId) ?? activity.locationId}
              />
            ))}
          </ol>
          {log.nextOffset !== null && (
            <Button busy={loading} onClick={() => load(log.nextOffset ?? 0, log.activities)}>
              {i18n.t('activity.loadMore')}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
