/**
 * Keeps an account's review projection (review-rows.ts) in step with its reviews: every write to
 * the reviews store (review-cache-writes.ts) calls `recordRows` in the same transaction, before it
 * puts the records, so it can give new reviews their row numbers. Only the chunks of the rows
 * written are read and written again, so a backfill page costs one or two small chunks, not the
 * account. The reputation facts of the same rows are written alongside
 * (lib/reputation/fact-projection.ts), and both carry the review's themes, read here once.
 */
import type { CacheSchema } from '../cache/db';
import { countedFact, type FactWrite, newFactEpoch, writeFacts } from '../reputation/fact-projection';
import { type ReviewFact, reviewThemes, sameFact } from '../reputation/review-facts';
import type { ThemeMasks } from '../themes/theme-masks';
import type { CachedReview } from './cached-review';
import {
  emptyChunk,
  type ReviewRow,
  ROW_CHUNK,
  ROWS_META,
  type RowChunk,
  type RowsMeta,
  rowOf,
  setRow,
  TEXT_CHUNK,
  type TextChunk,
  themesAt,
} from './review-rows';
import type { ReviewStoresTx, RowsTx } from './review-write-tx';

export async function readRowsMeta(tx: ReviewStoresTx, accountId: string): Promise<RowsMeta | undefined> {
  const record = await tx.objectStore('snapshots').get([accountId, ROWS_META]);
  return (
    record && {
      rows: record.rows as number,
      versions: [...(record.versions as number[])],
      textVersions: [...(record.textVersions as number[])],
      factVersions: [...(record.factVersions as number[])],
      factEpoch: record.factEpoch as string,
    }
  );
}

export interface RowChange {
  before?: CachedReview;
  after: CachedReview;
}

/**
 * Writes the rows of `changes` (each review before and after the write; `before` absent for a
 * new one) and sets `after.row` on each: call it before putting the records. `read` is the
 * stored snapshot when the caller has read it already in `tx` (with its other reads, in one go).
 */
export async function recordRows(
  tx: RowsTx,
  accountId: string,
  changes: readonly RowChange[],
  read?: { stored: RowsMeta | undefined },
  languageOf: (review: CachedReview) => string = (review) => review.language ?? 'en',
): Promise<void> {
  if (changes.length === 0) return;
  const meta = (read ? read.stored : await readRowsMeta(tx, accountId)) ?? {
    rows: 0,
    versions: [],
    textVersions: [],
    factVersions: [],
    factEpoch: newFactEpoch(),
  };
  const rows: RowWrite[] = [];
  for (const { before, after } of changes) {
    let slot = before?.row ?? after.row;
    if (slot === undefined || slot >= meta.rows) slot = meta.rows++;
    after.row = slot;
    const row = rowOf(after);
    rows.push({ slot, row, textChanged: !before || rowOf(before).text !== row.text, before, after });
  }
  await writeRows(tx, accountId, meta, rows, languageOf);
}

interface RowWrite {
  slot: number;
  row: ReviewRow;
  textChanged: boolean;
  before?: CachedReview;
  after: CachedReview;
}

/** Whether a write left the words the themes are read from as they were. */
const sameWords = (a: CachedReview, b: CachedReview): boolean =>
  a.content === b.content && (a.title ?? '') === (b.title ?? '');

/**
 * The themes read from the words of each review whose words are new or changed. The others are
 * left out: a mark, an answer or a follow-up keeps the ones its row holds, so reading themes
 * costs once per text, not once per write.
 */
function themesRead(rows: readonly RowWrite[], languageOf: LanguageOf): Map<RowWrite, ThemeMasks> {
  const read = new Map<RowWrite, ThemeMasks>();
  for (const row of rows)
    if (!row.before || !sameWords(row.before, row.after))
      read.set(row, reviewThemes(row.after, languageOf(row.after)));
  return read;
}

/** The language a review's words are read in: its own, else the account's usual one. */
type LanguageOf = (review: CachedReview) => string;

/** The review's themes after the write (`read`, else those its row holds) and its fact, if the fact moved. */
function themesAndFact(
  { before, after }: RowWrite,
  read: ThemeMasks | undefined,
  stored: ThemeMasks | undefined,
  languageOf: LanguageOf,
): { themes: ThemeMasks; fact?: ReviewFact | null } {
  const themes = read ?? stored ?? reviewThemes(after, languageOf(after));
  const fact = countedFact(after, themes);
  // A read or Done mark leaves the figures as they were: their chunk is not written again.
  if (before && stored && sameFact(countedFact(before, stored), fact)) return { themes };
  return { themes, fact };
}

async function writeRows(
  tx: RowsTx,
  accountId: string,
  meta: RowsMeta,
  rows: readonly RowWrite[],
  languageOf: LanguageOf,
): Promise<void> {
  const byChunk = groupBy(rows, (r) => Math.floor(r.slot / ROW_CHUNK));
  const byText = groupBy(
    rows.filter((r) => r.textChanged),
    (r) => Math.floor(r.slot / TEXT_CHUNK),
  );
  const columns = tx.objectStore('reviewRows');
  const texts = tx.objectStore('reviewText');
  const reads = Promise.all([
    Promise.all([...byChunk.keys()].map((c) => columns.get([accountId, c]))),
    Promise.all([...byText.keys()].map((c) => texts.get([accountId, c]))),
  ]);
  // Read while IndexedDB fetches the chunks: the backfill's writes spend that wait on them.
  const read = themesRead(rows, languageOf);
  const [chunks, textChunks] = await reads;
  const puts: Promise<unknown>[] = [];
  const facts: FactWrite[] = [];
  [...byChunk].forEach(([c, entries], i) => {
    const stored = chunks[i] as RowChunk | undefined;
    const chunk = stored ?? emptyChunk(accountId, c);
    for (const entry of entries) {
      const at = entry.slot - c * ROW_CHUNK;
      const { themes, fact } = themesAndFact(
        entry,
        read.get(entry),
        stored && entry.before && themesAt(stored, at),
        languageOf,
      );
      setRow(chunk, at, entry.row, themes);
      if (fact !== undefined) facts.push({ slot: entry.slot, id: entry.row.id, fact });
    }
    meta.versions[c] = (meta.versions[c] ?? 0) + 1;
    puts.push(columns.put(chunk as unknown as CacheSchema['reviewRows']['value']));
  });
  // The facts' versions are in `meta` once their chunks are read and changed.
  const factsWritten = writeFacts(tx, accountId, meta, facts);
  [...byText].forEach(([c, entries], i) => {
    const chunk = (textChunks[i] as TextChunk | undefined) ?? { accountId, chunk: c, text: [] };
    for (const { slot, row } of entries) {
      const at = slot - c * TEXT_CHUNK;
      while (chunk.text.length < at) chunk.text.push('');
      chunk.text[at] = row.text;
    }
    meta.textVersions[c] = (meta.textVersions[c] ?? 0) + 1;
    puts.push(texts.put(chunk as unknown as CacheSchema['reviewText']['value']));
  });
  for (let c = 0; c < meta.versions.length; c++) meta.versions[c] ??= 0;
  for (let c = 0; c < meta.textVersions.length; c++) meta.textVersions[c] ??= 0;
  await factsWritten;
  puts.push(tx.objectStore('snapshots').put({ accountId, name: ROWS_META, ...meta }));
  await Promise.all(puts);
}

function groupBy<T>(items: readonly T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
