/**
 * Refreshing the listings half of the cache. When each part runs:
 * - the overview (locations, publishers, suggestions and the status counts of the popup's
 *   summary) when the popup's Listings tab or a listings view opens and the part is older than
 *   `STALE_AFTER_MS` (the suggestions alone when any page opens: its badge), on Refresh (forced),
 *   and after an opt-in (counts) or a resolved suggestion (suggestions); no alarm: nothing here is
 *   urgent enough to spend quota on while nobody looks;
 * - the listings of the locations a view shows, each time it shows them (`locationIds` filter and
 *   paging), so a large account never loads every listing for the side panel.
 */

import type { ApiClient, Listing, PublisherSuggestion } from '../api';
import { LIMITS, PENDING_SUGGESTION_STATUS, SUGGESTION_STATUSES } from '../api/catalog';
import type { FeatureDeps } from '../background/feature';
import type { CacheStore } from '../cache/db';
import { fetchAllLocations } from '../locations/location-sync';
import {
  announce,
  cacheAllListings,
  cacheLocationListings,
  cacheLocations,
  cachePublishers,
  cacheSuggestions,
  readCachedSummary,
  updateSummary,
} from './listing-cache-writes';
import type { ListingSummary } from './listing-records';
import { addCounts, countByStatus } from './status-summary';

/** A part of the overview older than this is fetched again when a page opens. */
export const STALE_AFTER_MS = 15 * 60_000;
/** Listings counted for the summary at most (200 calls); beyond, the summary says it is partial. */
export const SUMMARY_SCAN_CAP = 20_000;
/** Locations per listings call: keeps the query string short. */
const LOCATIONS_PER_CALL = 25;
/** Resolved suggestions kept to show below the pending ones. */
const RESOLVED_SHOWN = LIMITS.suggestionsPage.max;

export type OverviewPart = 'directory' | 'suggestions' | 'listings';
export const OVERVIEW_PARTS: readonly OverviewPart[] = ['directory', 'suggestions', 'listings'];

export interface OverviewOptions {
  /** Fetch even what is fresh. @default false */
  force?: boolean;
  /** @default every part */
  parts?: readonly OverviewPart[];
}

/** Parts being fetched, by account and part: a request for a part under way joins it. */
const running = new Map<string, Promise<void>>();

/** What each part fetches, and the stores it rewrites (besides the summary snapshot). */
const PARTS: Record<
  OverviewPart,
  {
    at: 'directoryAt' | 'suggestionsAt' | 'listingsAt';
    stores: CacheStore[];
    fetch: (api: ApiClient, accountId: string, now: number) => Promise<Partial<ListingSummary>>;
  }
> = {
  directory: { at: 'directoryAt', stores: ['locations', 'publishers'], fetch: refreshDirectory },
  suggestions: { at: 'suggestionsAt', stores: ['suggestions'], fetch: refreshSuggestions },
  listings: { at: 'listingsAt', stores: ['listings'], fetch: countListings },
};

/**
 * Brings the stale (or, forced, the asked) parts of the overview up to date and returns the
 * summary. A part already being fetched for the account is joined, not fetched twice: a page's
 * badge asks for the suggestions while the view it opens asks for everything.
 */
export async function refreshOverview(
  deps: FeatureDeps,
  accountId: string,
  options: OverviewOptions = {},
): Promise<ListingSummary> {
  const before = await readCachedSummary(accountId);
  const now = deps.now();
  const due = (options.parts ?? OVERVIEW_PARTS).filter(
    (part) => options.force || now - before[PARTS[part].at] >= STALE_AFTER_MS,
  );
  if (due.length === 0) return before;
  await Promise.all(due.map((part) => refreshPart(deps, accountId, part, now)));
  return readCachedSummary(accountId);
}

function refreshPart(deps: FeatureDeps, accountId: string, part: OverviewPart, now: number) {
  const key = `${accountId}\n${part}`;
  const existing = running.get(key);
  if (existing) return existing;
  const work = (async () => {
    const change = await deps.withApi(accountId, (api) => PARTS[part].fetch(api, accountId, now));
    await updateSummary(accountId, change);
    announce(accountId, [...PARTS[part].stores, 'snapshots']);
  })().finally(() => running.delete(key));
  running.set(key, work);
  return work;
}

async function refreshDirectory(api: ApiClient, accountId: string, now: number) {
  const [locations, publishers] = await Promise.all([
    fetchAllLocations(api.locations),
    api.listings.publishers(),
  ]);
  await cacheLocations(accountId, locations);
  await cachePublishers(accountId, publishers);
  return { locations: locations.length, directoryAt: now };
}

/** Every pending suggestion, and the latest resolved ones below them. */
export async function refreshSuggestions(api: ApiClient, accountId: string, now: number) {
  const pending: PublisherSuggestion[] = [];
  const limit = LIMITS.suggestionsPage.max;
  for await (const s of api.suggestions.iterate({ statuses: [PENDING_SUGGESTION_STATUS], limit }))
    pending.push(s);
  const resolvedStatuses = SUGGESTION_STATUSES.filter((status) => status !== PENDING_SUGGESTION_STATUS);
  const resolved = await api.suggestions.list({ statuses: resolvedStatuses, limit: RESOLVED_SHOWN });
  await cacheSuggestions(accountId, [...pending, ...resolved.suggestions]);
  return { pendingSuggestions: pending.length, suggestionsAt: now };
}

/**
 * Counts every listing per status (there is no status filter, so this pages through all of them:
 * one call per 100). Up to the cap the listings are also cached, replacing the account's.
 */
async function countListings(api: ApiClient, accountId: string, now: number) {
  const byStatus: Record<string, number> = {};
  const seen: Listing[] = [];
  let total = 0;
  for await (const page of listingPages(api, {})) {
    total = page.count;
    addCounts(byStatus, countByStatus(page.listings));
    seen.push(...page.listings);
    if (seen.length >= SUMMARY_SCAN_CAP) break;
  }
  if (seen.length >= total) await cacheAllListings(accountId, seen);
  return { byStatus, total: Math.max(total, seen.length), counted: seen.length, listingsAt: now };
}

async function* listingPages(api: ApiClient, params: { locationIds?: string[] }) {
  const limit = LIMITS.listingsPage.max;
  let offset = 0;
  for (;;) {
    const page = await api.listings.list({ ...params, limit, offset });
    yield page;
    offset += page.listings.length;
    if (page.listings.length === 0 || offset >= page.count) return;
  }
}

/**
 * Fetches the listings of exactly these locations (`locationIds` filter, paged) and replaces their
 * cached ones. Returns how many listings they have.
 */
export async function refreshLocationListings(
  deps: FeatureDeps,
  accountId: string,
  locationIds: readonly string[],
): Promise<number> {
  const unique = [...new Set(locationIds)];
  let total = 0;
  await deps.withApi(accountId, async (api) => {
    for (let i = 0; i < unique.length; i += LOCATIONS_PER_CALL) {
      const chunk = unique.slice(i, i + LOCATIONS_PER_CALL);
      const listings: Listing[] = [];
      for await (const page of listingPages(api, { locationIds: chunk })) listings.push(...page.listings);
      await cacheLocationListings(accountId, chunk, listings);
      total += listings.length;
    }
  });
  return total;
}
