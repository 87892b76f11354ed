import { useEffect, useState } from 'preact/hooks';
import { i18n } from '#i18n';
import '@/assets/styles/listings/popup-listings.css';
import { useCacheRead } from '@/components/cache/use-cache-read';
import { routeHash } from '@/components/shell/side-panel-route';
import { ViewEmptyState } from '@/components/shell/view-empty-state';
import { Banner } from '@/components/ui/banner';
import { Chip } from '@/components/ui/chip';
import { RelativeTime } from '@/components/ui/relative-time';
import type { ErrorData } from '@/lib/errors/error-data';
import { readListingSummary } from '@/lib/listings/listing-cache';
import { orderedStatuses } from '@/lib/listings/status-summary';
import { ask, sendMessage } from '@/lib/messaging';
import { openSidePanel } from '@/lib/open-side-panel';
import { listingStatusLabel, listingStatusTone } from './status-label';

/**
 * The popup's Listings tab (UI.md › Listings tab): listings per status and the suggestions to
 * review, each a link into the side panel. Shown at once from the summary snapshot, then refreshed
 * if stale. Loaded lazily (components/shell/lazy-view.tsx): keep it the default export.
 */
export default function PopupListings({ accountId }: { accountId: string }) {
  const summary = useCacheRead(accountId, ['snapshots'], accountId, () => readListingSummary(accountId));
  const [error, setError] = useState<ErrorData>();
  const [refreshing, setRefreshing] = useState(false);

  const refresh = (force: boolean) => {
    setRefreshing(true);
    void ask(() => sendMessage('refreshListingOverview', { accountId, force })).then((result) => {
      setRefreshing(false);
      setError(result.ok ? undefined : result.error);
    });
  };
  // Deps on purpose: once per account shown
  useEffect(() => refresh(false), [accountId]);

  const open = (event: Event, hash: string) => {
    event.preventDefault();
    void openSidePanel(hash);
  };
  const statuses = summary ? orderedStatuses(summary.byStatus) : [];
  const pending = summary?.pendingSuggestions ?? 0;

  return (
    <div class="popup-listings" aria-busy={refreshing || undefined}>
      {error && (
        <Banner
          tone="error"
          action={{ label: i18n.t('common.actions.retry'), onClick: () => refresh(true), busy: refreshing }}
        >
          {error.message}
        </Banner>
      )}
      {!summary?.listingsAt && statuses.length === 0 ? (
        refreshing ? null : (
          <ViewEmptyState topic="listings" />
        )
      ) : (
        <>
          <h2 class="popup-listings__heading">{i18n.t('listings.popup.heading')}</h2>
          <ul class="popup-listings__statuses">
            {statuses.map(({ status, count }) => {
              const hash = routeHash('listings', 'status', status);
              return (
                <li key={status}>
                  <a
                    class="popup-listings__status"
                    href={`/sidepanel.html${hash}`}
                    aria-label={i18n.t('listings.popup.statusLink', count, {
                      status: listingStatusLabel(status),
                    })}
                    onClick={(event) => open(event, hash)}
                  >
                    <Chip tone={listingStatusTone(status)} count={count} dot>
                      {listingStatusLabel(status)}
                    </Chip>
                  </a>
                </li>
              );
            })}
          </ul>
          <p class="popup-listings__total">
            {i18n.t('listings.popup.total', summary?.total ?? 0)}
            {summary && summary.counted < summary.total && (
              <>
                {' '}
                {i18n.t('listings.popup.partial', summary.total, {
                  counted: String(summary.counted),
                })}
              </>
            )}
          </p>
          {summary?.listingsAt ? (
            <p class="popup-listings__checked">
              {i18n.t('listings.popup.checked')} <RelativeTime date={summary.listingsAt} />
            </p>
          ) : null}
        </>
      )}
      {summary?.suggestionsAt ? (
        <a
          class="popup-listings__suggestions"
          href={`/sidepanel.html${routeHash('suggestions')}`}
          onClick={(event) => open(event, routeHash('suggestions'))}
        >
          {i18n.t('listings.popup.suggestions', pending)}
        </a>
      ) : null}
    </div>
  );
}
