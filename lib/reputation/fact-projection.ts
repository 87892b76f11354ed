/**
 * Keeps an account's reputation facts (fact-chunks.ts) in step with its reviews: the review
 * projection (lib/reviews/review-projection.ts) calls `writeFacts` with the rows it writes, in the
 * same transaction, so the backfill and every sync build the facts as they store reviews and
 * nothing has to read the 100,000 reviews again afterwards.
 */
import type { CacheSchema } from '../cache/db';
import type { CachedReview } from '../reviews/cached-review';
import { isRemoved } from '../reviews/review-edits';
import { ROW_CHUNK, type RowsMeta } from '../reviews/review-rows';
import type { RowsTx } from '../reviews/review-write-tx';
import type { ThemeMasks } from '../themes/theme-masks';
import { emptyFactChunk, type FactChunk, factChunkName, setFact } from './fact-chunks';
import { factOf, type ReviewFact } from './review-facts';

/** A review write's transaction (review-projection.ts), which holds the facts' store. */
type FactsTx = RowsTx;

/** What a review counts for: its fact with its `themes`, or `null` once its publisher removed it. */
export const countedFact = (review: CachedReview, themes: ThemeMasks): ReviewFact | null =>
  isRemoved(review) ? null : factOf(review, themes);

/** One review's fact to write at its row. */
export interface FactWrite {
  slot: number;
  id: string;
  fact: ReviewFact | null;
}

/** A fresh stamp for a new set of facts: a worker holding facts of an earlier one reads anew. */
export const newFactEpoch = (): string => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** Writes the facts of `entries` at their rows and bumps their chunks' versions in `meta` (saved by the caller). */
export async function writeFacts(
  tx: FactsTx,
  accountId: string,
  meta: RowsMeta,
  entries: readonly FactWrite[],
): Promise<void> {
  const versions = meta.factVersions;
  if (entries.length === 0) return;
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
