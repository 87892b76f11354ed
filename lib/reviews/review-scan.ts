/**
 * Reads every cached review of an account in chunks, each chunk its own short read, so that a scan
 * of 100,000 reviews never holds the page's main thread for more than one chunk's worth of
 * structured-clone work: input, painting and scrolling go on between chunks. Chunks follow the
 * primary key (`[accountId, id]`), the only unique order to resume from; callers sort.
 */
import { accountRange, openCache } from '../cache/db';
import type { CachedReview } from './cached-review';

/** Records per read: ~2,000 keeps each read to a few milliseconds of deserialising. */
export const SCAN_CHUNK = 2_000;

export interface ScanOptions {
  chunk?: number;
  signal?: AbortSignal;
  /**
   * Awaited before every chunk after the first. IndexedDB serves requests in turn, so a cursor
   * walk of the page (50 `continue`s) queued behind a scan would wait for one chunk per step: a
   * page that shows reads first lets the scan wait here instead.
   */
  pause?: () => Promise<unknown>;
}

export async function* scanReviews(
  accountId: string,
  { chunk = SCAN_CHUNK, signal, pause }: ScanOptions = {},
): AsyncGenerator<CachedReview[], void, undefined> {
  const db = await openCache();
  let range = accountRange(accountId);
  for (let first = true; ; first = false) {
    if (!first) await pause?.();
    signal?.throwIfAborted();
    const batch = (await db.getAll('reviews', range, chunk)) as CachedReview[];
    if (batch.length > 0) yield batch;
    if (batch.length < chunk) return;
    const last = batch[batch.length - 1];
    // Strictly after the last key read; `[accountId, []]` is past every id of the account.
    range = IDBKeyRange.bound([accountId, last.id], [accountId, []], true, false);
  }
}

/** The list order: newest update first; the same minute falls back to the id, as `byUpdated` 'prev' does. */
export function newestFirst(a: { updated: string; id: string }, b: { updated: string; id: string }): number {
  if (a.updated !== b.updated) return a.updated < b.updated ? 1 : -1;
  if (a.id === b.id) return 0;
  return a.id < b.id ? 1 : -1;
}
