/**
 * What the listings half of the cache holds (lib/cache/db.ts stores `locations`, `publishers`,
 * `listings`, `suggestions`, `snapshots`), as pages read it. Types only, so pages may import it
 * freely. Every record is keyed by the extension's account id first; a location's own `accountId`
 * (the service's account number) is kept as `serviceAccountId`.
 */
import type { Listing, Location, Publisher, PublisherSuggestion } from '../api';

export type CachedLocation = Omit<Location, 'accountId'> & {
  accountId: string;
  serviceAccountId: string;
  /** Position in the service's list, so pages can keep its order. */
  order: number;
  /**
   * Where another location has the same name: the label that tells them apart ("… (Burnaby)"),
   * stamped over the whole list (lib/names/display-name.ts › distinctLocationNames), so a surface
   * that reads a few locations names them as one that reads all.
   */
  distinctName?: string;
};

export type CachedPublisher = Publisher & { accountId: string; order: number };

export type CachedListing = Listing & { accountId: string };

export type CachedSuggestion = PublisherSuggestion & { accountId: string };

/** `snapshots` record names of this feature. */
export const LISTING_SUMMARY = 'listingSummary';
export const OPT_IN_JOB = 'optInJob';

/** The popup's listings summary (snapshot `listingSummary`): shown before any network call. */
export interface ListingSummary {
  accountId: string;
  name: typeof LISTING_SUMMARY;
  /** Listings per status, whatever statuses the service returned. */
  byStatus: Record<string, number>;
  /** Listings the service says the account has. */
  total: number;
  /** Listings actually counted (less than `total` only for accounts past the scan cap). */
  counted: number;
  pendingSuggestions: number;
  locations: number;
  /** When each part was last fetched (ms since epoch); 0 = never. */
  listingsAt: number;
  directoryAt: number;
  suggestionsAt: number;
}

/** One opt-in call of a job, as the per-batch report shows it. */
export interface OptInBatchReport {
  locationIds: string[];
  publisherIds: string[];
  pairs: number;
  /** `pending` until the call has been made. */
  state: 'pending' | 'ok' | 'failed';
  /** Why the call failed, in words. */
  error?: string;
}

/** The running or last opt-in of an account (snapshot `optInJob`); survives the page closing. */
export interface OptInJob {
  accountId: string;
  name: typeof OPT_IN_JOB;
  id: string;
  state: 'running' | 'done';
  /** Listings asked for (pairs). */
  total: number;
  startedAt: number;
  finishedAt?: number;
  batches: OptInBatchReport[];
}
