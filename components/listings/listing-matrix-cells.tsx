import { Chip } from '@/components/ui/chip';
import { cx } from '@/components/ui/class-names';
import { i18n } from '@/lib/i18n/translate';
import type { CachedListing, CachedLocation, CachedPublisher } from '@/lib/listings/listing-cache';
import { groupState, type Selection } from '@/lib/listings/opt-in-selection';
import { canOptIn } from '@/lib/listings/status-summary';
import { locationLabelOf } from '@/lib/names/display-name';
import { locationAddress } from './location-address';
import { listingStatusLabel, listingStatusTone } from './status-label';

/**
 * The cells of the wide listings grid (listing-matrix.tsx). Each focusable one carries
 * `data-cell="row:col"` (a header's checkbox when it has one), which the grid's roving tabindex
 * moves between.
 */

interface FocusTarget {
  cell: string;
  tabIndex: number;
}

/** The top-left cell, naming the rows' axis. */
export function MatrixCorner({ cell, tabIndex }: FocusTarget) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: the grid is virtualized both ways, its rows and cells placed one by one (absolutely, headers sticky), which table layout cannot do
    <div
      role="columnheader"
      aria-colindex={1}
      class="listing-matrix__corner"
      data-cell={cell}
      tabIndex={tabIndex}
    >
      {i18n.t('listings.grid.corner')}
    </div>
  );
}

interface GroupBoxProps extends FocusTarget {
  listings: CachedListing[];
  selection: Selection;
  onToggleGroup: (listings: CachedListing[]) => void;
  label: string;
  /** Every location's listings are known (a column of locations not read yet is never all). */
  complete?: boolean;
}

/** A row's or a column's select-all box, or (nothing to opt in) a plain focus target. */
function GroupBox({ listings, selection, onToggleGroup, label, cell, tabIndex, complete }: GroupBoxProps) {
  if (!listings.some(canOptIn)) return null;
  const state = groupState(selection, listings, complete);
  return (
    <input
      type="checkbox"
      data-cell={cell}
      tabIndex={tabIndex}
      checked={state === 'all'}
      indeterminate={state === 'some'}
      onChange={() => onToggleGroup(listings)}
      aria-label={label}
    />
  );
}

export interface MatrixColumnHeaderProps extends FocusTarget {
  publisher: CachedPublisher;
  colIndex: number;
  left: number;
  /** The column's listings in the status filter, known so far. */
  listings: CachedListing[];
  /** Every location's listings are known (the box selects the whole column). */
  complete: boolean;
  selection: Selection;
  onToggleGroup: (listings: CachedListing[]) => void;
}

export function MatrixColumnHeader(props: MatrixColumnHeaderProps) {
  const { publisher, listings } = props;
  const selectable = listings.some(canOptIn);
  return (
    // biome-ignore lint/a11y/useSemanticElements: the grid is virtualized both ways, its rows and cells placed one by one (absolutely, headers sticky), which table layout cannot do
    <div
      role="columnheader"
      aria-colindex={props.colIndex}
      class="listing-matrix__column-head"
      style={{ transform: `translateX(${props.left}px)` }}
      data-cell={selectable ? undefined : props.cell}
      tabIndex={selectable ? undefined : props.tabIndex}
    >
      <GroupBox
        {...props}
        label={
          props.complete
            ? i18n.t('listings.view.selectColumn', { name: publisher.name })
            : i18n.t('listings.view.selectColumnSoFar', { name: publisher.name })
        }
      />
      <span class="listing-matrix__publisher" title={publisher.name}>
        {publisher.name}
      </span>
    </div>
  );
}

export interface MatrixRowHeaderProps extends FocusTarget {
  location: CachedLocation;
  /** The row's listings in the filters. */
  listings: CachedListing[];
  selection: Selection;
  onToggleGroup: (listings: CachedListing[]) => void;
}

export function MatrixRowHeader(props: MatrixRowHeaderProps) {
  const { location, listings } = props;
  const selectable = listings.some(canOptIn);
  const address = locationAddress(location);
  return (
    // biome-ignore lint/a11y/useSemanticElements: the grid is virtualized both ways, its rows and cells placed one by one (absolutely, headers sticky), which table layout cannot do
    <div
      role="rowheader"
      aria-colindex={1}
      class="listing-matrix__row-head"
      data-cell={selectable ? undefined : props.cell}
      tabIndex={selectable ? undefined : props.tabIndex}
    >
      <GroupBox {...props} label={i18n.t('listings.view.selectRow', { name: locationLabelOf(location) })} />
      <span class="listing-matrix__location">
        <span class="listing-matrix__location-name" title={locationLabelOf(location)}>
          {locationLabelOf(location)}
        </span>
        <span class="listing-matrix__address" title={address}>
          {address}
        </span>
      </span>
    </div>
  );
}

export interface MatrixCellProps extends FocusTarget {
  location: CachedLocation;
  publisher: CachedPublisher;
  /** Undefined: not listed there (or, when not `loaded`, not read yet). */
  listing: CachedListing | undefined;
  loaded: boolean;
  /** Outside the status filter: shown, but faded. */
  faded: boolean;
  selected: boolean;
  colIndex: number;
  left: number;
  onToggle: (listing: CachedListing) => void;
}

/** One listing's status chip, named "Downtown · Google: Live"; Space or a click selects it. */
export function MatrixCell(props: MatrixCellProps) {
  const { location, publisher, listing, loaded } = props;
  const selectable = !!listing && canOptIn(listing);
  const status = listing
    ? listingStatusLabel(listing.status)
    : loaded
      ? i18n.t('listings.grid.notListed')
      : i18n.t('listings.view.rowLoading');
  const toggle = () => {
    if (listing && selectable) props.onToggle(listing);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: the grid is virtualized both ways, its rows and cells placed one by one (absolutely, headers sticky), which table layout cannot do
    <div
      role="gridcell"
      aria-colindex={props.colIndex}
      aria-selected={selectable ? props.selected : undefined}
      aria-label={i18n.t('listings.grid.cell', {
        location: locationLabelOf(location),
        publisher: publisher.name,
        status,
      })}
      data-cell={props.cell}
      tabIndex={props.tabIndex}
      class={cx(
        'listing-matrix__cell',
        selectable && 'listing-matrix__cell--selectable',
        props.selected && 'listing-matrix__cell--selected',
        props.faded && 'listing-matrix__cell--faded',
      )}
      style={{ transform: `translateX(${props.left}px)` }}
      onClick={toggle}
      onKeyDown={(event) => {
        if (event.key !== ' ') return;
        event.preventDefault();
        toggle();
      }}
    >
      {listing ? (
        <Chip tone={listingStatusTone(listing.status)} dot>
          {status}
        </Chip>
      ) : (
        <span class="listing-matrix__empty" aria-hidden="true">
          {loaded ? '—' : '…'}
        </span>
      )}
    </div>
  );
}
