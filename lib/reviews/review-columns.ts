/**
 * The side panel's projection in memory (review-rows.ts): one flat typed array per field, indexed
 * by row number, so that filtering or sorting 100,000 reviews touches numbers, never objects.
 * Location and publisher ids are numbered once for the whole account. The All-accounts inbox holds
 * several accounts' rows in one set of columns, each account at its own offset, its ids prefixed
 * by its account (review-keys.ts) and its number in `account`.
 */

import { canReplyToReview } from '../api/catalog';
import { themeBit } from '../themes/theme-masks';
import type { PlaceLookup } from './place-facts';
import { allowedPlaces, type ReviewFilter, themeChoiceOf } from './review-filter';
import {
  DAY_KEYS,
  dateKey,
  FLAG,
  keyTime,
  ROW_CHUNK,
  type RowChunk,
  TEXT_CHUNK,
  type TextChunk,
} from './review-rows';

/** Ids, each numbered once, and back. */
class Dictionary {
  readonly values: string[] = [];
  private readonly at = new Map<string, number>();
  number(value: string): number {
    let n = this.at.get(value);
    if (n === undefined) {
      n = this.values.length;
      this.values.push(value);
      this.at.set(value, n);
    }
    return n;
  }
  find(value: string): number | undefined {
    return this.at.get(value);
  }
}

/**
 * `array` with room for `size` rows. It grows by half again at least: growing chunk by chunk
 * copied and zeroed the columns 200 times over while 100,000 rows were read in.
 */
function grown<T extends Int32Array | Uint8Array | Uint16Array | Uint32Array>(array: T, size: number): T {
  if (array.length >= size) return array;
  const room = Math.max(size, Math.floor(array.length * 1.5));
  const next = new (array.constructor as new (n: number) => T)(Math.ceil(room / ROW_CHUNK) * ROW_CHUNK);
  next.set(array);
  return next;
}

/** Where an account's rows sit in the columns, and how its ids are keyed (review-keys.ts). */
export interface AccountPlace {
  offset: number;
  /** Set in an index over several accounts only. */
  accountId?: string;
  key?: (id: string) => string;
}

const ONE_ACCOUNT: AccountPlace = { offset: 0 };

export class ReviewColumns {
  ids: string[] = [];
  updated = new Int32Array(0);
  published = new Int32Array(0);
  waiting = new Int32Array(0);
  rating = new Uint8Array(0);
  flags = new Uint8Array(0);
  place = new Uint32Array(0);
  publisher = new Uint32Array(0);
  /** The themes each review raises, one bit mask per tone (lib/themes/theme-masks.ts). */
  praise = new Uint32Array(0);
  complaint = new Uint32Array(0);
  neutral = new Uint32Array(0);
  /** The row's account, by its number in `accounts` (0 for every row of a one-account index). */
  account = new Uint16Array(0);
  emails: string[] = [];
  texts: string[] = [];
  readonly places = new Dictionary();
  readonly publishers = new Dictionary();
  readonly accounts = new Dictionary();

  get rows(): number {
    return this.ids.length;
  }

  /** Makes room for `size` rows at once (the account's row count, before its chunks are read). */
  reserve(size: number): void {
    this.updated = grown(this.updated, size);
    this.published = grown(this.published, size);
    this.waiting = grown(this.waiting, size);
    this.rating = grown(this.rating, size);
    this.flags = grown(this.flags, size);
    this.place = grown(this.place, size);
    this.publisher = grown(this.publisher, size);
    this.praise = grown(this.praise, size);
    this.complaint = grown(this.complaint, size);
    this.neutral = grown(this.neutral, size);
    this.account = grown(this.account, size);
    while (this.ids.length < size) this.ids.push('');
    while (this.emails.length < size) this.emails.push('');
  }

  /**
   * Takes in a stored chunk; rows beyond `rows` (the account's count) are left out. `at`: where the
   * account's rows start and how its ids are keyed, in an index over several accounts.
   */
  applyChunk(chunk: RowChunk, rows: number, at: AccountPlace = ONE_ACCOUNT): void {
    const base = at.offset + chunk.chunk * ROW_CHUNK;
    const n = Math.min(chunk.ids.length, rows - chunk.chunk * ROW_CHUNK);
    if (n <= 0) return;
    this.reserve(base + n);
    this.updated.set(chunk.updated.subarray(0, n), base);
    this.published.set(chunk.published.subarray(0, n), base);
    this.waiting.set(chunk.waiting.subarray(0, n), base);
    this.rating.set(chunk.rating.subarray(0, n), base);
    this.flags.set(chunk.flags.subarray(0, n), base);
    this.praise.set(chunk.praise.subarray(0, n), base);
    this.complaint.set(chunk.complaint.subarray(0, n), base);
    this.neutral.set(chunk.neutral.subarray(0, n), base);
    const places = chunk.places.map((id) => this.places.number(id));
    const publishers = chunk.publishers.map((id) => this.publishers.number(id));
    const account = at.accountId === undefined ? 0 : this.accounts.number(at.accountId);
    this.account.fill(account, base, base + n);
    const key = at.key;
    for (let s = 0; s < n; s++) {
      const id = chunk.ids[s] ?? '';
      this.ids[base + s] = key && id !== '' ? key(id) : id;
      this.emails[base + s] = chunk.emails[s] ?? '';
      this.place[base + s] = places[chunk.place[s]];
      this.publisher[base + s] = publishers[chunk.publisher[s]];
    }
  }

