/**
 * The facts of every cached review of an account, for the reputation figures. They are written
 * with the reviews, chunk by chunk (fact-chunks.ts, fact-projection.ts), so they are right while
 * the first download runs and after it, and no one rescans the account's reviews. This worker holds
 * the chunks it read, with their versions, and reads again only the chunks whose version moved:
 * an idle poll costs one small record, a sync that brought reviews a chunk or two.
 */
import { openCache } from '../cache/db';
import { ROWS_META, type RowsMeta } from '../reviews/review-rows';
import { type FactChunk, factChunkName, factChunkRange, factsOf } from './fact-chunks';
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
  /** Changes whenever a fact may have: the set's epoch and how many chunk writes it has seen. */
  stamp: string;
}

/** Every review fact of the account, as the cache holds it now. */
export async function readReviewFacts(accountId: string): Promise<ReadFacts> {
  const tx = (await openCache()).transaction('snapshots');
  const meta = (await tx.store.get([accountId, ROWS_META])) as RowsMeta | undefined;
  if (meta) return readChunks(accountId, meta, tx.store);
  // No review written yet (or the account was cleared): nothing to count.
  memory.delete(accountId);
  return { facts: [], stamp: 'none' };
}

/** The `snapshots` store, in whichever transaction reads the facts. */
interface FactStore {
  get(key: [string, string]): Promise<unknown>;
  getAll(range: IDBKeyRange, count: number): Promise<unknown[]>;
}

async function readChunks(accountId: string, meta: RowsMeta, store: FactStore): Promise<ReadFacts> {
  const versions = meta.factVersions;
  const epoch = meta.factEpoch;
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
