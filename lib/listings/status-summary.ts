/**
 * Listing status tallies (listings per status, whatever statuses the service returns).
 * Pure, shared by the background (which stores the popup's summary) and the pages.
 */
import { LISTING_STATUSES } from '../api/catalog';

/** Listings per status; a status the catalogue does not know is counted under its own name. */
export function countByStatus(listings: Iterable<{ status: string }>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status } of listings) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** Adds `more` into `into` (page by page, without keeping every listing in memory). */
export function addCounts(into: Record<string, number>, more: Record<string, number>): void {
  for (const [status, count] of Object.entries(more)) into[status] = (into[status] ?? 0) + count;
}

/**
 * Statuses in display order: the catalogue's order (LIVE first, OPTED_OUT, the waiting ones,
 * UNAVAILABLE), then unknown ones alphabetically. Zero counts are left out.
 */
export function orderedStatuses(counts: Record<string, number>): { status: string; count: number }[] {
  const known = LISTING_STATUSES as readonly string[];
  const rank = (status: string) => {
    const at = known.indexOf(status);
    return at === -1 ? known.length : at;
  };
  return Object.entries(counts)
    .filter(([, count]) => count > 0)
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([status, count]) => ({ status, count }));
}

/** Only OPTED_OUT listings can be opted in (conventions.md › Listings). */
export const OPTED_OUT = 'OPTED_OUT';
export const canOptIn = (listing: { status: string }): boolean => listing.status === OPTED_OUT;
