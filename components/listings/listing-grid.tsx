import { defaultRangeExtractor } from '@tanstack/virtual-core';
import { useMemo, useRef } from 'preact/hooks';
import { i18n } from '#i18n';
import { cx } from '@/components/ui/class-names';
import { useVirtualRows } from '@/components/ui/use-virtual-rows';
import type { CachedListing, CachedLocation, CachedPublisher } from '@/lib/listings/listing-cache';
import { pairKey, type Selection } from '@/lib/listings/opt-in-selection';
import { flattenGroups, type ListingGridItem, listingGroups } from './listing-grid-items';
import { ListingGroupHeader } from './listing-group';
import { ListingRow } from './listing-row';
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
 * The location × publisher grid as one virtualized list (DESIGN.md › Performance model): a group
 * per location (rows are its publishers) or per publisher (rows are the page's locations), each a
 * header item then its rows, and only the items near the viewport in the DOM. Selecting a group
 * works on its data, so it selects rows that are not rendered too.
 */
export function ListingGrid({ mode, listings, locations, publishers, ...rest }: ListingGridProps) {
  const items = useMemo(
    () => flattenGroups(listingGroups(mode, listings, locations, publishers), publishers, locations),
    [mode, listings, locations, publishers],
  );
  // Another page or mode is another list: it starts at the top. A filter or a status change keeps
  // the place (sizes are cached by item key, so a header's height never passes to a row).
  const place = `${mode}|${locations.map((location) => location.id).join(',')}`;
  return <VirtualGrid key={place} mode={mode} items={items} {...rest} />;
}

interface VirtualGridProps
  extends Pick<ListingGridProps, 'mode' | 'selection' | 'onToggle' | 'onToggleGroup'> {
  items: ListingGridItem[];
}

function VirtualGrid({ mode, items, selection, onToggle, onToggleGroup }: VirtualGridProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const focused = useRef<number | undefined>(undefined);
  const rem = useMemo(rootFontSize, []);
  const rows = useVirtualRows({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => {
      const item = items[index];
      if (!item || item.kind === 'row') return ROW_HEIGHT_REM * rem;
      return HEADER_ESTIMATE_REM[item.group.by] * rem;
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
        {rows.getVirtualItems().map(({ index, start }) => {
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
                item.kind === 'row' && item.last && 'listing-grid__item--last',
              )}
              aria-setsize={items.length}
              aria-posinset={index + 1}
              style={{ transform: `translateY(${start}px)` }}
            >
              {item.kind === 'header' ? (
                <ListingGroupHeader group={item.group} selection={selection} onToggleGroup={onToggleGroup} />
              ) : (
                <ListingRow
                  listing={item.listing}
                  name={item.name}
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

/** Pixels per rem, so fixed heights in rem match the CSS at any font size. */
function rootFontSize(): number {
  return Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
}
