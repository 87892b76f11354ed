/**
 * The compact projection of an account's cached reviews that the side panel opens with: per
 * review, only what its filters and sort orders look at, stored column-wise in chunks of
 * ROW_CHUNK rows (`reviewRows` store), plus the lower-cased search text in smaller chunks
 * (`reviewText` store), and one small `reviewRows` snapshot saying how many rows there are and
 * which chunks changed. Reading 100,000 reviews' worth of it is ~200 records of typed arrays and
 * short strings, where reading the reviews themselves deserialises every text and comment.
 *
 * Each cached review carries its row number (`row`), given once when it enters the cache; the
 * background rewrites the chunks of the rows it touches in the same transaction as the reviews
 * (review-projection.ts), so the two never disagree.
 */
import { NO_THEMES, type ThemeMasks } from '../themes/theme-masks';
import type { CachedReview } from './cached-review';
import { isRemoved } from './review-edits';
import { searchableText } from './review-filter';
import { waitingSince } from './review-sort';

/** Rows per column chunk: keeps a chunk well under the size IndexedDB moves out to a blob. */
export const ROW_CHUNK = 512;
/** Rows per text chunk: the text is the bulk, and a backfill page rewrites the chunks it touches. */
export const TEXT_CHUNK = 128;
/** The snapshot (`snapshots` store) with the row count and the chunks' versions. */
export const ROWS_META = 'reviewRows';

/** `removed`: removed by its publisher, so it takes no reply and has no due time (due-time.ts). */
export const FLAG = { needsReply: 1, read: 2, done: 4, followUps: 8, removed: 16 } as const;

export interface RowChunk {
  accountId: string;
  chunk: number;
  ids: string[];
  /** `updated`, `publisherDate` and `waitingSince` as `dateKey`s; 0: none. */
  updated: Int32Array;
  published: Int32Array;
  waiting: Int32Array;
  rating: Uint8Array;
  flags: Uint8Array;
  /** Location and publisher ids, by their position in the chunk's own list. */
  places: string[];
  place: Uint16Array;
  publishers: string[];
  publisher: Uint16Array;
  /** Lower-cased reviewer email, '' when none is cached. */
  emails: string[];
  /** The review's themes, one bit mask per tone (lib/themes/theme-masks.ts): the Theme filter's. */
  praise: Uint32Array;
  complaint: Uint32Array;
  neutral: Uint32Array;
}

export interface TextChunk {
  accountId: string;
  chunk: number;
  text: string[];
}

export interface RowsMeta {
  /** Rows given so far: row numbers run 0…rows-1. */
  rows: number;
  /** Bumped on every write of a column chunk / a text chunk, by chunk number. */
  versions: number[];
  textVersions: number[];
  /**
   * The same for the reputation facts (lib/reputation/fact-chunks.ts), and a stamp of the set
   * they belong to, new when the account's projection is begun from scratch.
   */
  factVersions: number[];
  factEpoch: string;
}

/** One review's row. */
export interface ReviewRow {
  id: string;
  updated: number;
  published: number;
  waiting: number;
  rating: number;
  flags: number;
  locationId: string;
  publisherId: string;
  email: string;
  text: string;
}

/**
 * `YYYY-MM-DD[Thh:mm]` as a number that sorts as the strings do: minutes since 1970 (the
 * service's dates carry no zone: read as UTC, the same for every date), doubled, plus one when a
 * time is given, so a bare date sorts before any time of its day. 0 when missing or unreadable.
 */
export function dateKey(date: string | undefined): number {
  if (!date) return 0;
  const value = Date.UTC(
    Number(date.slice(0, 4)),
    Number(date.slice(5, 7)) - 1,
    Number(date.slice(8, 10)),
    Number(date.slice(11, 13) || 0),
    Number(date.slice(14, 16) || 0),
  );
  if (!Number.isFinite(value)) return 0;
  return Math.max(1, Math.floor(value / 60_000) * 2 + (date.length > 10 ? 1 : 0));
}

