import { i18n } from '#i18n';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { LISTING_STATUSES } from '@/lib/api/catalog';
import type { CachedLocation, CachedPublisher } from '@/lib/listings/listing-cache';
import { listingStatusLabel } from './status-label';

export type BrowseMode = 'location' | 'publisher';

export interface ListingsFilter {
  mode: BrowseMode;
  /** '' = every status. */
  status: string;
  /** '' = every location. */
  locationId: string;
  /** '' = every publisher. */
  publisherId: string;
}

export interface ListingsToolbarProps {
  filter: ListingsFilter;
  onChange: (filter: ListingsFilter) => void;
  locations: CachedLocation[];
  publishers: CachedPublisher[];
  /** Statuses seen in the cache besides the catalogue's (the service may add some). */
  extraStatuses: string[];
  /** The Browse choice (the wide grid shows both ways at once). @default true */
  showBrowse?: boolean;
  onRefresh: () => void;
  refreshing: boolean;
}

/** Browse by location or publisher, and filter by status, location and publisher. */
export function ListingsToolbar(props: ListingsToolbarProps) {
  const { filter, onChange } = props;
  const set = (change: Partial<ListingsFilter>) => onChange({ ...filter, ...change });
  const statuses = [...LISTING_STATUSES, ...props.extraStatuses];
  return (
    <div class="listings-toolbar">
      {props.showBrowse !== false && (
        <Field label={i18n.t('listings.view.browse')}>
          {(control) => (
            <select
              {...control}
              value={filter.mode}
              onChange={(e) => set({ mode: e.currentTarget.value as BrowseMode })}
            >
              <option value="location">{i18n.t('listings.view.byLocation')}</option>
              <option value="publisher">{i18n.t('listings.view.byPublisher')}</option>
            </select>
          )}
        </Field>
      )}
      <Field label={i18n.t('listings.view.status')}>
        {(control) => (
          <select {...control} value={filter.status} onChange={(e) => set({ status: e.currentTarget.value })}>
            <option value="">{i18n.t('listings.view.anyStatus')}</option>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {listingStatusLabel(status)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={i18n.t('listings.view.location')}>
        {(control) => (
          <select
            {...control}
            value={filter.locationId}
            onChange={(e) => set({ locationId: e.currentTarget.value })}
          >
            <option value="">{i18n.t('listings.view.anyLocation')}</option>
            {props.locations.map((location) => (
              <option key={location.id} value={location.id}>
                {location.locationName} · {location.city}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={i18n.t('listings.view.publisher')}>
        {(control) => (
          <select
            {...control}
            value={filter.publisherId}
            onChange={(e) => set({ publisherId: e.currentTarget.value })}
          >
            <option value="">{i18n.t('listings.view.anyPublisher')}</option>
            {props.publishers.map((publisher) => (
              <option key={publisher.id} value={publisher.id}>
                {publisher.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Button size="sm" busy={props.refreshing} onClick={props.onRefresh}>
        {i18n.t('listings.view.refresh')}
      </Button>
    </div>
  );
}
