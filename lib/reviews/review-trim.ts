/**
 * Keeps an account's cache within the reviews it keeps (lib/sync/kept-reviews.ts): reviews that
 * arrive after the backfill are added on top of the newest it kept, so once they take the
 * account a margin past that size, the oldest (by last update) leave the cache again, back to
 * the size. Their records and their search text go; their rows in the projection
 * (review-rows.ts) and the reputation facts stay as slots never written, which no list, count or
 * figure takes in (a row's column bytes stay: row numbers are never given twice). The tally goes
 * down with them. All of it in one transaction, in the account's turn with its other review
 * writes (lib/durable/account-turns.ts). The person's marks (review-marks.ts) are left as they
 * are: a trimmed review that comes back takes them again.
 */
import { announceChange } from '../cache/changes';
import { accountRange, type CacheSchema, openCache } from '../cache/db';
import { inTurn } from '../durable/account-turns';
import { readOutbox } from '../outbox/outbox-store';
import { pendingReply } from '../outbox/pending-reply';
import { writeFacts } from '../reputation/fact-projection';
import type { CachedReview } from './cached-review';
import { readTally, recordTally } from './inbox-tally';
import { readDraftReviewIds } from './reply-drafts';
import { countInbox } from './review-cache';
import { readRowsMeta } from './review-projection';
import { clearRow, ROW_CHUNK, ROWS_META, type RowChunk, TEXT_CHUNK, type TextChunk } from './review-rows';
import { REVIEW_WRITE_STORES, type RowsTx } from './review-write-tx';

/** How far past the size an account may grow before it is trimmed: a twentieth, so trims are rare. */
export const trimMargin = (keep: number): number => Math.max(1, Math.floor(keep / 20));

/**
 * The reviews the person has a reply for that only the lists lead to: a half-written one (the
 * Drafts filter) or one whose card still has something to say (outbox/pending-reply.ts: not sent
 * yet, refused, or saved twice on the service).
 */
async function reviewsWithReplies(accountId: string): Promise<Set<string>> {
  const [drafted, outbox] = await Promise.all([readDraftReviewIds(accountId), readOutbox(accountId)]);
  return new Set([...drafted, ...outbox.filter((item) => pendingReply([item])).map((item) => item.reviewId)]);
}

/**
 * When the account caches more than `keep` reviews plus the margin, removes the oldest beyond
 * `keep` and saves `syncState()` with them; resolves to how many left (0: no trim, nothing written).
 * A review the person has a reply for stays, however old (`reviewsWithReplies`): the next oldest
 * goes in its place.
 */
export function trimOldest(
  accountId: string,
  keep: number,
  syncState: () => CacheSchema['syncState']['value'],
): Promise<number> {
  return inTurn(accountId, async () => {
    // Most passes leave the account within the margin: the tally alone says so.
    if ((await countInbox(accountId)).total - keep <= trimMargin(keep)) return 0;
    // Read before the cache's transaction opens: drafts and the outbox live in the durable database.
    const held = await reviewsWithReplies(accountId);
    const tx = (await openCache()).transaction(REVIEW_WRITE_STORES, 'readwrite');
    const [tally, meta] = await Promise.all([
      readTally(tx as unknown as Parameters<typeof readTally>[0], accountId),
      readRowsMeta(tx, accountId),
    ]);
    const excess = (tally?.total ?? 0) - keep;
    if (!meta || excess <= trimMargin(keep)) {
      await tx.done;
      return 0;
    }
    const oldest = (
      (await tx
        .objectStore('reviews')
        .index('byUpdated')
        .getAll(accountRange(accountId), excess + held.size)) as unknown as CachedReview[]
    )
      .filter((review) => !held.has(review.id))
      .slice(0, excess);
    await recordTally(
      tx,
      accountId,
      oldest.map((review) => ({ before: review })),
      { stored: tally },
    );
    const slots = oldest.flatMap((review) => (review.row === undefined ? [] : [review.row]));
    await Promise.all([
      clearRows(tx, accountId, meta.versions, slots, 'reviewRows', ROW_CHUNK),
      clearRows(tx, accountId, meta.textVersions, slots, 'reviewText', TEXT_CHUNK),
      writeFacts(
        tx,
        accountId,
        meta,
        slots.map((slot) => ({ slot, id: '', fact: null })),
      ),
    ]);
    const reviews = tx.objectStore('reviews');
    await Promise.all([
      ...oldest.map((review) => reviews.delete([accountId, review.id])),
      tx.objectStore('snapshots').put({ accountId, name: ROWS_META, ...meta }),
      tx.objectStore('syncState').put(syncState()),
      tx.done,
    ]);
    announceChange({ accountId, stores: ['reviews', 'reviewRows', 'reviewText', 'snapshots', 'syncState'] });
    return oldest.length;
  });
}

/** Empties `slots` in the chunks of `store` (rows `size` a chunk) and bumps those chunks' `versions`. */
async function clearRows(
  tx: RowsTx,
  accountId: string,
  versions: number[],
  slots: readonly number[],
  store: 'reviewRows' | 'reviewText',
  size: number,
): Promise<void> {
  const byChunk = new Map<number, number[]>();
  for (const slot of slots) {
    const c = Math.floor(slot / size);
    const group = byChunk.get(c);
    if (group) group.push(slot - c * size);
    else byChunk.set(c, [slot - c * size]);
  }
  const chunks = tx.objectStore(store);
  await Promise.all(
    [...byChunk].map(async ([c, at]) => {
      const chunk = await chunks.get([accountId, c]);
      if (!chunk) return;
      for (const slot of at)
        if (store === 'reviewRows') clearRow(chunk as unknown as RowChunk, slot);
        else clearText(chunk as unknown as TextChunk, slot);
      versions[c] = (versions[c] ?? 0) + 1;
      await chunks.put(chunk);
    }),
  );
}

function clearText(chunk: TextChunk, slot: number): void {
  if (slot < chunk.text.length) chunk.text[slot] = '';
}
