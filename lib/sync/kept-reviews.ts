/**
 * How many reviews the cache keeps per account: the newest REVIEWS_PER_ACCOUNT. The backfill
 * stops there (backfill-writes.ts) and the account's sync state says older reviews were left out,
 * which the inbox says under its list. Arrivals go on top, up to a twentieth more, and are then
 * trimmed back to it (lib/reviews/review-trim.ts). At about 1 kB a review in the cache
 * (docs/benchmarks.md › Storage) that is some 150 MB per account (157 MB at the margin), against
 * the product's 100,000 reviews across accounts (about 100 MB).
 */
import { openCache } from '../cache/db';
import type { SyncState } from './sync-state';

/** Reviews the cache keeps per account, newest first. */
export const REVIEWS_PER_ACCOUNT = 150_000;

/**
 * How many reviews the accounts kept when the list held more, by their backfill or a trim (the
 * largest if several did), or undefined when none left any out.
 */
export async function readOlderLeftOut(accountIds: readonly string[]): Promise<number | undefined> {
  const db = await openCache();
  const states = (await Promise.all(accountIds.map((id) => db.get('syncState', id)))) as (
    | SyncState
    | undefined
  )[];
  const kept = states.flatMap((state) => (state?.olderLeftOut === undefined ? [] : [state.olderLeftOut]));
  return kept.length ? Math.max(...kept) : undefined;
}
