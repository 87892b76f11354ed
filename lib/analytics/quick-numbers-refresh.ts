/**
 * Fetching the quick numbers: max dates, then one daily report over the last 60 days
 * with data, cached as the `quickNumbers` snapshot.
 *
 * When: the popup's Numbers tab asks on open, and the background fetches only when the snapshot is
 * older than `STALE_AFTER_MS` (or on Refresh, forced). No alarm: the data moves at most once a day
 * (the max dates trail today by about two weeks), the popup shows the snapshot instantly anyway,
 * and an alarm would spend quota on accounts nobody looks at.
 */

import type { FeatureDeps } from '../background/feature';
import { cacheQuickNumbers, readQuickNumbers } from './analytics-cache';
import { QUICK_NUMBERS, type QuickNumbersSnapshot } from './analytics-records';
import { computeQuickNumbers, quickNumbersRequest } from './quick-numbers';

/** A snapshot older than this is fetched again when the popup opens. */
export const STALE_AFTER_MS = 60 * 60_000;

const running = new Map<string, Promise<QuickNumbersSnapshot>>();

/** The account's quick numbers, fetched if stale (or `force`); calls during a fetch share it. */
export async function refreshQuickNumbers(
  deps: FeatureDeps,
  accountId: string,
  options: { force?: boolean } = {},
): Promise<QuickNumbersSnapshot> {
  const cached = await readQuickNumbers(accountId);
  if (!options.force && cached && deps.now() - cached.fetchedAt < STALE_AFTER_MS) return cached;
  const existing = running.get(accountId);
  if (existing) return existing;
  const fetching = fetchQuickNumbers(deps, accountId).finally(() => running.delete(accountId));
  running.set(accountId, fetching);
  return fetching;
}

async function fetchQuickNumbers(deps: FeatureDeps, accountId: string): Promise<QuickNumbersSnapshot> {
  const snapshot = await deps.withApi(accountId, async (api) => {
    const maxDates = await api.analytics.maxDates();
    const rows = await api.analytics.report(quickNumbersRequest(maxDates));
    return {
      ...computeQuickNumbers(rows, maxDates),
      accountId,
      name: QUICK_NUMBERS,
      fetchedAt: deps.now(),
    } satisfies QuickNumbersSnapshot;
  });
  await cacheQuickNumbers(snapshot);
  return snapshot;
}
