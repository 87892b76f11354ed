/**
 * How many of an account's cached reviews are in each language, kept as a snapshot next to them
 * and updated in the same transaction as every review write (review-cache-writes.ts), as the
 * inbox tally is. It gives the account's usual language, which a review too short to tell reads
 * as (its themes, its draft), and how many reviews are in a language the themes cannot read.
 */
import type { CacheSchema } from '../cache/db';
import { openCache } from '../cache/db';
import type { RowsTx } from '../reviews/review-write-tx';

/** The snapshot's name in the `snapshots` store. */
export const LANGUAGE_TALLY = 'reviewLanguages';

/** Reviews per primary language subtag; `''` counts those too short to tell. */
export type LanguageTally = Record<string, number>;

/** What an account reads as when it has no review to tell by. */
export const DEFAULT_LANGUAGE = 'en';

export async function readLanguageTally(tx: RowsTx, accountId: string): Promise<LanguageTally> {
  const record = await tx.objectStore('snapshots').get([accountId, LANGUAGE_TALLY]);
  return { ...((record?.counts as LanguageTally | undefined) ?? {}) };
}

/**
 * Counts the reviews written in `tx` (each before and after the write) into `tally` and stores
 * it. Call it before the transaction ends.
 */
export async function recordLanguages(
  tx: RowsTx,
  accountId: string,
  tally: LanguageTally,
  changes: readonly { before?: { language?: string }; after: { language?: string } }[],
): Promise<void> {
  let moved = false;
  for (const { before, after } of changes) {
    const from = before ? (before.language ?? '') : undefined;
    const to = after.language ?? '';
    if (from === to) continue;
    if (from !== undefined) tally[from] = Math.max(0, (tally[from] ?? 0) - 1);
    tally[to] = (tally[to] ?? 0) + 1;
    moved = true;
  }
  if (!moved) return;
  const record = { accountId, name: LANGUAGE_TALLY, counts: tally };
  await tx.objectStore('snapshots').put(record as CacheSchema['snapshots']['value']);
}

/** The language most of the account's reviews are in; English before any is told. */
export function usualLanguage(tally: LanguageTally): string {
  let best = DEFAULT_LANGUAGE;
  let most = 0;
  for (const [language, count] of Object.entries(tally))
    if (language && count > most) [best, most] = [language, count];
  return best;
}

/** The language `review` reads as: its own, else the account's usual one. */
export const readsAs = (review: { language?: string }, tally: LanguageTally): string =>
  review.language ?? usualLanguage(tally);

/** The account's tally as pages read it (the composer, Reputation). */
export async function readAccountLanguages(accountId: string): Promise<LanguageTally> {
  const record = await (await openCache()).get('snapshots', [accountId, LANGUAGE_TALLY]);
  return { ...((record?.counts as LanguageTally | undefined) ?? {}) };
}
