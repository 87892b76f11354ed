/**
 * The reputation facts of an account's cached reviews (review-facts.ts), kept column-wise in
 * chunks of ROW_CHUNK rows at the same row numbers as the side panel's projection
 * (lib/reviews/review-rows.ts), and written with it in every review write (fact-projection.ts).
 * So no one reads 100,000 reviews to count them: the figures read ~200 small records of typed
 * arrays, and only the chunks whose version moved since the last read. The chunks are `snapshots`
 * records (`reviewFacts:<chunk>`), as the facts were before they were chunked: a store of their
 * own would be a schema version, whose upgrade code every page loads.
 */
import { positionIn, ROW_CHUNK } from '../reviews/review-rows';
import type { ReviewFact } from './review-facts';

/** `flags`: the row holds a review that counts (cached and not removed by its publisher). */
const COUNTED = 1;
/** `flags`: on a publisher that takes replies. */
const ANSWERABLE = 2;
/** `flags`: awaiting a response (its `waitingSince` may be NaN: a follow-up of unreadable date). */
const WAITING = 4;
/** `flags`: set aside as Done (no due time). */
const DONE = 8;

const FACT_CHUNK = 'reviewFacts:';

/** The `snapshots` record name of chunk `chunk`. */
export const factChunkName = (chunk: number): string => `${FACT_CHUNK}${chunk}`;

/** Every fact chunk of the account, as a `snapshots` key range. */
export const factChunkRange = (accountId: string): IDBKeyRange =>
  IDBKeyRange.bound([accountId, FACT_CHUNK], [accountId, `${FACT_CHUNK}\uffff`]);

export interface FactChunk {
  accountId: string;
  name: string;
  chunk: number;
  ids: string[];
  /** Location and publisher ids, by their position in the chunk's own list. */
  places: string[];
  place: Uint16Array;
  publishers: string[];
  publisher: Uint16Array;
  rating: Float64Array;
  publishedAt: Float64Array;
  /** NaN: unanswered. */
  firstReplyAt: Float64Array;
  /** Read only where `flags` has WAITING. */
  waitingSince: Float64Array;
  flags: Uint8Array;
  /** The review's themes, one bit mask per tone (lib/themes/theme-masks.ts). */
  praise: Uint32Array;
  complaint: Uint32Array;
  neutral: Uint32Array;
}

export function emptyFactChunk(accountId: string, chunk: number): FactChunk {
  return {
    accountId,
    name: factChunkName(chunk),
    chunk,
    ids: [],
    places: [],
    place: new Uint16Array(ROW_CHUNK),
    publishers: [],
    publisher: new Uint16Array(ROW_CHUNK),
    rating: new Float64Array(ROW_CHUNK),
    publishedAt: new Float64Array(ROW_CHUNK),
    firstReplyAt: new Float64Array(ROW_CHUNK),
    waitingSince: new Float64Array(ROW_CHUNK),
    flags: new Uint8Array(ROW_CHUNK),
    praise: new Uint32Array(ROW_CHUNK),
    complaint: new Uint32Array(ROW_CHUNK),
    neutral: new Uint32Array(ROW_CHUNK),
  };
}

/** Writes the fact at `slot` (0…ROW_CHUNK-1); `null`: a removed review, which counts nowhere. */
export function setFact(chunk: FactChunk, slot: number, id: string, fact: ReviewFact | null): void {
  while (chunk.ids.length < slot) chunk.ids.push('');
  chunk.ids[slot] = id;
  if (!fact) {
    chunk.flags[slot] = 0;
    return;
  }
  chunk.place[slot] = positionIn(chunk.places, fact.locationId);
  chunk.publisher[slot] = positionIn(chunk.publishers, fact.publisherId);
  chunk.rating[slot] = fact.rating;
  chunk.publishedAt[slot] = fact.publishedAt;
  chunk.firstReplyAt[slot] = fact.firstReplyAt ?? Number.NaN;
  chunk.waitingSince[slot] = fact.waitingSince ?? Number.NaN;
  chunk.praise[slot] = fact.themes.praise;
  chunk.complaint[slot] = fact.themes.complaint;
  chunk.neutral[slot] = fact.themes.neutral;
  chunk.flags[slot] =
    COUNTED |
    (fact.answerable ? ANSWERABLE : 0) |
    (fact.waitingSince !== undefined ? WAITING : 0) |
    (fact.done ? DONE : 0);
}

/** The facts of the reviews that count in `chunk`, in row order. */
export function factsOf(chunk: FactChunk): ReviewFact[] {
  const facts: ReviewFact[] = [];
  for (let i = 0; i < chunk.ids.length; i++) {
    const flags = chunk.flags[i];
    if (!(flags & COUNTED)) continue;
    const fact: ReviewFact = {
      id: chunk.ids[i],
      locationId: chunk.places[chunk.place[i]],
      publisherId: chunk.publishers[chunk.publisher[i]],
      rating: chunk.rating[i],
      publishedAt: chunk.publishedAt[i],
      answerable: (flags & ANSWERABLE) !== 0,
      themes: { praise: chunk.praise[i], complaint: chunk.complaint[i], neutral: chunk.neutral[i] },
    };
    if (!Number.isNaN(chunk.firstReplyAt[i])) fact.firstReplyAt = chunk.firstReplyAt[i];
    if (flags & WAITING) fact.waitingSince = chunk.waitingSince[i];
    if (flags & DONE) fact.done = true;
    facts.push(fact);
  }
  return facts;
}
