import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { i18n } from '#i18n';
import type { CachedListing } from '@/lib/listings/listing-cache';
import { groupState, pairKey, type Selection } from '@/lib/listings/opt-in-selection';
import { ListingRow } from './listing-row';

export interface ListingGroupProps {
  /** The location's or publisher's name. */
  title: string;
  /** The group checkbox's accessible name ("Select every opted-out listing of …"). */
  selectLabel: string;
  /** Under the title: an address, or a publisher's brands and countries. */
  details?: ComponentChildren;
  listings: CachedListing[];
  /** The name of each row (the other side of the grid). */
  rowName: (listing: CachedListing) => string;
  publisherName: (listing: CachedListing) => string;
  locationName: (listing: CachedListing) => string;
  selection: Selection;
  onToggle: (listing: CachedListing) => void;
  onToggleGroup: (listings: CachedListing[]) => void;
}

/** A location row or a publisher column of the grid, as a section with a select-all checkbox. */
export function ListingGroup(props: ListingGroupProps) {
  const { title, selectLabel, details, listings, selection } = props;
  const state = groupState(selection, listings);
  const selectable = listings.some((listing) => listing.status === 'OPTED_OUT');
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <section class="listing-group" aria-label={title}>
      <header class="listing-group__header">
        {selectable && (
          <input
            ref={box}
            type="checkbox"
            checked={state === 'all'}
            onChange={() => props.onToggleGroup(listings)}
            aria-label={selectLabel}
          />
        )}
        <h3 class="listing-group__title">{title}</h3>
        <span class="listing-group__count">{i18n.t('listings.view.count', listings.length)}</span>
      </header>
      {details && <div class="listing-group__details">{details}</div>}
      <ul class="listing-group__rows">
        {listings.map((listing) => (
          <ListingRow
            key={listing.id}
            listing={listing}
            name={props.rowName(listing)}
            publisherName={props.publisherName(listing)}
            locationName={props.locationName(listing)}
            selected={selection.has(pairKey(listing))}
            onToggle={() => props.onToggle(listing)}
          />
        ))}
      </ul>
    </section>
  );
}
