import { i18n } from '#i18n';
import type { CachedListing, CachedLocation, CachedPublisher } from '@/lib/listings/listing-cache';
import type { Selection } from '@/lib/listings/opt-in-selection';
import { ListingGroup } from './listing-group';
import type { BrowseMode } from './listings-toolbar';
import { PublisherDetails } from './publisher-details';

export interface ListingGridProps {
  mode: BrowseMode;
  /** The listings to show (already filtered), of the visible locations. */
  listings: CachedListing[];
  locations: CachedLocation[];
  publishers: CachedPublisher[];
  selection: Selection;
  onToggle: (listing: CachedListing) => void;
  onToggleGroup: (listings: CachedListing[]) => void;
}

/**
 * The location × publisher grid, as sections: one per location (rows are its publishers) or one
 * per publisher (rows are the visible locations). Each section selects as a row or a column.
 */
export function ListingGrid({ mode, listings, locations, publishers, ...selection }: ListingGridProps) {
  const publisherById = new Map(publishers.map((publisher) => [publisher.id, publisher]));
  const locationById = new Map(locations.map((location) => [location.id, location]));
  const publisherOrder = (id: string) => publisherById.get(id)?.order ?? Number.MAX_SAFE_INTEGER;
  const publisherName = (listing: CachedListing) =>
    publisherById.get(listing.publisherId)?.name ?? listing.publisherId;
  const locationName = (listing: CachedListing) =>
    locationById.get(listing.locationId)?.locationName ?? listing.locationId;
  const groupProps = { publisherName, locationName, ...selection };

  if (mode === 'location')
    return (
      <div class="listing-grid">
        {locations.map((location) => {
          const rows = listings
            .filter((listing) => listing.locationId === location.id)
            .sort((a, b) => publisherOrder(a.publisherId) - publisherOrder(b.publisherId));
          if (rows.length === 0) return null;
          return (
            <ListingGroup
              key={location.id}
              title={location.locationName}
              selectLabel={i18n.t('listings.view.selectRow', { name: location.locationName })}
              details={
                <span class="listing-group__address">
                  {i18n.t('locations.address', {
                    address: location.address,
                    city: location.city,
                    state: location.state,
                    zip: location.zip,
                  })}
                </span>
              }
              listings={rows}
              rowName={publisherName}
              {...groupProps}
            />
          );
        })}
      </div>
    );

  const byPublisher = new Map<string, CachedListing[]>();
  for (const listing of listings)
    byPublisher.set(listing.publisherId, [...(byPublisher.get(listing.publisherId) ?? []), listing]);
  const locationOrder = (id: string) => locationById.get(id)?.order ?? Number.MAX_SAFE_INTEGER;
  return (
    <div class="listing-grid">
      {[...byPublisher.keys()]
        .sort((a, b) => publisherOrder(a) - publisherOrder(b))
        .map((publisherId) => {
          const publisher = publisherById.get(publisherId);
          const name = publisher?.name ?? publisherId;
          const rows = (byPublisher.get(publisherId) ?? []).sort(
            (a, b) => locationOrder(a.locationId) - locationOrder(b.locationId),
          );
          return (
            <ListingGroup
              key={publisherId}
              title={name}
              selectLabel={i18n.t('listings.view.selectColumn', { name })}
              details={publisher && <PublisherDetails publisher={publisher} />}
              listings={rows}
              rowName={locationName}
              {...groupProps}
            />
          );
        })}
    </div>
  );
}
