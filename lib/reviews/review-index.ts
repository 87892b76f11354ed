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
 *
 * Over several accounts (the All-accounts inbox), each account's projection is read into the same
 * columns at an offset of its own, with room to grow, and its ids are keyed by account
 * (review-keys.ts): one filter pass and one sort answer for them all, as for one account of their
 * total size.
 */
import { openCache } from '../cache/db';
import type { ThemeMasks } from '../themes/theme-masks';
import { bandsFor, DEFAULT_BANDS, type ResponseTargets } from './due-time';
import type { PlaceLookup } from './place-facts';
import { type ColumnOrder, dueKeys, isPastDue, type RowBands, sortedRows } from './review-column-sort';
import { ReviewColumns } from './review-columns';
import type { ReviewFilter } from './review-filter';
import { type Part, partsOf, type ReadOptions, readChunks, readMeta } from './review-index-reads';
import { FLAG, type RowChunk, type RowsMeta, type TextChunk } from './review-rows';
import type { ReviewSort } from './review-sort';

export type { ReadOptions } from './review-index-reads';

export interface Distinct {
  /** The accounts that have a review, in the order listed (over several accounts only). */
  accountIds?: string[];
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

type BuildOptions = ReadOptions & { onProgress?: (loaded: number) => void };

export class ReviewIndex {
  private columns = new ReviewColumns();
  private parts: Part[] = [];
  private textRead = false;
  private readonly orders = new Map<ColumnOrder, Uint32Array>();
  private positions?: Map<string, number>;
  private choices?: Distinct;
  /** The response targets Due soonest and Overdue go by: each account's own (All accounts too). */
  private bands: RowBands = DEFAULT_BANDS;
  private bandsKey = JSON.stringify(DEFAULT_BANDS);

  /** The accounts it lists: one, or several keyed by account (review-keys.ts). */
  readonly accountIds: readonly string[];

  private constructor(accounts: string | readonly string[]) {
    this.accountIds = typeof accounts === 'string' ? [accounts] : accounts;
  }

  /** The first (or only) account. */
  get accountId(): string {
    return this.accountIds[0] ?? '';
  }

  /** The index with its search text: `open` then `loadText`. */
  static async build(accounts: string | readonly string[], options: BuildOptions = {}): Promise<ReviewIndex> {
    const index = await ReviewIndex.open(accounts, options);
    await index.loadText();
    return index;
  }

  /** The index without the search text (`hasText` false until `loadText`). */
  static async open(accounts: string | readonly string[], options: BuildOptions = {}): Promise<ReviewIndex> {
    const index = new ReviewIndex(accounts);
    // No projection: the account has no review cached yet.
    const metas = await Promise.all(index.accountIds.map(readMeta));
    index.parts = partsOf(index.accountIds, metas);
    const last = index.parts[index.parts.length - 1];
    index.columns.reserve(last ? last.place.offset + last.meta.rows : 0);
    const reading = index.parts.filter((part) => part.meta.rows > 0);
    if (reading.length > 0) {
      const partOf = new Map(reading.map((part) => [part.accountId, part]));
      for await (const chunks of readChunks(index.accountIdsOf(reading), 'reviewRows', options))
        for (const chunk of chunks as unknown as RowChunk[]) {
          const part = partOf.get(chunk.accountId);
          if (part) index.columns.applyChunk(chunk, part.meta.rows, part.place);
        }
    }
    options.onProgress?.(index.size);
    return index;
  }

  /** Reads the search text; the text filter answers from then on. */
  async loadText(options: ReadOptions = {}): Promise<void> {
    if (this.textRead) return;
    const partOf = new Map(this.parts.map((part) => [part.accountId, part]));
    for await (const chunks of readChunks(this.accountIdsOf(this.parts), 'reviewText', options))
      for (const chunk of chunks as unknown as TextChunk[]) {
        const part = partOf.get(chunk.accountId);
        if (part) this.columns.applyText(chunk, part.place);
      }
    this.textRead = true;
  }

  /** One account as itself (its own range, as ever), several as the list of them. */
  private accountIdsOf(parts: readonly Part[]): string | string[] {
    return parts.length === 1 ? parts[0].accountId : parts.map((part) => part.accountId);
  }

  private countRows(): number {
    let count = 0;
    for (const id of this.columns.ids) if (id !== '') count++;
    return count;
  }

