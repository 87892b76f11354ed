import { defaultRangeExtractor } from '@tanstack/virtual-core';
import { useEffect, useMemo, useRef } from 'preact/hooks';
import { i18n } from '@/lib/i18n/translate';
import '@/assets/styles/listings/listing-matrix.css';
import { rootFontSize, useVirtualRows } from '@/components/ui/use-virtual-rows';
import type { CachedListing, CachedLocation, CachedPublisher } from '@/lib/listings/listing-cache';
import { pairKey, type Selection } from '@/lib/listings/opt-in-selection';
import { MatrixCell, MatrixColumnHeader, MatrixCorner, MatrixRowHeader } from './listing-matrix-cells';
import { ListingMatrixDetail } from './listing-matrix-detail';
import type { GridBounds } from './listing-matrix-nav';
import { useGridFocus } from './use-grid-focus';

/** Sizes in rem (the CSS agrees: listing-matrix.css), so nothing is measured and they follow the font. */
const ROW_REM = 2.75;
const COLUMN_REM = 9.5;
const ROW_HEADER_REM = 15;
const COLUMN_HEADER_REM = 3.75;

export interface ListingMatrixProps {
  /** One row each, in order. */
  locations: CachedLocation[];
  /** One column each, in order. */
  publishers: CachedPublisher[];
  /** Listings known so far, by location; a location missing is still loading. */
  known: ReadonlyMap<string, CachedListing[]>;
  /** '' = every status; otherwise other statuses are shown faded and are not selected by a group. */
  status: string;
  selection: Selection;
  onToggle: (listing: CachedListing) => void;
  onToggleGroup: (listings: CachedListing[]) => void;
  /** Told the ids of the locations whose rows are rendered, whenever they change. */
  onShown: (locationIds: string[]) => void;
}

/**
 * The wide side panel's listings: a location × publisher grid (UI.md › Listings) with a status
 * chip per cell, virtualized in both directions (only the rows and columns near the viewport
 * exist), the location names and publisher names sticky. One tab stop: arrow keys, Home/End and
 * Page Up/Down move between cells, Space selects a listing, a header's checkbox its row or column;
 * the detail bar below shows the focused listing's pages and its own checkbox.
 */
