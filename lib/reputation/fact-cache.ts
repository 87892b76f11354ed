/**
 * The facts of every cached review of an account, kept as columns in one `snapshots` record
 * (`reputationFacts`) so 100,000 of them are read back in one small structured clone instead of
 * deserialising 100,000 reviews, and held in the worker's memory once read. Brought up to date
 * incrementally: only reviews whose `updated` is at or after the snapshot's watermark are read
 * again (the `byUpdated` index), so an idle poll costs one small index read, never a scan.
 */
import { accountRange, openCache } from '../cache/db';
import type { CachedReview } from '../reviews/cached-review';
import { isRemoved } from '../reviews/review-edits';
import { factOf, type ReviewFact } from './review-facts';

export const REPUTATION_FACTS = 'reputationFacts';

/** Bumped when the stored shape or the meaning of a fact changes: an older snapshot is rebuilt. */
const FACTS_VERSION = 1;

// A type, not an interface: the cache's record type needs an implicit index signature.
type FactColumns = {
  accountId: string;
  name: typeof REPUTATION_FACTS;
  version: number;
  /** The newest `updated` read; reviews updated in that same minute are read again next time. */
  watermark: string;
  ids: string[];
  locationIds: string[];
  publisherIds: string[];
  ratings: Float64Array;
  publishedAt: Float64Array;
  /** NaN: unanswered. */
  firstReplyAt: Float64Array;
  /** NaN: not awaiting. */
  waitingSince: Float64Array;
  /** 1: on a publisher that takes replies. */
  answerable: Uint8Array;
};

function toColumns(accountId: string, watermark: string, facts: readonly ReviewFact[]): FactColumns {
  const n = facts.length;
  const columns: FactColumns = {
    accountId,
    name: REPUTATION_FACTS,
    version: FACTS_VERSION,
    watermark,
    ids: new Array(n),
    locationIds: new Array(n),
    publisherIds: new Array(n),
    ratings: new Float64Array(n),
    publishedAt: new Float64Array(n),
    firstReplyAt: new Float64Array(n),
    waitingSince: new Float64Array(n),
    answerable: new Uint8Array(n),
  };
  facts.forEach((fact, i) => {
    columns.ids[i] = fact.id;
    columns.locationIds[i] = fact.locationId;
    columns.publisherIds[i] = fact.publisherId;
    columns.ratings[i] = fact.rating;
    columns.publishedAt[i] = fact.publishedAt;
    columns.firstReplyAt[i] = fact.firstReplyAt ?? Number.NaN;
    columns.waitingSince[i] = fact.waitingSince ?? Number.NaN;
    columns.answerable[i] = fact.answerable ? 1 : 0;
  });
  return columns;
}

function fromColumns(columns: FactColumns): Map<string, ReviewFact> {
  const facts = new Map<string, ReviewFact>();
  for (let i = 0; i < columns.ids.length; i++) {
    const fact: ReviewFact = {
      id: columns.ids[i],
      locationId: columns.locationIds[i],
      publisherId: columns.publisherIds[i],
      rating: columns.ratings[i],
      publishedAt: columns.publishedAt[i],
      answerable: columns.answerable[i] === 1,
    };
    if (!Number.isNaN(columns.firstReplyAt[i])) fact.firstReplyAt = columns.firstReplyAt[i];
    if (!Number.isNaN(columns.waitingSince[i])) fact.waitingSince = columns.waitingSince[i];
    facts.set(fact.id, fact);
  }
  return facts;
}

/** The facts this worker last read or wrote, per account: the snapshot need not be decoded again. */
const memory = new Map<string, { watermark: string; facts: Map<string, ReviewFact> }>();

/**
 * Reviews read per request while scanning the whole cache: the worker's heap stays small, and
 * each request holds the browser's IndexedDB thread briefly. At 2,000 a request held it for
 * 100–185 ms, and a side panel or popup opened during the scan after a large backfill waited
 * behind each one for its first screen.
 */
const SCAN_BATCH = 250;

/** Every cached review of the account as facts, read in batches by primary key. */
async function scanAll(accountId: string): Promise<{ watermark: string; facts: Map<string, ReviewFact> }> {
  const db = await openCache();
  const facts = new Map<string, ReviewFact>();
  let watermark = '';
  let range = accountRange(accountId);
  for (;;) {
    const batch = (await db.getAll('reviews', range, SCAN_BATCH)) as unknown as CachedReview[];
    for (const review of batch) {
      // A review the publisher removed no longer counts in any figure.
      if (!isRemoved(review)) facts.set(review.id, factOf(review));
      if (review.updated > watermark) watermark = review.updated;
    }
    if (batch.length < SCAN_BATCH) return { watermark, facts };
    range = IDBKeyRange.bound([accountId, batch[batch.length - 1].id], [accountId, []], true);
  }
}

/**
 * Every review fact of the account, up to date with the cache, and whether anything changed since
 * the last read. While the first download runs (`backfilling`), pages arrive oldest update last, so
 * no watermark can follow them: the facts are scanned whole and nothing is kept.
 */
export async function readReviewFacts(
  accountId: string,
  { backfilling = false }: { backfilling?: boolean } = {},
): Promise<{ facts: ReviewFact[]; changed: boolean }> {
  if (backfilling) {
    memory.delete(accountId);
    return { facts: [...(await scanAll(accountId)).facts.values()], changed: true };
  }
  const db = await openCache();
  const key: [string, string] = [accountId, REPUTATION_FACTS];
  let entry = memory.get(accountId);
  // The snapshot goes with the account's cache (Disconnect): then so does what this worker holds.
  if (entry && (await db.getKey('snapshots', key)) === undefined) entry = undefined;
  if (!entry) {
    const cached = (await db.get('snapshots', key)) as FactColumns | undefined;
    if (cached?.version === FACTS_VERSION)
      entry = { watermark: cached.watermark, facts: fromColumns(cached) };
  }
  let changed = false;
  if (!entry) {
    entry = await scanAll(accountId);
    changed = true;
  } else {
    const since = (await db.getAllFromIndex(
      'reviews',
      'byUpdated',
      IDBKeyRange.bound([accountId, entry.watermark], [accountId, '\uffff']),
    )) as unknown as CachedReview[];
    for (const review of since) {
      if (isRemoved(review)) {
        if (entry.facts.delete(review.id)) changed = true;
      } else {
        const fact = factOf(review);
        if (!sameFact(entry.facts.get(review.id), fact)) changed = true;
        entry.facts.set(review.id, fact);
      }
      if (review.updated > entry.watermark) {
        entry.watermark = review.updated;
        changed = true;
      }
    }
  }
  memory.set(accountId, entry);
  const list = [...entry.facts.values()];
  // Reviews of the watermark's own minute are read again every time; only real news is written.
  if (changed) await db.put('snapshots', toColumns(accountId, entry.watermark, list));
  return { facts: list, changed };
}

function sameFact(a: ReviewFact | undefined, b: ReviewFact): boolean {
  return (
    a !== undefined &&
    a.locationId === b.locationId &&
    a.publisherId === b.publisherId &&
    a.rating === b.rating &&
    a.publishedAt === b.publishedAt &&
    a.firstReplyAt === b.firstReplyAt &&
    a.waitingSince === b.waitingSince &&
    a.answerable === b.answerable
  );
}
