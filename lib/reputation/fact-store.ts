/**
 * The facts of every cached review of an account, kept as columns in one `snapshots` record
 * (`reputationFacts`) so 100,000 of them are read back in one small structured clone instead of
 * deserialising 100,000 reviews. Brought up to date incrementally: only reviews whose `updated`
 * is at or after the snapshot's watermark are read again (the `byUpdated` index), so an idle poll
 * costs one empty index read, never a scan.
 */
import { openCache } from '../cache/db';
import type { CachedReview } from '../reviews/cached-review';
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

/**
 * Every review fact of the account, up to date with the cache. Writes the snapshot back when
 * anything changed since it was taken.
 */
export async function readReviewFacts(accountId: string): Promise<{ facts: ReviewFact[]; changed: boolean }> {
  const db = await openCache();
  const stored = (await db.get('snapshots', [accountId, REPUTATION_FACTS])) as FactColumns | undefined;
  const usable = stored?.version === FACTS_VERSION ? stored : undefined;
  const facts = usable ? fromColumns(usable) : new Map<string, ReviewFact>();
  const watermark = usable?.watermark ?? '';
  const changed = (await db.getAllFromIndex(
    'reviews',
    'byUpdated',
    IDBKeyRange.bound([accountId, watermark], [accountId, '\uffff']),
  )) as unknown as CachedReview[];
  let newest = watermark;
  let news = !usable;
  for (const review of changed) {
    const fact = factOf(review);
    if (!news && !sameFact(facts.get(review.id), fact)) news = true;
    facts.set(review.id, fact);
    if (review.updated > newest) newest = review.updated;
  }
  const list = [...facts.values()];
  // Reviews of the watermark's own minute are read again every time; only real news is written.
  const changedNow = news || newest > watermark;
  if (changedNow) await db.put('snapshots', toColumns(accountId, newest, list));
  return { facts: list, changed: changedNow };
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
