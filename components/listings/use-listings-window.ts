import { useCallback, useMemo, useState } from 'preact/hooks';
import { useCacheRead } from '@/components/cache/use-cache-read';
import { type CachedLocation, readStatusSpread, type StatusSpread } from '@/lib/listings/listing-cache';
import { blocksOf, itemsOfBlocks } from './listing-matrix-nav';
import type { ListingsFilter } from './listings-toolbar';
import { type ListingsData, LOCATIONS_PER_PAGE, useListingsData } from './use-listings-data';

export interface ListingsWindow {
  data: ListingsData;
  /** The locations shown as rows (every one, or the one the filter names). */
  rowLocations: CachedLocation[];
  /** The publishers shown as columns (every one, or the one the filter names). */
  columnPublishers: NonNullable<ListingsData['publishers']>;
  /** For views that show every location: told the locations on screen, it reads and fetches their block. */
  onShown: (locationIds: string[]) => void;
  /** Under a status filter: where its listings are and how many (the rows and columns shown). */
  spread: StatusSpread | undefined;
}

/**
 * Which locations' listings the listings view reads and fetches: the filter's one location, a
 * page of them (`paged`, the narrow "By location"), or the blocks of locations on screen (the
 * grid and "By publisher", which show every location and report what they render).
 */
export function useListingsWindow(
  accountId: string,
  filter: ListingsFilter,
  paged: boolean,
  page: number,
): ListingsWindow {
  const [blocks, setBlocks] = useState<number[]>([0]);
  const visibleOf = useCallback(
    (all: CachedLocation[]) =>
      filter.locationId
        ? all.filter((location) => location.id === filter.locationId)
        : paged
          ? all.slice(page * LOCATIONS_PER_PAGE, (page + 1) * LOCATIONS_PER_PAGE)
          : itemsOfBlocks(all, blocks, LOCATIONS_PER_PAGE),
    [filter.locationId, page, paged, blocks],
  );
  const data = useListingsData(accountId, visibleOf);
  const read = useCacheRead(accountId, ['listings'], `${accountId}\n${filter.status}`, () =>
    filter.status ? readStatusSpread(accountId, filter.status) : Promise.resolve(undefined),
  );
  // A read for an earlier status answers late: only this status's spread filters.
  const spread = read?.status === filter.status ? read : undefined;
  // A status filter shows only the rows and columns that have a listing in it.
  const rowLocations = useMemo(
    () =>
      (data.locations ?? []).filter(
        (location) =>
          (!filter.locationId || location.id === filter.locationId) &&
          (!spread || spread.locationIds.has(location.id)),
      ),
    [data.locations, filter.locationId, spread],
  );
  const columnPublishers = useMemo(
    () =>
      (data.publishers ?? []).filter(
        (publisher) =>
          (!filter.publisherId || publisher.id === filter.publisherId) &&
          (!spread || spread.publisherIds.has(publisher.id)),
      ),
    [data.publishers, filter.publisherId, spread],
  );
  const indexOfLocation = useMemo(
    () => new Map((data.locations ?? []).map((location, index) => [location.id, index])),
    [data.locations],
  );
  const onShown = useCallback(
    (ids: string[]) => {
      const next = blocksOf(
        ids.map((id) => indexOfLocation.get(id) ?? -1),
        LOCATIONS_PER_PAGE,
      );
      setBlocks((before) => (before.join() === next.join() ? before : next));
    },
    [indexOfLocation],
  );
  return { data, rowLocations, columnPublishers, onShown, spread };
}
