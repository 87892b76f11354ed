import { useEffect, useMemo, useState } from 'preact/hooks';
import { i18n } from '@/lib/i18n/translate';
import '@/assets/styles/listings/listings-view.css';
import { useCacheRead } from '@/components/cache/use-cache-read';
import { routeHash, type SidePanelRoute } from '@/components/shell/side-panel-route';
import type { SidePanelViewProps } from '@/components/shell/side-panel-view-props';
import { ViewEmptyState } from '@/components/shell/view-empty-state';
import { Banner } from '@/components/ui/banner';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingBlock } from '@/components/ui/spinner';
import { useElementWidth } from '@/components/ui/use-element-width';
import { LISTING_STATUSES } from '@/lib/api/catalog';
import { type CachedListing, type OptInJob, readOptInJob } from '@/lib/listings/listing-cache';
import { type Selection, toggleGroup, toggleListing } from '@/lib/listings/opt-in-selection';
import { namesOfRecords } from '@/lib/names/display-name';
import { ListingGrid } from './listing-grid';
import { ListingMatrix } from './listing-matrix';
import { type ListingsFilter, ListingsToolbar } from './listings-toolbar';
import { LocationPager } from './location-pager';
import { OptInBar } from './opt-in-bar';
import { OptInProgress } from './opt-in-progress';
import { LOCATIONS_PER_PAGE } from './use-listings-data';
import { useListingsWindow } from './use-listings-window';

/** A finished opt-in's report stays this long (or until hidden); a running one always shows. */
const REPORT_SHOWN_MS = 30 * 60_000;
/**
 * From this width of the view (the panel's, dragged by the person; not the window's) the listings
 * show as a location × publisher grid; below it, as a list.
 */
export const GRID_MIN_WIDTH_PX = 800;

const isRecent = (job: OptInJob) =>
  job.state === 'running' || Date.now() - (job.finishedAt ?? 0) < REPORT_SHOWN_MS;

/** `#/listings/location/<id>`, `#/listings/status/<status>`, `#/listings/publisher/<id>` preset a filter. */
function filterFromRoute(route: SidePanelRoute, before?: ListingsFilter): ListingsFilter {
  const [kind, value = ''] = route.path;
  return {
    mode: before?.mode ?? (kind === 'publisher' ? 'publisher' : 'location'),
    status: kind === 'status' ? value : (before?.status ?? ''),
    locationId: kind === 'location' ? value : '',
    publisherId: kind === 'publisher' ? value : (before?.publisherId ?? ''),
  };
}

/**
 * Listings (UI.md › Listings): wide, a location × publisher grid of every location; narrow, a list
 * by location (a page of locations at a time) or by publisher (every location under each). The
 * status of every listing on screen, filters, selection by listing, location row or publisher
 * column, and **Opt in** with a confirmation, then the job's progress and per-call report. Only
 * the listings of the locations on screen are read and fetched. Loaded lazily
 * (components/shell/lazy-view.tsx): keep it the default export.
 */
