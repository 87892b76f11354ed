import { describe, expect, it } from 'vitest';
import { planOptInBatches } from '@/lib/api/opt-in-plan';
import {
  groupState,
  type Selection,
  selectionLocations,
  selectionPairs,
  toggleGroup,
  toggleListing,
} from '@/lib/listings/opt-in-selection';

const listing = (locationId: string, publisherId: string, status = 'OPTED_OUT') => ({
  locationId,
  publisherId,
  status,
});
const empty: Selection = new Set();

describe('opt-in selection', () => {
  it('selects and deselects one opted-out listing; others cannot be selected', () => {
    let selection = toggleListing(empty, listing('1', 'A'));
    expect(selectionPairs(selection)).toEqual([{ locationId: '1', publisherId: 'A' }]);
    selection = toggleListing(selection, listing('1', 'B', 'LIVE'));
    expect(selection.size).toBe(1);
    selection = toggleListing(selection, listing('1', 'A'));
    expect(selection.size).toBe(0);
  });

  it('a row or column selects its opted-out listings, then deselects them all', () => {
    const row = [listing('1', 'A'), listing('1', 'B', 'LIVE'), listing('1', 'C')];
    let selection = toggleGroup(empty, row);
    expect(selectionPairs(selection)).toEqual([
      { locationId: '1', publisherId: 'A' },
      { locationId: '1', publisherId: 'C' },
    ]);
    // Every listing it can opt in is chosen, but the row also shows a live one: part of the row.
    expect(groupState(selection, row)).toBe('some');
    expect(groupState(selection, [listing('1', 'A'), listing('1', 'C')])).toBe('all');
    selection = toggleListing(selection, listing('1', 'A'));
    expect(groupState(selection, row)).toBe('some');
    selection = toggleGroup(selection, row); // A again: every opted-out one
    expect(selectionPairs(selection)).toHaveLength(2);
    selection = toggleGroup(selection, row); // all of them chosen → none
    expect(groupState(selection, row)).toBe('none');
  });

  it('one selected cell is part of its column as of its row, never the whole column', () => {
    const selection = toggleListing(empty, listing('1', 'A'));
    // The column's only opted-out listing, among live ones: partial, like the row.
    const column = [listing('1', 'A'), listing('2', 'A', 'LIVE'), listing('3', 'A', 'LIVE')];
    expect(groupState(selection, column)).toBe('some');
    // Shown alone (the "Opted out" filter), it is the whole column; not while locations are unread.
    expect(groupState(selection, [listing('1', 'A')])).toBe('all');
    expect(groupState(selection, [listing('1', 'A')], false)).toBe('some');
  });

  it('a column across locations keeps what other groups selected', () => {
    const column = [listing('1', 'A'), listing('2', 'A'), listing('3', 'A', 'UNAVAILABLE')];
    const selection = toggleGroup(new Set(toggleListing(empty, listing('9', 'Z'))), column);
    expect(selectionPairs(selection).map((p) => `${p.locationId}/${p.publisherId}`)).toEqual([
      '1/A',
      '2/A',
      '9/Z',
    ]);
  });

  it('150 selected listings across locations and publishers plan into calls of at most 100 pairs', () => {
    let selection: Selection = empty;
    for (let l = 0; l < 15; l++)
      selection = toggleGroup(
        selection,
        Array.from({ length: 10 }, (_, p) => listing(`L${l}`, `P${(p + l) % 12}`)),
      );
    const pairs = selectionPairs(selection);
    expect(pairs).toHaveLength(150);
    const batches = planOptInBatches(pairs);
    expect(batches.length).toBeGreaterThanOrEqual(2);
    for (const batch of batches)
      expect(batch.locationIds.length * batch.publisherIds.length).toBeLessThanOrEqual(100);
    // Exactly the selected pairs, no more (the service opts in each call's cross product).
    const planned = batches.flatMap((b) =>
      b.locationIds.flatMap((l) => b.publisherIds.map((p) => `${l}\n${p}`)),
    );
    expect(new Set(planned)).toEqual(new Set(selection));
  });

  it('counts the locations a selection touches, for the confirmation', () => {
    expect(selectionLocations(toggleGroup(empty, [listing('1', 'A'), listing('1', 'B')]))).toBe(1);
    expect(selectionLocations(toggleGroup(empty, [listing('1', 'A'), listing('2', 'A')]))).toBe(2);
    expect(selectionLocations(empty)).toBe(0);
  });
});
