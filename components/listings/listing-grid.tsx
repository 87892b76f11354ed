import { defaultRangeExtractor } from '@tanstack/virtual-core';
import { useEffect, useMemo, useRef } from 'preact/hooks';
import { cx } from '@/components/ui/class-names';
import { rootFontSize, useVirtualRows } from '@/components/ui/use-virtual-rows';
import { i18n } from '@/lib/i18n/translate';
import type { CachedListing, CachedLocation, CachedPublisher } from '@/lib/listings/listing-cache';
import { pairKey, type Selection } from '@/lib/listings/opt-in-selection';
import { locationLabelOf } from '@/lib/names/display-name';
import { type ListingGridItem, locationItems, publisherItems } from './listing-grid-items';
import { ListingGroupHeader } from './listing-group';
import { ListingRow, PendingListingRow } from './listing-row';
import type { BrowseMode } from './listings-toolbar';

/**
 * Every row is this tall (CSS agrees: .listing-grid__item--row), so rows are never measured. In
 * rem, so the rows grow with the reader's font size.
 */
export const ROW_HEIGHT_REM = 3.75;
/**
 * First guesses for a header, which is measured once rendered: a long name or a publisher's
 * brands and countries wrap to a height no fixed number fits at every panel width.
 */
const HEADER_ESTIMATE_REM = { location: 4.5, publisher: 7 } as const;
/** Items rendered above and below the viewport, so Tab reaches the next row before it scrolls in. */
const OVERSCAN = 8;

export interface ListingGridProps {
  /** "By location": the listings to show (already filtered), of the page's locations. */
  listings: CachedListing[];
  locations: CachedLocation[];
  publishers: CachedPublisher[];
  selection: Selection;
  onToggle: (listing: CachedListing) => void;
  onToggleGroup: (listings: CachedListing[]) => void;
  /**
   * "By publisher" over every location: the listings known so far by location (`listings` is then
   * unused), and the status filter. Locations not known yet show as loading.
   */
  everyLocation?: { known: ReadonlyMap<string, CachedListing[]>; status: string };
  /** Told the ids of the locations whose rows are rendered, whenever they change. */
  onShown?: (locationIds: string[]) => void;
}

/**
 * The location × publisher grid as one virtualized list (docs/architecture.md › Performance
 * model): a group
 * per location of a page (rows are its publishers) or, with `everyLocation`, per publisher (rows
 * are every location), each a header item then its rows, and only the items near the viewport in
 * the DOM. Selecting a group works on its data, so it selects rows that are not rendered too.
 */
export function ListingGrid({ listings, locations, publishers, everyLocation, ...rest }: ListingGridProps) {
  const items = useMemo(
    () =>
      everyLocation
        ? publisherItems(publishers, locations, everyLocation.known, everyLocation.status)
        : locationItems(listings, locations, publishers),
    [listings, locations, publishers, everyLocation?.known, everyLocation?.status],
  );
  // Another page or mode is another list: it starts at the top. A filter or a status change keeps
  // the place (sizes are cached by item key, so a header's height never passes to a row).
  const place = everyLocation ? 'every' : locations.map((l) => l.id).join(',');
  return <VirtualGrid key={place} mode={everyLocation ? 'publisher' : 'location'} items={items} {...rest} />;
}

interface VirtualGridProps
  extends Pick<ListingGridProps, 'selection' | 'onToggle' | 'onToggleGroup' | 'onShown'> {
  mode: BrowseMode;
  items: ListingGridItem[];
}

function VirtualGrid({ mode, items, selection, onToggle, onToggleGroup, onShown }: VirtualGridProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const focused = useRef<number | undefined>(undefined);
  const rem = useMemo(rootFontSize, []);
  const rows = useVirtualRows({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => {
      const item = items[index];
      if (item?.kind === 'header') return HEADER_ESTIMATE_REM[item.group.by] * rem;
      return ROW_HEIGHT_REM * rem;
    },
    overscan: OVERSCAN,
    getItemKey: (index) => items[index]?.key ?? index,
    // The item holding focus stays rendered when it scrolls away, so focus is never dropped to
    // the page and Tab goes on from where it was.
    rangeExtractor: (range) => {
      const indexes = defaultRangeExtractor(range);
      const held = focused.current;
      return held === undefined || held >= items.length || indexes.includes(held)
        ? indexes
        : [...indexes, held].sort((a, b) => a - b);
    },
  });

  const virtualItems = rows.getVirtualItems();
  const shownKey = useRef('');
  useEffect(() => {
    const ids = new Set<string>();
    for (const { index } of virtualItems) {
      const item = items[index];
      if (item?.kind === 'row') ids.add(item.listing.locationId);
      else if (item?.kind === 'pending') ids.add(item.location.id);
    }
    const key = [...ids].join(',');
    if (key === shownKey.current) return;
    shownKey.current = key;
    onShown?.([...ids]);
  });

  return (
    <div class="listing-grid" ref={scroller} tabIndex={-1}>
      <ul
        class="listing-grid__items"
        aria-label={
          mode === 'location'
            ? i18n.t('listings.view.listByLocation')
            : i18n.t('listings.view.listByPublisher')
        }
        style={{ height: `${rows.getTotalSize()}px` }}
        onFocusIn={(event) => {
          focused.current = indexOf(event.target);
        }}
        onFocusOut={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) focused.current = undefined;
        }}
      >
        {virtualItems.map(({ index, start }) => {
          const item = items[index];
          if (!item) return null;
          return (
            <li
              key={item.key}
              data-index={index}
              ref={item.kind === 'header' ? rows.measureElement : undefined}
              class={cx(
                'listing-grid__item',
                `listing-grid__item--${item.kind}`,
                item.kind !== 'header' && item.last && 'listing-grid__item--last',
              )}
              aria-setsize={items.length}
              aria-posinset={index + 1}
              style={{ transform: `translateY(${start}px)` }}
            >
              {item.kind === 'header' ? (
                <ListingGroupHeader group={item.group} selection={selection} onToggleGroup={onToggleGroup} />
              ) : item.kind === 'pending' ? (
                <PendingListingRow name={locationLabelOf(item.location)} />
              ) : (
                <ListingRow
                  listing={item.listing}
                  name={mode === 'location' ? item.publisherName : item.locationName}
                  publisherName={item.publisherName}
                  locationName={item.locationName}
                  selected={selection.has(pairKey(item.listing))}
                  onToggle={() => onToggle(item.listing)}
                />
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The index of the item an event target sits in (its `data-index`). */
function indexOf(target: EventTarget | null): number | undefined {
  const item = target instanceof Element ? target.closest('[data-index]') : null;
  const index = Number(item?.getAttribute('data-index'));
  return item && Number.isInteger(index) ? index : undefined;
}