/** The instant a key stands for, epoch ms (its minute; a day's key: that day's start, UTC). */
export const keyTime = (key: number): number => Math.floor(key / 2) * 60_000;

/** How far apart the keys of two consecutive days are. */
export const DAY_KEYS = 24 * 60 * 2;

export function rowOf(review: CachedReview): ReviewRow {
  const followUps = review.comments.some((c) => c.authorRole !== 'BUSINESS_OWNER');
  return {
    id: review.id,
    updated: dateKey(review.updated),
    published: dateKey(review.publisherDate),
    waiting: dateKey(waitingSince(review)),
    rating: review.rating,
    flags:
      (review.needsReply ? FLAG.needsReply : 0) |
      (review.read ? FLAG.read : 0) |
      (review.doneAt !== undefined ? FLAG.done : 0) |
      (followUps ? FLAG.followUps : 0) |
      (isRemoved(review) ? FLAG.removed : 0),
    locationId: review.locationId,
    publisherId: review.publisherId,
    email: review.authorEmail?.trim().toLowerCase() ?? '',
    text: searchableText(review),
  };
}

export function emptyChunk(accountId: string, chunk: number): RowChunk {
  return {
    accountId,
    chunk,
    ids: [],
    updated: new Int32Array(ROW_CHUNK),
    published: new Int32Array(ROW_CHUNK),
    waiting: new Int32Array(ROW_CHUNK),
    rating: new Uint8Array(ROW_CHUNK),
    flags: new Uint8Array(ROW_CHUNK),
    places: [],
    place: new Uint16Array(ROW_CHUNK),
    publishers: [],
    publisher: new Uint16Array(ROW_CHUNK),
    emails: [],
    praise: new Uint32Array(ROW_CHUNK),
    complaint: new Uint32Array(ROW_CHUNK),
    neutral: new Uint32Array(ROW_CHUNK),
  };
}

/** The position of `value` in `list`, added when absent (a chunk's list of names). */
export function positionIn(list: string[], value: string): number {
  const at = list.indexOf(value);
  if (at >= 0) return at;
  list.push(value);
  return list.length - 1;
}

/** Writes `row` and its review's `themes` at `slot` (0…ROW_CHUNK-1) of `chunk`. */
export function setRow(chunk: RowChunk, slot: number, row: ReviewRow, themes: ThemeMasks): void {
  while (chunk.ids.length < slot) chunk.ids.push('');
  while (chunk.emails.length < slot) chunk.emails.push('');
  chunk.ids[slot] = row.id;
  chunk.updated[slot] = row.updated;
  chunk.published[slot] = row.published;
  chunk.waiting[slot] = row.waiting;
  chunk.rating[slot] = row.rating;
  chunk.flags[slot] = row.flags;
  chunk.place[slot] = positionIn(chunk.places, row.locationId);
  chunk.publisher[slot] = positionIn(chunk.publishers, row.publisherId);
  chunk.emails[slot] = row.email;
  chunk.praise[slot] = themes.praise;
  chunk.complaint[slot] = themes.complaint;
  chunk.neutral[slot] = themes.neutral;
}

/**
 * Empties `slot` of `chunk` as a slot never written: no id (so no list, count or choice takes it
 * in), no email, no figures. A review trimmed from the cache (review-trim.ts) leaves its row so.
 */
export function clearRow(chunk: RowChunk, slot: number): void {
  if (slot >= chunk.ids.length) return;
  chunk.ids[slot] = '';
  chunk.emails[slot] = '';
  for (const column of [chunk.updated, chunk.published, chunk.waiting, chunk.rating, chunk.flags])
    column[slot] = 0;
  for (const column of [chunk.place, chunk.publisher, chunk.praise, chunk.complaint, chunk.neutral])
    column[slot] = 0;
}

/** The themes stored at `slot` of `chunk` (none in a slot never written). */
export function themesAt(chunk: RowChunk, slot: number): ThemeMasks {
  if (slot >= chunk.ids.length) return NO_THEMES;
  return { praise: chunk.praise[slot], complaint: chunk.complaint[slot], neutral: chunk.neutral[slot] };
}
