import { Chip } from '@/components/ui/chip';
import { SafeLink } from '@/components/ui/safe-link';
import { safeHttpUrl } from '@/components/ui/safe-url';
import { i18n } from '@/lib/i18n/translate';
import type { CachedListing } from '@/lib/listings/listing-cache';
import { canOptIn } from '@/lib/listings/status-summary';
import { listingStatusLabel, listingStatusTone } from './status-label';

export interface ListingRowProps {
  listing: CachedListing;
  /** What the row is named by: the publisher (browsing a location) or the location. */
  name: string;
  publisherName: string;
  locationName: string;
  selected: boolean;
  onToggle: () => void;
}

/**
 * One listing: a checkbox when it can be opted in, its name, status, listing page and screenshot.
 * The service's placeholder (or anything not http(s)) shows as "no screenshot". Always two lines
 * of a fixed height (the name is cut with an ellipsis, its full text in the tooltip), so the
 * virtualized grid never measures a row (listing-grid.tsx › ROW_HEIGHT_REM).
 */
export function ListingRow({
  listing,
  name,
  publisherName,
  locationName,
  selected,
  onToggle,
}: ListingRowProps) {
  const selectable = canOptIn(listing);
  const status = listingStatusLabel(listing.status);
  return (
    <div class="listing-row" data-status={listing.status}>
      <span class="listing-row__select">
        {selectable && (
          <input
            type="checkbox"
            checked={selected}
            onChange={onToggle}
            aria-label={i18n.t('listings.view.selectListing', {
              publisher: publisherName,
              location: locationName,
            })}
          />
        )}
      </span>
      <span class="listing-row__name" title={name}>
        {name}
      </span>
      <Chip class="listing-row__status" tone={listingStatusTone(listing.status)} dot title={status}>
        {status}
      </Chip>
      <span class="listing-row__links">
        <ListingLinks listing={listing} />
      </span>
    </div>
  );
}

/** A listing's page and screenshot as links, or saying there is none (the row's and the grid's detail). */
export function ListingLinks({ listing }: { listing: CachedListing }) {
  const screenshot = safeHttpUrl(listing.screenShotUrl);
  return (
    <>
      {safeHttpUrl(listing.listingUrl) ? (
        <SafeLink href={listing.listingUrl}>{i18n.t('listings.view.url')}</SafeLink>
      ) : (
        <span class="listing-row__none">{i18n.t('listings.view.noUrl')}</span>
      )}
      {screenshot ? (
        <SafeLink href={screenshot}>{i18n.t('listings.view.screenshot')}</SafeLink>
      ) : (
        <span class="listing-row__none">{i18n.t('listings.view.noScreenshot')}</span>
      )}
    </>
  );
}

/** A location whose listings are still being read: its name and a loading status, nothing to select. */
export function PendingListingRow({ name }: { name: string }) {
  return (
    <div class="listing-row listing-row--pending">
      <span class="listing-row__select" />
      <span class="listing-row__name" title={name}>
        {name}
      </span>
      <Chip class="listing-row__status" tone="neutral">
        {i18n.t('listings.view.rowLoading')}
      </Chip>
    </div>
  );
}
