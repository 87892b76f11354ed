import { useId, useState } from 'preact/hooks';
import { i18n } from '@/lib/i18n/translate';
import '@/assets/styles/analytics/activity.css';
import '@/assets/styles/analytics/reports.css';
import { useWatchedItem } from '@/components/account/use-watched-item';
import type { SidePanelViewProps } from '@/components/shell/side-panel-view-props';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingBlock } from '@/components/ui/spinner';
import { accountsItem } from '@/lib/accounts/account-items';
import type { ActivityFilters } from '@/lib/analytics/activity-log';
import { formatNumber } from '@/lib/i18n/format';
import { ActivityFiltersForm } from './activity-filters';
import { ActivityList } from './activity-list';
import { useActivityLog } from './use-activity-log';
import { useLocations } from './use-locations';

/**
 * The activity log (UI.md › Activity): newest first, filtered by location, type, actor and dates,
 * read a page (up to 200) at a time. The list is virtualized and scrolls on its own; nearing the
 * end of what is loaded reads the next page, and "Load more" does the same from the keyboard.
 * Loaded lazily (components/shell/lazy-view.tsx): keep it the default export.
 */
export default function ActivityView({ accountId }: SidePanelViewProps) {
  const [filters, setFilters] = useState<ActivityFilters>({});
  const { log, loading, error, loadMore, retry } = useActivityLog(accountId, filters);
  const { options: locations, locationName } = useLocations(accountId);
  const accountName = useWatchedItem(accountsItem)?.find((account) => account.id === accountId)?.name;
  const headingId = useId();
  // Reading on by scrolling stops while an error is shown (Retry resumes) and after an empty page
  // (the service said more exists but sent none: asking again would loop; the button still asks).
  const autoLoad = log && !error && log.nextOffset !== null && log.lastPageSize > 0 ? loadMore : undefined;

  return (
    <div class="activity-view">
      <h1 class="reports-view__heading" id={headingId}>
        {i18n.t('activity.heading')}
      </h1>
      <ActivityFiltersForm value={filters} locations={locations} onApply={setFilters} />
      {error && (
        <Banner
          tone="error"
          action={{ label: i18n.t('common.actions.retry'), onClick: retry, busy: loading }}
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
              {i18n.t('activity.shown', {
                shown: formatNumber(log.activities.length),
                count: formatNumber(log.count),
              })}
            </p>
          )}
          <ActivityList
            // A new account or filter is a new list: fresh measurements, back to the top.
            key={`${accountId}\n${JSON.stringify(filters)}`}
            activities={log.activities}
            setSize={log.count ?? (log.nextOffset === null ? log.activities.length : -1)}
            locationName={locationName}
            accountName={accountName}
            onNearEnd={autoLoad}
            labelledBy={headingId}
          />
          {log.nextOffset !== null && (
            <Button class="activity-view__more" busy={loading} onClick={loadMore}>
              {i18n.t('activity.loadMore')}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