export function ListingMatrix(props: ListingMatrixProps) {
  const { locations, publishers, known, status, selection } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const rem = useMemo(rootFontSize, []);
  const bounds: GridBounds = {
    rows: locations.length,
    cols: publishers.length,
    page: Math.max(1, Math.floor((scroller.current?.clientHeight ?? 0) / (ROW_REM * rem)) - 2),
  };
  // Headers are sticky: only a body row or column needs scrolling to.
  const focus = useGridFocus(bounds, scroller, (next) => {
    if (next.row > 0) rows.scrollToIndex(next.row - 1);
    if (next.col > 0) columns.scrollToIndex(next.col - 1);
  });
  const { here, tabIndexAt } = focus;
  const byPair = useMemo(() => {
    const map = new Map<string, CachedListing>();
    for (const list of known.values()) for (const listing of list) map.set(pairKey(listing), listing);
    return map;
  }, [known]);
  const listingAt = (location: CachedLocation, publisher: CachedPublisher) =>
    byPair.get(pairKey({ locationId: location.id, publisherId: publisher.id }));
  const inFilter = (listing: CachedListing | undefined): listing is CachedListing =>
    !!listing && (!status || listing.status === status);

  const keep = (held: number) => (range: Parameters<typeof defaultRangeExtractor>[0]) => {
    const indexes = defaultRangeExtractor(range);
    // The focused cell's row and column stay rendered when they scroll away, so focus stays put.
    return held < 0 || held >= range.count || indexes.includes(held)
      ? indexes
      : [...indexes, held].sort((a, b) => a - b);
  };
  const rows = useVirtualRows({
    count: locations.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_REM * rem,
    overscan: 6,
    paddingStart: COLUMN_HEADER_REM * rem,
    scrollPaddingStart: COLUMN_HEADER_REM * rem,
    getItemKey: (index) => locations[index]?.id ?? index,
    rangeExtractor: keep(here.row - 1),
  });
  const columns = useVirtualRows({
    horizontal: true,
    count: publishers.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => COLUMN_REM * rem,
    overscan: 2,
    paddingStart: ROW_HEADER_REM * rem,
    scrollPaddingStart: ROW_HEADER_REM * rem,
    getItemKey: (index) => publishers[index]?.id ?? index,
    rangeExtractor: keep(here.col - 1),
  });
  const shownRows = rows.getVirtualItems();
  const shownColumns = columns.getVirtualItems();

  const shownKey = useRef('');
  useEffect(() => {
    const ids = shownRows.flatMap(({ index }) => locations[index]?.id ?? []);
    const key = ids.join(',');
    if (key === shownKey.current) return;
    shownKey.current = key;
    props.onShown(ids);
  });

  const rowListings = (location: CachedLocation) =>
    publishers.map((publisher) => listingAt(location, publisher)).filter(inFilter);
  const columnListings = (publisher: CachedPublisher) =>
    locations.map((location) => listingAt(location, publisher)).filter(inFilter);
  const width = columns.getTotalSize();
  const complete = useMemo(() => locations.every((location) => known.has(location.id)), [locations, known]);
  const activeLocation = here.row > 0 ? locations[here.row - 1] : undefined;
  const activePublisher = here.col > 0 ? publishers[here.col - 1] : undefined;

  return (
    <>
      <div class="listing-matrix" ref={scroller}>
        {/* biome-ignore lint/a11y/useSemanticElements: the grid is virtualized both ways, its rows and cells placed one by one (absolutely, headers sticky), which table layout cannot do */}
        <div
          role="grid"
          class="listing-matrix__grid"
          aria-label={i18n.t('listings.grid.label')}
          aria-rowcount={locations.length + 1}
          aria-colcount={publishers.length + 1}
          style={{ width: `${width}px`, height: `${rows.getTotalSize()}px` }}
          onKeyDown={focus.onKeyDown}
          onFocusIn={focus.onFocusIn}
        >
          {/* biome-ignore lint/a11y/useSemanticElements: the grid is virtualized both ways, its rows and cells placed one by one (absolutely, headers sticky), which table layout cannot do */}
          {/* biome-ignore lint/a11y/useFocusableInteractive: in the ARIA grid pattern the cells take focus (one tab stop moved by the arrow keys), not the grid or its rows */}
          <div role="row" aria-rowindex={1} class="listing-matrix__head" style={{ width: `${width}px` }}>
            <MatrixCorner cell="0:0" tabIndex={tabIndexAt(0, 0)} />
            {shownColumns.map(({ index, start }) => {
              const publisher = publishers[index];
              if (!publisher) return null;
              const group = columnListings(publisher);
              return (
                <MatrixColumnHeader
                  key={publisher.id}
                  publisher={publisher}
                  colIndex={index + 2}
                  left={start}
                  listings={group}
                  complete={complete}
                  selection={selection}
                  onToggleGroup={props.onToggleGroup}
                  cell={`0:${index + 1}`}
                  tabIndex={tabIndexAt(0, index + 1)}
                />
              );
            })}
          </div>
          {shownRows.map(({ index: r, start: top }) => {
            const location = locations[r];
            if (!location) return null;
            const loaded = known.has(location.id);
            return (
              // biome-ignore lint/a11y/useSemanticElements: the grid is virtualized both ways, its rows and cells placed one by one (absolutely, headers sticky), which table layout cannot do
              // biome-ignore lint/a11y/useFocusableInteractive: in the ARIA grid pattern the cells take focus (one tab stop moved by the arrow keys), not the grid or its rows
              <div
                key={location.id}
                role="row"
                aria-rowindex={r + 2}
                class="listing-matrix__row"
                style={{ width: `${width}px`, transform: `translateY(${top}px)` }}
              >
                <MatrixRowHeader
                  location={location}
                  listings={rowListings(location)}
                  selection={selection}
                  onToggleGroup={props.onToggleGroup}
                  cell={`${r + 1}:0`}
                  tabIndex={tabIndexAt(r + 1, 0)}
                />
                {shownColumns.map(({ index: c, start: left }) => {
                  const publisher = publishers[c];
                  if (!publisher) return null;
                  const listing = listingAt(location, publisher);
                  return (
                    <MatrixCell
                      key={publisher.id}
                      location={location}
                      publisher={publisher}
                      listing={listing}
                      loaded={loaded}
                      faded={!!listing && !inFilter(listing)}
                      selected={!!listing && selection.has(pairKey(listing))}
                      colIndex={c + 2}
                      left={left}
                      cell={`${r + 1}:${c + 1}`}
                      tabIndex={tabIndexAt(r + 1, c + 1)}
                      onToggle={props.onToggle}
                    />
                  );
                })}
              </div>
            );
          })}
        </div>
      </div>
      <ListingMatrixDetail
        location={activeLocation}
        publisher={activePublisher}
        listing={activeLocation && activePublisher ? listingAt(activeLocation, activePublisher) : undefined}
        loaded={!!activeLocation && known.has(activeLocation.id)}
        selected={selection}
        onToggle={props.onToggle}
      />
    </>
  );
}
