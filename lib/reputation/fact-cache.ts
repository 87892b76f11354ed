/**
 * The facts of every cached review of an account, for the reputation figures. They are written
 * with the reviews, chunk by chunk (fact-chunks.ts, fact-projection.ts), so they are right while
 * the first download runs and after it, and no one rescans the account's reviews. This worker holds
 * the chunks it read, with their versions, and reads again only the chunks whose version moved:
 * an idle poll costs one small record, a sync that brought reviews a chunk or two.
 */
import { accountRange, type CacheDb, openCache } from '../cache/db';
import type { CachedReview } from '../reviews/cached-review';
import { REVIEW_WRITE_STORES, readRowsMeta } from '../reviews/review-projection';
import { ROWS_META, type RowsMeta } from '../reviews/review-rows';
import { type FactChunk, factChunkName, factChunkRange, factsOf } from './fact-chunks';
import { countedFact, projectFacts } from './fact-projection';
import type { ReviewFact } from './review-facts';

/** Chunks per request when many moved (a first read): each request holds IndexedDB briefly. */
const CHUNKS_PER_READ = 32;

interface Held {
  epoch: string;
  versions: number[];
  chunks: ReviewFact[][];
}

/** The facts this worker last read, per account. */
const memory = new Map<string, Held>();

export interface ReadFacts {
  facts: ReviewFact[];
  /**
   * Changes whenever a fact may have: the set's epoch and how many chunk writes it has seen.
   * Absent when the facts were scanned from the reviews (a cache from before the projection).
   */
  stamp?: string;
}

/** Every review fact of the account, as the cache holds it now. */
export async function readReviewFacts(accountId: string): Promise<ReadFacts> {
  const db = await openCache();
  const tx = db.transaction('snapshots');
  let meta = (await tx.store.get([accountId, ROWS_META])) as RowsMeta | undefined;
  if (meta?.factVersions) return readChunks(accountId, meta, tx.store);
  await tx.done.catch(() => undefined);
  if (meta) {
    meta = await giveFacts(db, accountId);
    if (meta?.factVersions) return readChunks(accountId, meta, db.transaction('snapshots').store);
  }
  memory.delete(accountId);
  return { facts: await scanAll(db, accountId) };
}

/** The `snapshots` store, in whichever transaction reads the facts. */
interface FactStore {
  get(key: [string, string]): Promise<unknown>;
  getAll(range: IDBKeyRange, count: number): Promise<unknown[]>;
}

async function readChunks(accountId: string, meta: RowsMeta, store: FactStore): Promise<ReadFacts> {
  const versions = meta.factVersions as number[];
  const epoch = meta.factEpoch as string;
  let held = memory.get(accountId);
  if (held?.epoch !== epoch) held = { epoch, versions: [], chunks: [] };
  const moved = versions.flatMap((version, c) => (version !== held.versions[c] ? [c] : []));
  const read = new Map<number, FactChunk>();
  if (moved.length > CHUNKS_PER_READ) {
    let range = factChunkRange(accountId);
    for (;;) {
      const batch = (await store.getAll(range, CHUNKS_PER_READ)) as FactChunk[];
      for (const chunk of batch) read.set(chunk.chunk, chunk);
      if (batch.length < CHUNKS_PER_READ) break;
      range = IDBKeyRange.bound([accountId, batch[batch.length - 1].name], range.upper, true, false);
    }
  } else {
    const chunks = (await Promise.all(moved.map((c) => store.get([accountId, factChunkName(c)])))) as (
      | FactChunk
      | undefined
    )[];
    for (const chunk of chunks) if (chunk) read.set(chunk.chunk, chunk);
  }
  for (const c of moved) held.chunks[c] = read.has(c) ? factsOf(read.get(c) as FactChunk) : [];
  held.chunks.length = versions.length;
  held.versions = [...versions];
  memory.set(accountId, held);
  const writes = versions.reduce((sum, version) => sum + version, 0);
  return { facts: held.chunks.flat(), stamp: `${epoch}:${writes}` };
}

/** Gives an account projected before the facts existed its facts, once (fact-projection.ts). */
async function giveFacts(db: CacheDb, accountId: string): Promise<RowsMeta | undefined> {
  const tx = db.transaction(REVIEW_WRITE_STORES, 'readwrite');
  const meta = await readRowsMeta(tx, accountId);
  if (meta && !meta.factVersions) {
    await projectFacts(tx, accountId, meta);
    await tx.objectStore('snapshots').put({ accountId, name: ROWS_META, ...meta });
  }
  await tx.done;
  return meta;
}

/** Reviews read per request when scanning: the worker's heap stays small, IndexedDB is held briefly. */
const SCAN_BATCH = 250;

/** The facts of every cached review, read from the reviews: only a cache from before the projection. */
async function scanAll(db: CacheDb, accountId: string): Promise<ReviewFact[]> {
  const facts: ReviewFact[] = [];
  let range = accountRange(accountId);
  for (;;) {
    const batch = (await db.getAll('reviews', range, SCAN_BATCH)) as unknown as CachedReview[];
    for (const review of batch) {
      const fact = countedFact(review);
      if (fact) facts.push(fact);
    }
    if (batch.length < SCAN_BATCH) return facts;
    range = IDBKeyRange.bound([accountId, batch[batch.length - 1].id], [accountId, []], true);
  }
}
