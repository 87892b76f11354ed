/**
 * The side panel's index of an account's cached reviews: the projection the background keeps
 * (review-rows.ts, review-projection.ts), read whole in one short transaction (~200 chunks of
 * typed arrays at 100,000 reviews) and held column-wise (review-columns.ts). Filters and sort
 * orders answer from it at once; the list reads only the records on screen, by key
 * (review-cache.ts › readReviewsByIds). The search text is read apart (`loadText`), after the
 * list can be filtered: it is the bulk of the projection, and only the text filter needs it.
 *
 * On every cache change, `refresh` reads the projection's versions and only the chunks that
 * changed.
 */
import { accountRange, openCache } from '../cache/db';
import type { ThemeMasks } from '../themes/theme-masks';
import { DEFAULT_BANDS, type TargetBands } from './due-time';
import type { PlaceLookup } from './place-facts';
import { type ColumnOrder, sortedRows } from './review-column-sort';
import { ReviewColumns } from './review-columns';
import type { ReviewFilter } from './review-filter';
import { FLAG, ROWS_META, type RowChunk, type RowsMeta, type TextChunk } from './review-rows';
import type { ReviewSort } from './review-sort';

export interface Distinct {
  locationIds: string[];
  publisherIds: string[];
  emails: boolean;
  /** Every theme some review raises, by tone: the Theme filter's choices. */
  themes: ThemeMasks;
}

/** What the inbox asks of one review without reading it. */
export interface IndexedReview {
  id: string;
  read: boolean;
  needsReply: boolean;
  done: boolean;
}

/** The matches of a filter, and the unread among them, both in the list's order. */
export interface Selection {
  ids: string[];
  unread: string[];
}

export interface ReadOptions {
  signal?: AbortSignal;
  /**
   * Awaited before every read after the first. IndexedDB serves requests in turn, so a cursor
   * walk of the page (50 `continue`s) queued behind the index's reads would wait for one read per
   * step: a page that shows reads first lets the index wait here instead.
   */
  pause?: () => Promise<unknown>;
}

type BuildOptions = ReadOptions & { onProgress?: (loaded: number) => void };

/** What the index keeps of the projection's snapshot: the rows and the chunks' versions it read. */
type ReadVersions = Pick<RowsMeta, 'rows' | 'versions' | 'textVersions'>;

async function readMeta(accountId: string): Promise<RowsMeta | undefined> {
  const record = await (await openCache()).get('snapshots', [accountId, ROWS_META]);
  return record as unknown as RowsMeta | undefined;
}

/**
 * An account's chunks of `store`, a few at a time (CHUNKS_PER_READ), each read its own short
 * transaction with a pause between: deserialising many at once holds the page for a long frame,
 * and the list is being scrolled meanwhile.
 */
