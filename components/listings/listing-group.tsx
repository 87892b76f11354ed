import { i18n } from '@/lib/i18n/translate';
import type { CachedListing } from '@/lib/listings/listing-cache';
import { groupState, type Selection } from '@/lib/listings/opt-in-selection';
import type { ListingGroupData } from './listing-grid-items';
import { locationAddress } from './location-address';
import { PublisherDetails } from './publisher-details';

export interface ListingGroupHeaderProps {
  group: ListingGroupData;
  selection: Selection;
  onToggleGroup: (listings: CachedListing[]) => void;
}

/**
 * The header of a location row or a publisher column: a checkbox that selects every opted-out
 * listing of the group (all of `group.listings`, whether their rows are rendered or not), the
 * name as a heading, the count, and the address or the publisher's brands and countries.
 */
export function ListingGroupHeader({ group, selection, onToggleGroup }: ListingGroupHeaderProps) {
  const { title, listings, location, publisher } = group;
  const state = groupState(selection, listings);
  const selectable = listings.some((listing) => listing.status === 'OPTED_OUT');
  const complete = group.complete !== false;
  const selectLabel =
    group.by === 'location'
      ? i18n.t('listings.view.selectRow', { name: title })
      : complete
        ? i18n.t('listings.view.selectColumn', { name: title })
        : i18n.t('listings.view.selectColumnSoFar', { name: title });
  return (
    <div class="listing-group">
      <div class="listing-group__header">
        {selectable && (
          <input
            type="checkbox"
            checked={state === 'all'}
            indeterminate={state === 'some'}
            onChange={() => onToggleGroup(listings)}
            aria-label={selectLabel}
          />
        )}
        <h3 class="listing-group__title">{title}</h3>
        <span class="listing-group__count">
          {complete
            ? i18n.t('listings.view.count', listings.length)
            : i18n.t('listings.view.countSoFar', listings.length)}
        </span>
      </div>
      {location && (
        <div class="listing-group__details">
          <span class="listing-group__address">{locationAddress(location)}</span>
        </div>
      )}
      {publisher && (
        <div class="listing-group__details">
          <PublisherDetails publisher={publisher} />
        </div>
      )}
    </div>
  );
}
