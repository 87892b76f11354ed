import { Chip } from '@/components/ui/chip';
import { i18n } from '@/lib/i18n/translate';
import type { CachedListing, CachedLocation, CachedPublisher } from '@/lib/listings/listing-cache';
import { pairKey, type Selection } from '@/lib/listings/opt-in-selection';
import { canOptIn } from '@/lib/listings/status-summary';
import { locationLabelOf } from '@/lib/names/display-name';
import { ListingLinks } from './listing-row';
import { listingStatusLabel, listingStatusTone } from './status-label';

export interface ListingMatrixDetailProps {
  location: CachedLocation | undefined;
  publisher: CachedPublisher | undefined;
  listing: CachedListing | undefined;
  loaded: boolean;
  selected: Selection;
  onToggle: (listing: CachedListing) => void;
}

/**
 * Below the wide grid, the focused cell's listing in full: its names, status, listing page,
 * screenshot and checkbox, what a row of the narrow list shows. The next tab stop after the grid,
 * so a cell's links are one Tab away; a header cell or an empty one shows how to move instead.
 */
export function ListingMatrixDetail({
  location,
  publisher,
  listing,
  loaded,
  selected,
  onToggle,
}: ListingMatrixDetailProps) {
  if (!location || !publisher || !listing)
    return (
      <p class="listing-matrix-detail listing-matrix-detail--hint">
        {location && publisher
          ? i18n.t('listings.grid.cell', {
              location: locationLabelOf(location),
              publisher: publisher.name,
              status: loaded ? i18n.t('listings.grid.notListed') : i18n.t('listings.view.rowLoading'),
            })
          : i18n.t('listings.grid.hint')}
      </p>
    );
  return (
    <section class="listing-matrix-detail" aria-label={i18n.t('listings.grid.detail')}>
      {canOptIn(listing) && (
        <input
          type="checkbox"
          checked={selected.has(pairKey(listing))}
          onChange={() => onToggle(listing)}
          aria-label={i18n.t('listings.view.selectListing', {
            publisher: publisher.name,
            location: locationLabelOf(location),
          })}
        />
      )}
      <span class="listing-matrix-detail__name">
        {locationLabelOf(location)} · {publisher.name}
      </span>
      <Chip tone={listingStatusTone(listing.status)} dot>
        {listingStatusLabel(listing.status)}
      </Chip>
      <ListingLinks listing={listing} />
    </section>
  );
}
