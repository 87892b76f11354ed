/**
 * Keeps an account's reputation facts (fact-chunks.ts) in step with its reviews: the review
 * projection (lib/reviews/review-projection.ts) calls `writeFacts` with the rows it writes, in the
 * same transaction, so the backfill and every sync build the facts as they store reviews and
 * nothing has to read the 100,000 reviews again afterwards.
 *
 * A projection written before the facts existed gets them on the account's next
 * review write, or on the background's next read of the facts (fact-cache.ts): every review is
 * read once, in batches, and its fact written at the row it has.
 */
import { accountRange, type CacheSchema } from '../cache/db';
import type { CachedReview } from '../reviews/cached-review';
import { isRemoved } from '../reviews/review-edits';
import { ROW_CHUNK, type RowsMeta } from '../reviews/review-rows';
import type { RowsTx } from '../reviews/review-write-tx';
import { emptyFactChunk, type FactChunk, factChunkName, setFact } from './fact-chunks';
import { factOf, type ReviewFact } from './review-facts';

/** A review write's transaction (review-projection.ts), which holds the facts' store. */
type FactsTx = RowsTx;

/** What a review counts for: its fact, or `null` once its publisher removed it. */
export const countedFact = (review: CachedReview): ReviewFact | null =>
  isRemoved(review) ? null : factOf(review);

/** A fresh stamp for a new set of facts: a worker holding facts of an earlier one reads anew. */
export const newFactEpoch = (): string => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * Writes the facts of `entries` at their rows and bumps their chunks' versions in `meta` (saved by
 * the caller). Does nothing while `meta` has no facts yet (`projectFacts` gives them).
 */
export async function writeFacts(
  tx: FactsTx,
  accountId: string,
  meta: RowsMeta,
  entries: readonly { slot: number; id: string; fact: ReviewFact | null }[],
): Promise<void> {
  const versions = meta.factVersions;
  if (!versions || entries.length === 0) return;
  const byChunk = new Map<number, typeof entries>();
  for (const entry of entries) {
    const c = Math.floor(entry.slot / ROW_CHUNK);
    byChunk.set(c, [...(byChunk.get(c) ?? []), entry]);
  }
  const store = tx.objectStore('snapshots');
  const chunks = await Promise.all([...byChunk.keys()].map((c) => store.get([accountId, factChunkName(c)])));
  const puts = [...byChunk].map(([c, group], i) => {
    const chunk = (chunks[i] as FactChunk | undefined) ?? emptyFactChunk(accountId, c);
    for (const { slot, id, fact } of group) setFact(chunk, slot - c * ROW_CHUNK, id, fact);
    versions[c] = (versions[c] ?? 0) + 1;
    return store.put(chunk as unknown as CacheSchema['snapshots']['value']);
  });
  for (let c = 0; c < versions.length; c++) versions[c] ??= 0;
  await Promise.all(puts);
}

/** Reviews read per request while giving an older projection its facts. */
const BATCH = ROW_CHUNK;

/**
 * Gives every review the account has cached (each with its `row`) its fact, and `meta` its facts'
 * versions and epoch: once, for a projection written before the facts existed. The chunks are
 * built in memory and each put once: reviews in key order land on rows all over the account.
 */
export async function projectFacts(tx: FactsTx, accountId: string, meta: RowsMeta): Promise<void> {
  const chunks = new Map<number, FactChunk>();
  const reviews = tx.objectStore('reviews');
  let range = accountRange(accountId);
  for (;;) {
    const batch = (await reviews.getAll(range, BATCH)) as unknown as CachedReview[];
    for (const review of batch) {
      if (review.row === undefined) continue;
      const c = Math.floor(review.row / ROW_CHUNK);
      const chunk = chunks.get(c) ?? emptyFactChunk(accountId, c);
      chunks.set(c, chunk);
      setFact(chunk, review.row - c * ROW_CHUNK, review.id, countedFact(review));
    }
    if (batch.length < BATCH) break;
    range = IDBKeyRange.bound([accountId, batch[batch.length - 1].id], [accountId, []], true, false);
  }
  meta.factEpoch = newFactEpoch();
  meta.factVersions = [];
  for (const c of chunks.keys()) meta.factVersions[c] = 1;
  for (let c = 0; c < meta.factVersions.length; c++) meta.factVersions[c] ??= 0;
  const store = tx.objectStore('snapshots');
  await Promise.all(
    [...chunks.values()].map((chunk) => store.put(chunk as unknown as CacheSchema['snapshots']['value'])),
  );
}
