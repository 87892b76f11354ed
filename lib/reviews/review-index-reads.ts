/**
 * What the side panel's index (review-index.ts) reads of the projection, and where each account's
 * rows go in it: an account's row count and chunk versions (its snapshot), its chunks a few at a
 * time, and over several accounts (All accounts) each account's offset and room to grow.
 */
import { accountRange, accountsRange, openCache } from '../cache/db';
import type { AccountPlace } from './review-columns';
import { reviewKey } from './review-keys';
import { ROW_CHUNK, ROWS_META, type RowsMeta } from './review-rows';

export interface ReadOptions {
  signal?: AbortSignal;
  /**
   * Awaited before every read after the first. IndexedDB serves requests in turn, so a cursor
   * walk of the page (50 `continue`s) queued behind the index's reads would wait for one read per
   * step: a page that shows reads first lets the index wait here instead.
   */
  pause?: () => Promise<unknown>;
}

/** What the index keeps of the projection's snapshot: the rows and the chunks' versions it read. */
export type ReadVersions = Pick<RowsMeta, 'rows' | 'versions' | 'textVersions'>;

const NO_ROWS: ReadVersions = { rows: 0, versions: [], textVersions: [] };

/** One account's rows in the index: where they sit, how many they may grow to, what was read. */
export interface Part {
  accountId: string;
  place: AccountPlace;
  room: number;
  meta: ReadVersions;
}

/**
 * Rows an account may gain at least before an index over several accounts is built again: new
 * reviews take the next row numbers, and the next account's rows start after its room.
 */
const ROOM_TO_GROW = 4 * ROW_CHUNK;

/** The accounts' parts, each after the one before with its room; a lone account at 0 with no limit. */
export function partsOf(accountIds: readonly string[], metas: (RowsMeta | undefined)[]): Part[] {
  if (accountIds.length === 1)
    return [
      {
        accountId: accountIds[0],
        place: { offset: 0 },
        room: Number.POSITIVE_INFINITY,
        meta: metas[0] ?? NO_ROWS,
      },
    ];
  let offset = 0;
  return accountIds.map((accountId, a) => {
    const meta = metas[a] ?? NO_ROWS;
    // Half again, so an account being downloaded outgrows its room a few times, not every page.
    const grow = Math.max(ROOM_TO_GROW, Math.ceil(meta.rows / 2));
    const room = Math.ceil((meta.rows + grow) / ROW_CHUNK) * ROW_CHUNK;
    const part = {
      accountId,
      place: { offset, accountId, key: (id: string) => reviewKey(accountId, id) },
      room,
      meta,
    };
    offset += room;
    return part;
  });
}

export async function readMeta(accountId: string): Promise<RowsMeta | undefined> {
  const record = await (await openCache()).get('snapshots', [accountId, ROWS_META]);
  return record as unknown as RowsMeta | undefined;
}

/**
 * The accounts' chunks of `store`, a few at a time (CHUNKS_PER_READ), each read its own short
 * transaction with a pause between: deserialising many at once holds the page for a long frame,
 * and the list is being scrolled meanwhile. Several accounts are read as one run of keys, from
 * the first account's to the last's (all accounts listed are all the cache holds, so nothing
 * else is in between; a chunk of another account is the caller's to leave out): as many reads as
 * one account of their size, where a run per account took one more read, and its pause, each.
 */
export async function* readChunks(
  accounts: string | readonly string[],
  store: 'reviewRows' | 'reviewText',
  { signal, pause }: ReadOptions,
): AsyncGenerator<{ accountId: string; chunk: number }[], void, undefined> {
  const db = await openCache();
  let range = typeof accounts === 'string' ? accountRange(accounts) : accountsRange(accounts);
  const end = range.upper;
  for (let first = true; ; first = false) {
    if (!first) await (pause?.() ?? nextTask());
    signal?.throwIfAborted();
    const batch = await db.getAll(store, range, CHUNKS_PER_READ[store]);
    if (batch.length > 0) yield batch;
    if (batch.length < CHUNKS_PER_READ[store]) return;
    const last = batch[batch.length - 1];
    range = IDBKeyRange.bound([last.accountId, last.chunk], end, true, false);
  }
}

/**
 * Chunks per read: 4,096 rows of columns, or 512 reviews' text (the bulk, read after). At 16,384
 * rows and 1,280 texts a read, on a machine twice as slow as the one they were chosen on, two
 * frames of a list scrolled meanwhile took 80 ms (two bench runs); at these sizes 0 and 1, and the
 * filters answered sooner (302–366 ms against 428–510).
 */
const CHUNKS_PER_READ = { reviewRows: 8, reviewText: 4 };

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