export default function ListingsView({ route, accountId }: SidePanelViewProps) {
  const [filter, setFilter] = useState(() => filterFromRoute(route));
  const [page, setPage] = useState(0);
  const [selection, setSelection] = useState<Selection>(new Set());
  const [dismissedJob, setDismissedJob] = useState<string>();
  const [measure, width] = useElementWidth<HTMLDivElement>();
  const wide = width >= GRID_MIN_WIDTH_PX;
  const paged = !wide && filter.mode === 'location';
  const routeKey = route.path.join('/');
  // Deps on purpose: only when the address changes
  useEffect(() => setFilter((before) => filterFromRoute(route, before)), [routeKey]);

  const { data, rowLocations, columnPublishers, onShown, spread } = useListingsWindow(
    accountId,
    filter,
    paged,
    page,
  );
  const job = useCacheRead(accountId, ['snapshots'], accountId, () => readOptInJob(accountId));

  const shown = useMemo(
    () =>
      data.listings.filter(
        (listing) =>
          (!filter.status || listing.status === filter.status) &&
          (!filter.publisherId || listing.publisherId === filter.publisherId),
      ),
    [data.listings, filter.status, filter.publisherId],
  );
  // Under a status filter, what it matches over every cached listing (not only the page shown).
  const matches = useMemo(() => {
    if (!spread) return undefined;
    const rows = new Set(rowLocations.map((location) => location.id));
    const columns = new Set(columnPublishers.map((publisher) => publisher.id));
    const listings = spread.pairs.filter(
      (pair) => rows.has(pair.locationId) && columns.has(pair.publisherId),
    ).length;
    return { listings, locations: rows.size, publishers: columns.size };
  }, [spread, rowLocations, columnPublishers]);
  const extraStatuses = useMemo(
    () =>
      [...new Set(data.listings.map((listing) => listing.status))].filter(
        (status) => !(LISTING_STATUSES as readonly string[]).includes(status),
      ),
    [data.listings],
  );

  const changeFilter = (next: ListingsFilter) => {
    if (next.locationId !== filter.locationId) {
      // The location lives in the address, so Back and links work (`#/listings/location/<id>`).
      location.hash = next.locationId
        ? routeHash('listings', 'location', next.locationId)
        : routeHash('listings');
      setPage(0);
    }
    setFilter(next);
  };

  const toggle = (listing: CachedListing) => setSelection((before) => toggleListing(before, listing));
  const toggleAll = (group: CachedListing[]) => setSelection((before) => toggleGroup(before, group));

  if (!data.locations) return <LoadingBlock />;
  if (data.locations.length === 0 && !data.refreshing)
    return data.error ? (
      <Banner tone="error">{data.error.message}</Banner>
    ) : (
      <ViewEmptyState topic="listings" />
    );

  return (
    <div class="listings-view" ref={measure}>
      <h2 class="visually-hidden">{i18n.t('listings.view.heading')}</h2>
      <ListingsToolbar
        filter={filter}
        onChange={changeFilter}
        locations={data.locations}
        publishers={data.publishers ?? []}
        extraStatuses={extraStatuses}
        showBrowse={!wide}
        onRefresh={data.refresh}
        refreshing={data.refreshing || data.loading}
      />
      {matches && (
        <p class="listings-view__matches" aria-live="polite">
          {i18n.t('listings.view.matches', {
            listings: i18n.t('listings.optIn.listings', matches.listings),
            locations: i18n.t('listings.optIn.locations', matches.locations),
            publishers: i18n.t('listings.optIn.publishers', matches.publishers),
          })}
        </p>
      )}
      {data.error && (
        <Banner tone="error" action={{ label: i18n.t('common.actions.retry'), onClick: data.refresh }}>
          {data.error.message}
        </Banner>
      )}
      {job && job.id !== dismissedJob && isRecent(job) && (
        <OptInProgress
          job={job}
          names={namesOfRecords({ locations: data.locations, publishers: data.publishers })}
          onDismiss={() => setDismissedJob(job.id)}
        />
      )}
      <OptInBar
        accountId={accountId}
        selection={selection}
        running={job?.state === 'running'}
        onClear={() => setSelection(new Set())}
        onStarted={() => {
          setSelection(new Set());
          setDismissedJob(undefined);
        }}
      />
      {paged && !filter.locationId && (
        <LocationPager
          page={page}
          perPage={LOCATIONS_PER_PAGE}
          total={data.locations.length}
          onPage={setPage}
        />
      )}
      {wide ? (
        <ListingMatrix
          locations={rowLocations}
          publishers={columnPublishers}
          known={data.known}
          status={filter.status}
          selection={selection}
          onToggle={toggle}
          onToggleGroup={toggleAll}
          onShown={onShown}
        />
      ) : !paged ? (
        <ListingGrid
          listings={[]}
          locations={rowLocations}
          publishers={columnPublishers}
          everyLocation={{ known: data.known, status: filter.status }}
          selection={selection}
          onToggle={toggle}
          onToggleGroup={toggleAll}
          onShown={onShown}
        />
      ) : data.loading && data.listings.length === 0 ? (
        <LoadingBlock label={i18n.t('listings.view.loading')} />
      ) : shown.length === 0 ? (
        <EmptyState compact headingLevel={3} title={i18n.t('listings.view.noListings')}>
          {i18n.t('listings.view.noListingsHint')}
        </EmptyState>
      ) : (
        <ListingGrid
          listings={shown}
          locations={data.visible}
          publishers={data.publishers ?? []}
          selection={selection}
          onToggle={toggle}
          onToggleGroup={toggleAll}
        />
      )}
    </div>
  );
}
