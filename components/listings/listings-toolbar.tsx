import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { LISTING_STATUSES } from '@/lib/api/catalog';
import { i18n } from '@/lib/i18n/translate';
import type { CachedLocation, CachedPublisher } from '@/lib/listings/listing-cache';
import { locationLabelOf } from '@/lib/names/display-name';
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
  const statuses = [...LISTING_STATUSES, ...props.extraStatuses];
  /** One select of the toolbar, tied to its part of the filter; `any` is its "every …" choice. */
  const select = (label: string, key: keyof ListingsFilter, choices: [string, string][], any?: string) => (
    <Field label={label}>
      {(control) => (
        <select
          {...control}
          value={filter[key]}
          onChange={(e) => onChange({ ...filter, [key]: e.currentTarget.value })}
        >
          {any !== undefined && <option value="">{any}</option>}
          {choices.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  return (
    <div class="listings-toolbar">
      {props.showBrowse !== false &&
        select(i18n.t('listings.view.browse'), 'mode', [
          ['location', i18n.t('listings.view.byLocation')],
          ['publisher', i18n.t('listings.view.byPublisher')],
        ])}
      {select(
        i18n.t('listings.view.status'),
        'status',
        statuses.map((status) => [status, listingStatusLabel(status)]),
        i18n.t('listings.view.anyStatus'),
      )}
      {select(
        i18n.t('listings.view.location'),
        'locationId',
        props.locations.map((location) => [location.id, locationLabelOf(location)]),
        i18n.t('listings.view.anyLocation'),
      )}
      {select(
        i18n.t('listings.view.publisher'),
        'publisherId',
        props.publishers.map((publisher) => [publisher.id, publisher.name]),
        i18n.t('listings.view.anyPublisher'),
      )}
      <Button size="sm" busy={props.refreshing} onClick={props.onRefresh}>
        {i18n.t('listings.view.refresh')}
      </Button>
    </div>
  );
}
