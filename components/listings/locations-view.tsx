import { useEffect, useState } from 'preact/hooks';
import { i18n } from '@/lib/i18n/translate';
import '@/assets/styles/listings/locations-view.css';
import { useCacheRead } from '@/components/cache/use-cache-read';
import { routeHash } from '@/components/shell/side-panel-route';
import type { SidePanelViewProps } from '@/components/shell/side-panel-view-props';
import { ViewEmptyState } from '@/components/shell/view-empty-state';
import { Banner } from '@/components/ui/banner';
import { Field } from '@/components/ui/field';
import { LoadingBlock } from '@/components/ui/spinner';
import type { ErrorData } from '@/lib/errors/error-data';
import { readLocations } from '@/lib/listings/listing-cache';
import { ask, sendMessage } from '@/lib/messaging';
import { locationLabelOf } from '@/lib/names/display-name';
import { locationAddress } from './location-address';
import { searchLocations } from './location-search';

/** Locations shown at once; the search narrows a long account down. */
const SHOWN = 200;

/**
 * The account's locations with search (UI.md › Locations); each links to its listings, reviews
 * and numbers. Loaded lazily (components/shell/lazy-view.tsx): keep it the default export.
 */
export default function LocationsView({ accountId }: SidePanelViewProps) {
  const locations = useCacheRead(accountId, ['locations'], accountId, () =>
    readLocations(accountId).catch(() => []),
  );
  const [query, setQuery] = useState('');
  const [error, setError] = useState<ErrorData>();
  useEffect(() => {
    void ask(() => sendMessage('refreshListingOverview', { accountId })).then((result) =>
      setError(result.ok ? undefined : result.error),
    );
  }, [accountId]);

  if (!locations) return <LoadingBlock />;
  const matches = searchLocations(locations, query);
  return (
    <div class="locations-view">
      <h2 class="visually-hidden">{i18n.t('locations.heading')}</h2>
      {error && <Banner tone="error">{error.message}</Banner>}
      <Field label={i18n.t('locations.search')} hint={i18n.t('locations.searchHint')}>
        {(control) => (
          <input {...control} type="search" value={query} onInput={(e) => setQuery(e.currentTarget.value)} />
        )}
      </Field>
      <p class="locations-view__count" aria-live="polite">
        {i18n.t('locations.count', matches.length)}
      </p>
      {locations.length === 0 ? (
        <ViewEmptyState topic="locations" />
      ) : matches.length === 0 ? (
        <p class="locations-view__none">{i18n.t('locations.noMatch', { query })}</p>
      ) : (
        <ul class="locations-view__list">
          {matches.slice(0, SHOWN).map((location) => (
            <li key={location.id} class="location-item">
              <h3 class="location-item__name">{locationLabelOf(location)}</h3>
              <p class="location-item__address">{locationAddress(location)}</p>
              <nav
                class="location-item__links"
                aria-label={i18n.t('locations.linksLabel', { name: locationLabelOf(location) })}
              >
                <a href={routeHash('listings', 'location', location.id)}>{i18n.t('locations.listings')}</a>
                <a href={routeHash('inbox', 'location', location.id)}>{i18n.t('locations.reviews')}</a>
                <a href={routeHash('reports', 'location', location.id)}>{i18n.t('locations.numbers')}</a>
              </nav>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
