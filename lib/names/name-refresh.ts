/**
 * Keeps the cached names of locations and publishers fresh without anyone opening a listings
 * view: fetched when an account connects and again once they are a day old, piggy-backing on the
 * review sync run (an alarm already wakes the worker for it; no timer of our own). The fetch is the
 * listings overview's "directory" part, so a listings view asking at the same moment joins it.
 */

import type { FeatureDeps } from '../background/feature';
import { DAY } from '../clock/durations';
import { readCachedSummary } from '../listings/listing-cache-writes';
import { refreshOverview } from '../listings/listing-refresh';

/** Names older than this are fetched again at the next sync run. */
export const NAMES_STALE_AFTER_MS = DAY;

/** Whether names fetched at `fetchedAt` (0: never) are due again at `now`. */
export const namesDue = (fetchedAt: number, now: number): boolean =>
  fetchedAt <= 0 || now - fetchedAt >= NAMES_STALE_AFTER_MS || now < fetchedAt;

/**
 * Fetches the names of each account whose names are missing or a day old. Never throws: a failure
 * leaves the names as they were (stand-ins show until a later run succeeds).
 */
export async function refreshStaleNames(deps: FeatureDeps, accountIds: readonly string[]): Promise<void> {
  await Promise.allSettled(
    accountIds.map(async (accountId) => {
      const { directoryAt } = await readCachedSummary(accountId);
      if (!namesDue(directoryAt, deps.now())) return;
      await refreshOverview(deps, accountId, { parts: ['directory'], force: true });
    }),
  );
}
