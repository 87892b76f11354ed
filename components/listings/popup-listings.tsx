import { i18n } from '@/lib/i18n/translate';
import '@/assets/styles/listings/popup-listings.css';
import { useRefreshedSnapshot } from '@/components/cache/use-refreshed-snapshot';
import { SidePanelLink } from '@/components/shell/side-panel-link';
import { routeHash } from '@/components/shell/side-panel-route';
import { ViewEmptyState } from '@/components/shell/view-empty-state';
import { Chip } from '@/components/ui/chip';
import { RelativeTime } from '@/components/ui/relative-time';
import { formatNumber } from '@/lib/i18n/format';
import { readListingSummary } from '@/lib/listings/listing-cache';
import { orderedStatuses } from '@/lib/listings/status-summary';
import { sendMessage } from '@/lib/messaging';
import { listingStatusLabel, listingStatusTone } from './status-label';

/**
 * The popup's Listings tab (UI.md › Listings tab): listings per status and the suggestions to
 * review, each a link into the side panel. Shown at once from the summary snapshot, then refreshed
 * if stale. Loaded lazily (components/shell/lazy-view.tsx): keep it the default export.
 */
export default function PopupListings({ accountId }: { accountId: string }) {
  const {
    snapshot: summary,
    refreshing,
    problem,
  } = useRefreshedSnapshot(
    accountId,
    () => readListingSummary(accountId),
    (force) => sendMessage('refreshListingOverview', { accountId, force }),
  );
  const statuses = summary ? orderedStatuses(summary.byStatus) : [];
  const pending = summary?.pendingSuggestions ?? 0;

  return (
    <div class="popup-listings" aria-busy={refreshing || undefined}>
      {problem}
      {!summary?.listingsAt && statuses.length === 0 ? (
        refreshing ? null : (
          <ViewEmptyState topic="listings" />
        )
      ) : (
        <>
          <h2 class="popup-listings__heading">{i18n.t('listings.popup.heading')}</h2>
          <ul class="popup-listings__statuses">
            {statuses.map(({ status, count }) => (
              <li key={status}>
                <SidePanelLink
                  class="popup-listings__status"
                  hash={routeHash('listings', 'status', status)}
                  label={i18n.t('listings.popup.statusLink', count, { status: listingStatusLabel(status) })}
                >
                  <Chip tone={listingStatusTone(status)} count={count} dot>
                    {listingStatusLabel(status)}
                  </Chip>
                </SidePanelLink>
              </li>
            ))}
          </ul>
          <p class="popup-listings__total">
            {i18n.t('listings.popup.total', summary?.total ?? 0)}
            {summary && summary.counted < summary.total && (
              <>
                {' '}
                {i18n.t('listings.popup.partial', summary.total, {
                  counted: formatNumber(summary.counted),
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
        <SidePanelLink class="popup-listings__suggestions" hash={routeHash('suggestions')}>
          {i18n.t('listings.popup.suggestions', pending)}
        </SidePanelLink>
      ) : null}
    </div>
  );
}