  applyText(chunk: TextChunk, at: AccountPlace = ONE_ACCOUNT): void {
    const base = at.offset + chunk.chunk * TEXT_CHUNK;
    while (this.texts.length < base + chunk.text.length) this.texts.push('');
    for (let s = 0; s < chunk.text.length; s++) this.texts[base + s] = chunk.text[s] ?? '';
  }

  /** A predicate over row numbers for `filter` (review-filter.ts says what each filter means). */
  matcher(filter: ReviewFilter, places: PlaceLookup = new Map()): (p: number) => boolean {
    const tests: ((p: number) => boolean)[] = [];
    const numbered = (dictionary: Dictionary, ids: Iterable<string>) => {
      const set = new Set<number>();
      for (const id of ids) {
        const n = dictionary.find(id);
        if (n !== undefined) set.add(n);
      }
      return set;
    };
    if (filter.reviewIds?.length) {
      const set = new Set(filter.reviewIds);
      tests.push((p) => set.has(this.ids[p]));
    }
    const allowed = allowedPlaces(filter, places);
    if (allowed) {
      const set = numbered(this.places, allowed);
      tests.push((p) => set.has(this.place[p]));
    }
    if (filter.locationIds?.length) {
      const set = numbered(this.places, filter.locationIds);
      tests.push((p) => set.has(this.place[p]));
    }
    if (filter.publisherIds?.length) {
      const set = numbered(this.publishers, filter.publisherIds);
      tests.push((p) => set.has(this.publisher[p]));
    }
    // One account's index holds no account numbers: it is the account the filter names or none.
    if (filter.accountIds?.length && this.accounts.values.length > 0) {
      const set = numbered(this.accounts, filter.accountIds);
      tests.push((p) => set.has(this.account[p]));
    }
    const { minRating, maxRating, fromDate, toDate } = filter;
    if (minRating !== undefined) tests.push((p) => this.rating[p] >= minRating);
    if (maxRating !== undefined) tests.push((p) => this.rating[p] <= maxRating);
    // A review without a date (key 0) is before every from and within every to.
    if (fromDate) {
      const from = dateKey(fromDate);
      tests.push((p) => this.published[p] !== 0 && this.published[p] >= from);
    }
    if (toDate) {
      const after = dateKey(toDate) + DAY_KEYS;
      tests.push((p) => this.published[p] < after);
    }
    const { since, before } = filter;
    if (since !== undefined)
      tests.push((p) => this.published[p] !== 0 && keyTime(this.published[p]) >= since);
    if (before !== undefined)
      tests.push((p) => this.published[p] !== 0 && keyTime(this.published[p]) < before);
    if (filter.answerable) {
      const set = numbered(this.publishers, this.publishers.values.filter(canReplyToReview));
      tests.push((p) => set.has(this.publisher[p]));
    }
    const has = (flag: number) => (p: number) => (this.flags[p] & flag) !== 0;
    if (filter.awaiting) tests.push(has(FLAG.needsReply));
    if (filter.unread) tests.push((p) => (this.flags[p] & FLAG.read) === 0);
    if (filter.followUps) tests.push(has(FLAG.followUps));
    const theme = themeChoiceOf(filter.theme);
    if (theme) {
      const bit = themeBit(theme.theme);
      const { praise, complaint, neutral } = this;
      const toned = theme.tone && this[theme.tone];
      tests.push(
        toned ? (p) => (toned[p] & bit) !== 0 : (p) => ((praise[p] | complaint[p] | neutral[p]) & bit) !== 0,
      );
    }
    // What the figures count: Done or not, never what the publisher removed; else the Inbox or Done.
    if (filter.counted) tests.push((p) => (this.flags[p] & FLAG.removed) === 0);
    else {
      const done = filter.done === true;
      tests.push((p) => ((this.flags[p] & FLAG.done) !== 0) === done);
    }
    const email = filter.authorEmail?.trim().toLowerCase();
    if (email) tests.push((p) => this.emails[p] === email);
    const needle = filter.text?.trim().toLowerCase();
    if (needle) tests.push((p) => (this.texts[p] ?? '').includes(needle));
    return (p) => {
      for (const test of tests) if (!test(p)) return false;
      return true;
    };
  }
}
