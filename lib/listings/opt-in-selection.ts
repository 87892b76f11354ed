/**
 * The listings view's selection: a set of listings picked one by one, by location row or by
 * publisher column, and the (location, publisher) pairs an opt-in sends. Pure and immutable, so a
 * page keeps it in state and tests check it without a DOM.
 */
import type { OptInPair } from '../api/opt-in-plan';
import { canOptIn } from './status-summary';

export interface SelectableListing {
  locationId: string;
  publisherId: string;
  status: string;
}

/** A selection key; `\n` never appears in ids the service sends, so keys cannot collide. */
export const pairKey = (listing: { locationId: string; publisherId: string }): string =>
  `${listing.locationId}\n${listing.publisherId}`;

export type Selection = ReadonlySet<string>;

/** Flips one listing (only an opt-in-able one can be selected). */
export function toggleListing(selection: Selection, listing: SelectableListing): Selection {
  const next = new Set(selection);
  const key = pairKey(listing);
  if (next.has(key)) next.delete(key);
  else if (canOptIn(listing)) next.add(key);
  return next;
}

/**
 * Selects every opt-in-able listing of a group (a location row or a publisher column), or
 * deselects them all when every one of them is already selected.
 */
export function toggleGroup(selection: Selection, group: readonly SelectableListing[]): Selection {
  const eligible = group.filter(canOptIn).map(pairKey);
  const next = new Set(selection);
  const all = eligible.length > 0 && eligible.every((key) => next.has(key));
  for (const key of eligible) {
    if (all) next.delete(key);
    else next.add(key);
  }
  return next;
}

/**
 * The group checkbox of a row or a column, read as the group shows: 'all' only when every listing
 * it shows is selected (and every one is known: `complete`), 'some' when any is, else 'none'. One
 * selected cell in a column of live listings is part of that column, as it is of its row: a box
 * fully checked said the whole column was chosen. Clicking it still selects every opt-in-able
 * listing of the group, or clears them once all are (toggleGroup).
 */
export function groupState(
  selection: Selection,
  group: readonly SelectableListing[],
  complete = true,
): 'all' | 'some' | 'none' {
  const chosen = group.filter((listing) => selection.has(pairKey(listing))).length;
  if (chosen === 0) return 'none';
  return complete && chosen === group.length ? 'all' : 'some';
}

/** The pairs to opt in, in a stable order. */
export function selectionPairs(selection: Selection): OptInPair[] {
  return [...selection].sort().map((key) => {
    const [locationId = '', publisherId = ''] = key.split('\n');
    return { locationId, publisherId };
  });
}

/** How many locations the selection touches, for the confirmation ("… at 3 locations?"). */
export const selectionLocations = (selection: Selection): number =>
  new Set(selectionPairs(selection).map((pair) => pair.locationId)).size;
