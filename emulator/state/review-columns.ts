/**
 * The filterable fields of an account's reviews as typed arrays, in the index order. A filter
 * over 100,000 reviews reads a few megabytes of contiguous numbers instead of chasing 100,000
 * objects through the heap (the task: a reviews page in milliseconds at scale).
 */
import { REVIEW_STATUSES, type ReviewStatus } from '../../lib/api/catalog';
import type { ReviewRecord } from './model';

/** Bits of `flags`: what the review awaits (conventions.md › Reviews: awaitingResponse). */
export const AWAITS_REVIEW_REPLY = 1;
export const AWAITS_COMMENT_REPLY = 2;

export function awaitFlags(review: ReviewRecord): number {
  let ownerReplied = false;
  for (const comment of review.comments) if (comment.authorRole === 'BUSINESS_OWNER') ownerReplied = true;
  const last = review.comments[review.comments.length - 1];
  return (
    (ownerReplied ? 0 : AWAITS_REVIEW_REPLY) | (last?.authorRole === 'CONSUMER' ? AWAITS_COMMENT_REPLY : 0)
  );
}

/** Comments not written by the business owner (`minNonOwnerComments`), capped to fit a byte. */
export function nonOwnerComments(review: ReviewRecord): number {
  let n = 0;
  for (const comment of review.comments) if (comment.authorRole !== 'BUSINESS_OWNER') n++;
  return Math.min(n, 255);
}

/** A review status as a small number (its place in REVIEW_STATUSES). */
export const statusCode = (status: ReviewStatus): number => REVIEW_STATUSES.indexOf(status);

/** Small integers for publisher and location ids, so masks can be typed arrays. */
export class Interner {
  private readonly ids = new Map<string, number>();
  of(id: string): number {
    let n = this.ids.get(id);
    if (n === undefined) {
      n = this.ids.size;
      this.ids.set(id, n);
    }
    return n;
  }
  peek(id: string): number | undefined {
    return this.ids.get(id);
  }
  get size(): number {
    return this.ids.size;
  }
  /** A mask with a 1 for each known id of the list. */
  mask(list: readonly string[]): Uint8Array {
    const mask = new Uint8Array(this.size);
    for (const id of list) {
      const n = this.ids.get(id);
      if (n !== undefined) mask[n] = 1;
    }
    return mask;
  }
}

export class ReviewColumns {
  length = 0;
  rating = new Float64Array(0);
  publisher = new Uint16Array(0);
  location = new Int32Array(0);
  publisherTime = new Float64Array(0);
  updatedTime = new Float64Array(0);
  flags = new Uint8Array(0);
  status = new Uint8Array(0);
  nonOwner = new Uint8Array(0);
  slot = new Int32Array(0);

  constructor(
    readonly publishers: Interner,
    readonly locations: Interner,
  ) {}

  private grow(): void {
    const capacity = Math.max(1024, this.length * 2);
    const copy = <T extends Float64Array | Uint16Array | Int32Array | Uint8Array>(
      old: T,
      make: (n: number) => T,
    ): T => {
      const next = make(capacity);
      next.set(old.subarray(0, this.length));
      return next;
    };
    this.rating = copy(this.rating, (n) => new Float64Array(n));
    this.publisher = copy(this.publisher, (n) => new Uint16Array(n));
    this.location = copy(this.location, (n) => new Int32Array(n));
    this.publisherTime = copy(this.publisherTime, (n) => new Float64Array(n));
    this.updatedTime = copy(this.updatedTime, (n) => new Float64Array(n));
    this.flags = copy(this.flags, (n) => new Uint8Array(n));
    this.status = copy(this.status, (n) => new Uint8Array(n));
    this.nonOwner = copy(this.nonOwner, (n) => new Uint8Array(n));
    this.slot = copy(this.slot, (n) => new Int32Array(n));
  }

  private columns() {
    return [
      this.rating,
      this.publisher,
      this.location,
      this.publisherTime,
      this.updatedTime,
      this.flags,
      this.status,
      this.nonOwner,
      this.slot,
    ];
  }

  private write(at: number, review: ReviewRecord, slot: number): void {
    this.slot[at] = slot;
    this.rating[at] = review.rating;
    this.publisher[at] = this.publishers.of(review.publisherId);
    this.location[at] = this.locations.of(review.locationId);
    this.publisherTime[at] = review.publisherTime;
    this.updatedTime[at] = review.updatedTime;
    this.flags[at] = awaitFlags(review);
    this.status[at] = statusCode(review.status);
    this.nonOwner[at] = nonOwnerComments(review);
  }

  push(review: ReviewRecord, slot: number): void {
    if (this.length === this.rating.length) this.grow();
    this.write(this.length++, review, slot);
  }

  insertAt(at: number, review: ReviewRecord, slot: number): void {
    if (this.length === this.rating.length) this.grow();
    for (const column of this.columns()) column.copyWithin(at + 1, at, this.length);
    this.length++;
    this.write(at, review, slot);
  }

  removeAt(at: number): void {
    for (const column of this.columns()) column.copyWithin(at, at + 1, this.length);
    this.length--;
  }
}