  /** The account a listed review belongs to (its key's account over several; the one account else). */
  accountOf(id: string): string | undefined {
    const p = this.position(id);
    if (p === undefined) return undefined;
    return this.parts.length > 1 ? this.columns.accounts.values[this.columns.account[p]] : this.accountId;
  }

  private counted?: number;

  get size(): number {
    this.counted ??= this.countRows();
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
    const matches = this.matcher(filter, places);
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
   * The response targets Due soonest orders by and Overdue filters by (Options › Response targets):
   * each row by its own account's. True when they changed: that order is sorted again at its next
   * query.
   */
  setTargets(targets: ResponseTargets): boolean {
    const bands: RowBands =
      this.accountIds.length === 1
        ? bandsFor(targets, this.accountIds[0])
        : this.columns.accounts.values.map((accountId) => bandsFor(targets, accountId));
    const key = JSON.stringify(bands);
    if (key === this.bandsKey) return false;
    this.bands = bands;
    this.bandsKey = key;
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
    return p !== undefined && this.matcher(filter, places)(p);
  }

  /** The columns' matcher, and Overdue against this index's targets at this moment. */
  private matcher(filter: ReviewFilter, places?: PlaceLookup): (p: number) => boolean {
    const matches = this.columns.matcher(filter, places);
    if (!filter.overdue) return matches;
    const due = dueKeys(this.columns, this.bands);
    const now = Date.now();
    return (p) => matches(p) && isPastDue(due(p), now);
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
    const { ids, place, publisher, emails, places, publishers, praise, complaint, neutral, account } =
      this.columns;
    const usedAccounts = new Set<number>();
    const usedPlaces = new Set<number>();
    const usedPublishers = new Set<number>();
    let email = false;
    const themes = { praise: 0, complaint: 0, neutral: 0 };
    for (let p = 0; p < ids.length; p++) {
      if (ids[p] === '') continue;
      usedAccounts.add(account[p]);
      usedPlaces.add(place[p]);
      usedPublishers.add(publisher[p]);
      email ||= emails[p] !== '';
      themes.praise |= praise[p];
      themes.complaint |= complaint[p];
      themes.neutral |= neutral[p];
    }
    const named = (used: Set<number>, values: string[]) => [...used].map((n) => values[n]).sort();
    const accounts = this.columns.accounts.values;
    return {
      ...(accounts.length > 0 && {
        accountIds: this.accountIds.filter((id) => usedAccounts.has(accounts.indexOf(id))),
      }),
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
    const metas = await Promise.all(this.parts.map((part) => readMeta(part.accountId)));
    const moved = (now: number[], before: number[]) =>
      now.flatMap((version, c) => (version !== before[c] ? [c] : []));
    const reads: { part: Part; meta: RowsMeta; chunks: number[]; texts: number[] }[] = [];
    for (const [a, part] of this.parts.entries()) {
      const meta = metas[a];
      if (!meta || meta.rows < part.meta.rows) {
        if (meta || part.meta.rows > 0) return 'rebuild';
        continue;
      }
      // An account that outgrew its room would write over the next one's rows.
      if (meta.rows > part.room) return 'rebuild';
      const chunks = moved(meta.versions, part.meta.versions);
      const texts = this.textRead ? moved(meta.textVersions, part.meta.textVersions) : [];
      if (chunks.length > 0 || texts.length > 0) reads.push({ part, meta, chunks, texts });
    }
    if (reads.length === 0) return 'unchanged';
    const tx = (await openCache()).transaction(['reviewRows', 'reviewText']);
    const read = await Promise.all(
      reads.map(({ part, chunks, texts }) =>
        Promise.all([
          Promise.all(chunks.map((c) => tx.objectStore('reviewRows').get([part.accountId, c]))),
          Promise.all(texts.map((c) => tx.objectStore('reviewText').get([part.accountId, c]))),
        ]),
      ),
    );
    await tx.done;
    for (const [r, { part, meta }] of reads.entries()) {
      const [rowChunks, textChunks] = read[r];
      for (const chunk of rowChunks)
        if (chunk) this.columns.applyChunk(chunk as unknown as RowChunk, meta.rows, part.place);
      for (const chunk of textChunks)
        if (chunk) this.columns.applyText(chunk as unknown as TextChunk, part.place);
      part.meta = {
        rows: meta.rows,
        versions: [...meta.versions],
        textVersions: this.textRead ? [...meta.textVersions] : part.meta.textVersions,
      };
    }
    this.orders.clear();
    this.positions = undefined;
    this.choices = undefined;
    this.counted = undefined;
    return 'changed';
  }
}