async function* readChunks(
  accountId: string,
  store: 'reviewRows' | 'reviewText',
  { signal, pause }: ReadOptions,
): AsyncGenerator<unknown[], void, undefined> {
  const db = await openCache();
  let range = accountRange(accountId);
  for (let first = true; ; first = false) {
    if (!first) await (pause?.() ?? nextTask());
    signal?.throwIfAborted();
    const batch = await db.getAll(store, range, CHUNKS_PER_READ[store]);
    if (batch.length > 0) yield batch;
    if (batch.length < CHUNKS_PER_READ[store]) return;
    const last = batch[batch.length - 1].chunk;
    range = IDBKeyRange.bound([accountId, last], [accountId, []], true, false);
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

export class ReviewIndex {
  private columns = new ReviewColumns();
  private meta: ReadVersions = { rows: 0, versions: [], textVersions: [] };
  private textRead = false;
  private readonly orders = new Map<ColumnOrder, Uint32Array>();
  private positions?: Map<string, number>;
  private choices?: Distinct;
  /** The account's response targets, which Due soonest orders by. */
  private bands: TargetBands = DEFAULT_BANDS;

  private constructor(readonly accountId: string) {}

  /** The index with its search text: `open` then `loadText`. */
  static async build(accountId: string, options: BuildOptions = {}): Promise<ReviewIndex> {
    const index = await ReviewIndex.open(accountId, options);
    await index.loadText();
    return index;
  }

  /** The index without the search text (`hasText` false until `loadText`). */
  static async open(accountId: string, options: BuildOptions = {}): Promise<ReviewIndex> {
    const index = new ReviewIndex(accountId);
    // No projection: the account has no review cached yet.
    const meta = await readMeta(accountId);
    if (meta) {
      index.meta = meta;
      index.columns.reserve(meta.rows);
      for await (const chunks of readChunks(accountId, 'reviewRows', options))
        for (const chunk of chunks as unknown as RowChunk[]) index.columns.applyChunk(chunk, meta.rows);
    }
    options.onProgress?.(index.size);
    return index;
  }

  /** Reads the search text; the text filter answers from then on. */
  async loadText(options: ReadOptions = {}): Promise<void> {
    if (this.textRead) return;
    for await (const chunks of readChunks(this.accountId, 'reviewText', options))
      for (const chunk of chunks as unknown as TextChunk[]) this.columns.applyText(chunk);
    this.textRead = true;
  }

  private counted?: number;

  get size(): number {
    if (this.counted === undefined) {
      this.counted = 0;
      for (const id of this.columns.ids) if (id !== '') this.counted++;
    }
    return this.counted;
  }

  get hasText(): boolean {
    return this.textRead;
  }

  /** Whether `query(filter)` answers now: a text search waits for `loadText`. */
  answers(filter: ReviewFilter): boolean {
    return this.textRead || !filter.text?.trim();
  }

  /**
   * Ids of the reviews matching `filter`, in `sort` order (review-sort.ts), or newest update first
   * without one; `places` joins location facts. Each order is sorted once and kept.
   */
  query(filter: ReviewFilter, places?: PlaceLookup, sort?: ReviewSort): string[] {
    return this.select(filter, places, sort).ids;
  }

  /** `query`, and which of its matches are unread (Mark all read), in the same pass over the rows. */
  select(filter: ReviewFilter, places?: PlaceLookup, sort?: ReviewSort): Selection {
    const matches = this.columns.matcher(filter, places);
    const { ids, flags } = this.columns;
    const found: string[] = [];
    const unread: string[] = [];
    for (const p of this.order(sort ?? 'updated'))
      if (matches(p)) {
        found.push(ids[p]);
        if ((flags[p] & FLAG.read) === 0) unread.push(ids[p]);
      }
    return { ids: found, unread };
  }

  /**
   * The response targets Due soonest orders by (Options › Response targets, for this account).
   * True when they changed: that order is sorted again at its next query.
   */
  setBands(bands: TargetBands): boolean {
    if (bands.low === this.bands.low && bands.rest === this.bands.rest) return false;
    this.bands = bands;
    this.orders.delete('due');
    return true;
  }

  /** Sorts `sort`'s order ahead of the first query (a task of its own before the list renders). */
  prepare(sort?: ReviewSort): void {
    this.order(sort ?? 'updated');
  }

  private order(order: ColumnOrder): Uint32Array {
    let rows = this.orders.get(order);
    if (!rows) {
      rows = sortedRows(this.columns, order, this.bands);
      this.orders.set(order, rows);
    }
    return rows;
  }

  /** Whether `filter` lists the review `id` (false for one the index does not hold). */
  matches(id: string, filter: ReviewFilter, places?: PlaceLookup): boolean {
    const p = this.position(id);
    return p !== undefined && this.columns.matcher(filter, places)(p);
  }

  get(id: string): IndexedReview | undefined {
    const p = this.position(id);
    if (p === undefined) return undefined;
    const flags = this.columns.flags[p];
    return {
      id,
      read: (flags & FLAG.read) !== 0,
      needsReply: (flags & FLAG.needsReply) !== 0,
      done: (flags & FLAG.done) !== 0,
    };
  }

  private position(id: string): number | undefined {
    if (!this.positions) {
      const positions = new Map<string, number>();
      this.columns.ids.forEach((key, p) => {
        if (key !== '') positions.set(key, p);
      });
      this.positions = positions;
    }
    return this.positions.get(id);
  }

  /**
   * Every location and publisher that has a review, for the filters' choices, whether any email is
   * cached, and the themes raised.
   */
  distinct(): Distinct {
    this.choices ??= this.collectDistinct();
    return this.choices;
  }

  private collectDistinct(): Distinct {
    const { ids, place, publisher, emails, places, publishers, praise, complaint, neutral } = this.columns;
    const usedPlaces = new Set<number>();
    const usedPublishers = new Set<number>();
    let email = false;
    const themes = { praise: 0, complaint: 0, neutral: 0 };
    for (let p = 0; p < ids.length; p++) {
      if (ids[p] === '') continue;
      usedPlaces.add(place[p]);
      usedPublishers.add(publisher[p]);
      email ||= emails[p] !== '';
      themes.praise |= praise[p];
      themes.complaint |= complaint[p];
      themes.neutral |= neutral[p];
    }
    const named = (used: Set<number>, values: string[]) => [...used].map((n) => values[n]).sort();
    return {
      locationIds: named(usedPlaces, places.values),
      publisherIds: named(usedPublishers, publishers.values),
      emails: email,
      themes,
    };
  }

  /**
   * Catches up with the cache: reads the chunks whose version moved. 'rebuild' when rows went
   * away (the account was cleared, or the cache dropped): the caller rebuilds.
   */
  async refresh(): Promise<'unchanged' | 'changed' | 'rebuild'> {
    const meta = await readMeta(this.accountId);
    if (!meta || meta.rows < this.meta.rows) return meta || this.size > 0 ? 'rebuild' : 'unchanged';
    const moved = (now: number[], before: number[]) =>
      now.flatMap((version, c) => (version !== before[c] ? [c] : []));
    const chunks = moved(meta.versions, this.meta.versions);
    const texts = this.textRead ? moved(meta.textVersions, this.meta.textVersions) : [];
    if (chunks.length === 0 && texts.length === 0) return 'unchanged';
    const tx = (await openCache()).transaction(['reviewRows', 'reviewText']);
    const [rowChunks, textChunks] = await Promise.all([
      Promise.all(chunks.map((c) => tx.objectStore('reviewRows').get([this.accountId, c]))),
      Promise.all(texts.map((c) => tx.objectStore('reviewText').get([this.accountId, c]))),
    ]);
    await tx.done;
    for (const chunk of rowChunks)
      if (chunk) this.columns.applyChunk(chunk as unknown as RowChunk, meta.rows);
    for (const chunk of textChunks) if (chunk) this.columns.applyText(chunk as unknown as TextChunk);
    this.meta = {
      rows: meta.rows,
      versions: [...meta.versions],
      textVersions: this.textRead ? [...meta.textVersions] : this.meta.textVersions,
    };
    this.orders.clear();
    this.positions = undefined;
    this.choices = undefined;
    this.counted = undefined;
    return 'changed';
  }
}
