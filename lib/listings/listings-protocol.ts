/**
 * The listings messages, joined into the one protocol of lib/messaging.ts. Pages read
 * locations, publishers, listings, suggestions, the summary and the opt-in job from the cache
 * (listing-cache.ts) and re-read on `onCacheChange`; these ask the background for the rest.
 */
import type { SuggestionResolution } from '../api/catalog';
import type { OptInPair } from '../api/opt-in-plan';
import type { Result } from '../errors/error-data';
import type { ListingSummary, OptInJob } from './listing-records';
import type { OverviewPart } from './listing-refresh';
import type { SuggestionOutcome } from './suggestion-actions';

export interface ListingsProtocol {
  /**
   * Locations, publishers, suggestions and the status counts (or only `parts` of them), each
   * fetched when older than 15 minutes (or always with `force`); answers the summary once the
   * cache holds it.
   */
  refreshListingOverview(data: {
    accountId: string;
    force?: boolean;
    parts?: OverviewPart[];
  }): Result<ListingSummary>;
  /** The listings of exactly these locations (the ones a view shows), fetched and cached. */
  refreshLocationListings(data: { accountId: string; locationIds: string[] }): Result<{ listings: number }>;
  /** Starts opting in these listings; answers the planned job at once. Watch the `optInJob` snapshot. */
  startOptIn(data: { accountId: string; pairs: OptInPair[] }): Result<OptInJob>;
  /** Accepts or rejects a pending suggestion; the list and (accepted) the location are re-read. */
  resolveSuggestion(data: {
    accountId: string;
    id: string;
    locationId: string;
    status: SuggestionResolution;
  }): Result<SuggestionOutcome>;
}
