/**
 * The background's writes to cached reviews (docs/architecture.md › The stores: the background
 * writes, pages read
 * and subscribe), and to the marks whose copies they carry (review-marks.ts).
 *
 * The marks and the reviews live in two databases with no shared transaction, so every write of
 * an account's reviews runs in turn with the others (lib/durable/account-turns.ts): it reads the
 * records and their marks, writes the marks that moved, then the records with the inbox tally and
 * the side panel's projection in one transaction. Marks first: a worker stopped between the two
 * leaves the marks right and the cache's copy of them stale until the review's next write, which
 * takes them from the marks again. Nothing the person did is lost.
 */
import { unwrap } from 'idb';
import type { Comment, Review } from '../api';
import { announceChange } from '../cache/changes';
import { accountRange, type CacheSchema, type CacheStore, openCache } from '../cache/db';
import { inTurn } from '../durable/account-turns';
import { detectLanguages, wordsOf } from '../review-language/detect-language';
import {
  readAccountLanguages,
  readLanguageTally,
  readsAs,
  recordLanguages,
  usualLanguage,
} from '../review-language/language-tally';
import {
  type CachedReview,
  type LocalFields,
  localOf,
  type ReviewOrigin,
  sameLocal,
  sameReview,
  type Triage,
  toCachedReview,
  UNMARKED,
  withComments,
  withLocal,
  withTriage,
} from './cached-review';
import { readTally, recordTally } from './inbox-tally';
import { readReviewsByIds } from './review-cache';
import { ratingDropped } from './review-edits';
import { readMarks, writeMarks } from './review-marks';
import { readRowsMeta, recordRows } from './review-projection';
import { REVIEW_WRITE_STORES } from './review-write-tx';

export interface CachedReviewChanges {
  /** Reviews the cache did not hold before this write. */
  created: CachedReview[];
  /** Reviews it held in another form (edited, or a comment added). */
  edited: CachedReview[];
  /** Those of `edited` whose rating this write lowered: each is listed by one write only. */
  ratingDrops: CachedReview[];
}

/** The ids of every review the cache holds for the account. */
export async function readCachedIds(accountId: string): Promise<Set<string>> {
  const keys = await (await openCache()).getAllKeys('reviews', accountRange(accountId));
  return new Set(keys.map(([, id]) => id));
}

/** The `updated` of each cached review among `ids` (absent ones are not in the map). */
export async function readKnownUpdates(
  accountId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const records = await readRecords(accountId, ids);
  return new Map([...records.values()].map((record) => [record.id, record.updated]));
}

export interface CacheReviewsOptions {
  /**
   * Saved in the same transaction as the reviews: the sync's progress never runs ahead of them.
   */
  syncState?: CacheSchema['syncState']['value'];
  /**
   * Whether the cache may hold this review already. A caller that holds every id the account
   * has cached (the backfill) answers no for the others, which are then written without reading
   * them first; without it, every review is read.
   */
  mayBeCached?: (reviewId: string) => boolean;
  /**
   * Every marked review of the account, read before the caller's first write (the backfill's):
   * the marks of the reviews the cache does not hold are taken from here instead of being read.
   * No one marks a review the cache does not hold, so theirs have not moved since.
   */
  marks?: ReadonlyMap<string, LocalFields>;
}

/** One review's write: the record as the cache held it (absent when new) and as it will be. */
interface Change {
  stored?: CachedReview;
  after: CachedReview;
}

/**
 * Writes fetched reviews. `originOf` says, per review new to the cache, whether it is history
 * (backfill) or an arrival; an arrival is claimed for announcement here (`notifiedAt`), in the same
 * transaction that makes it known, so no later poll can announce it again. A review the cache does
 * not hold but whose marks are kept (the cache was dropped) is history with those marks.
 */
export function cacheReviews(
  accountId: string,
  fetched: readonly Review[],
  originOf: (review: Review) => ReviewOrigin,
  now: number,
  { syncState, mayBeCached = () => true, marks }: CacheReviewsOptions = {},
): Promise<CachedReviewChanges> {
  return inTurn(accountId, async () => {
    const result: CachedReviewChanges = { created: [], edited: [], ratingDrops: [] };
    if (fetched.length === 0 && !syncState) return result;
    // One write per review: pages read while the list moves can bring one twice (the later wins).
    const reviews = [...new Map(fetched.map((review) => [review.id, review])).values()];
    const maybe = reviews.filter((review) => mayBeCached(review.id)).map((review) => review.id);
    const marksRead = new Set(marks ? maybe : reviews.map((review) => review.id));
    const [records, read] = await Promise.all([
      readRecords(accountId, maybe),
      readMarks(accountId, [...marksRead]),
    ]);
    const marksOf = (id: string) => (marksRead.has(id) ? read.get(id) : marks?.get(id));
    const changes: Change[] = [];
    for (const review of reviews) {
      const stored = records.get(review.id);
      const mark = marksOf(review.id);
      const before = stored && withLocal(stored, mark ?? UNMARKED);
      if (before && sameReview(before, review)) continue; // nothing new: no write, no change event
      const origin = before ? 'poll' : mark ? 'backfill' : originOf(review);
      let record = toCachedReview(accountId, review, before, { origin, now, marks: mark });
      if (!before && origin === 'poll') record = { ...record, notifiedAt: now };
      (before ? result.edited : result.created).push(record);
      if (ratingDropped(before, record)) result.ratingDrops.push(record);
      changes.push({ stored, after: record });
    }
    await tellLanguages(accountId, changes);
    await commit(accountId, changes, marksOf, syncState);
    return result;
  });
}

/** Whether a write left the words a review's language is told from as they were. */
const sameWords = (a: CachedReview, b: CachedReview): boolean =>
  a.content === b.content && (a.title ?? '') === (b.title ?? '');

/**
 * Gives each written review its language: the one it had while its words stay the same, else the
 * one told from them now. Once per text, before the write's transaction opens (Chrome's detector
 * answers asynchronously, which an IndexedDB transaction would not outlive).
 */
async function tellLanguages(accountId: string, changes: readonly Change[]): Promise<void> {
  const untold: CachedReview[] = [];
  for (const { stored, after } of changes) {
    if (stored && sameWords(stored, after)) {
      if (stored.language) after.language = stored.language;
    } else untold.push(after);
  }
  if (untold.length === 0) return;
  const usual = usualLanguage(await readAccountLanguages(accountId));
  const languages = await detectLanguages(untold.map(wordsOf), usual);
  untold.forEach((review, i) => {
    const language = languages[i];
    if (language) review.language = language;
  });
}

/** The cached records among `ids`, by id, in one read. */
async function readRecords(accountId: string, ids: readonly string[]): Promise<Map<string, CachedReview>> {
  return new Map((await readReviewsByIds(accountId, ids)).map((record) => [record.id, record]));
}

/**
 * Writes `changes`: first the marks that moved against `marksOf` (what the marks store holds),
 * then the records with the tally, the projection and `syncState`, in one transaction.
 */
async function commit(
  accountId: string,
  changes: readonly Change[],
  marksOf: (id: string) => LocalFields | undefined,
  syncState?: CacheSchema['syncState']['value'],
): Promise<void> {
  if (changes.length === 0 && !syncState) return;
  await writeMarks(
    accountId,
    changes
      .filter(({ after }) => !sameLocal(after, marksOf(after.id) ?? UNMARKED))
      .map(({ after }) => ({ id: after.id, ...localOf(after) })),
  );
  const tx = (await openCache()).transaction(REVIEW_WRITE_STORES, 'readwrite');
  if (syncState) void tx.objectStore('syncState').put(syncState);
  const [tally, rows, languages] = await Promise.all([
    // The same stores and more: the tally reads one of them.
    readTally(tx as unknown as Parameters<typeof readTally>[0], accountId),
    readRowsMeta(tx, accountId),
    readLanguageTally(tx, accountId),
  ]);
  const written = changes.map(({ stored, after }) => ({ before: stored, after }));
  await recordTally(tx, accountId, written, { stored: tally });
  await recordLanguages(tx, accountId, languages, written);
  await recordRows(tx, accountId, written, { stored: rows }, (review) => readsAs(review, languages));
  // The records through the store itself, not idb's wrapper: a promise and two listeners a record
  // cost a backfill of 100,000 a second of the worker's time. A failed put aborts the
  // transaction, which `tx.done` reports.
  const store = unwrap(tx.objectStore('reviews'));
  for (const { after } of changes) store.put(after);
  await tx.done;
  const stores: CacheStore[] = [
    ...(changes.length ? ['reviews' as const] : []),
    ...(syncState ? ['syncState' as const] : []),
  ];
  announceChange({ accountId, stores });
}

/** Applies `change` to each of these reviews the cache holds, its local fields taken from its marks. */
function rewrite(
  accountId: string,
  reviewIds: readonly string[],
  change: (record: CachedReview) => CachedReview,
): Promise<void> {
  return inTurn(accountId, async () => {
    const [records, marks] = await Promise.all([
      readRecords(accountId, reviewIds),
      readMarks(accountId, reviewIds),
    ]);
    const changes = [...records.values()].map((stored) => ({
      stored,
      after: change(withLocal(stored, marks.get(stored.id) ?? UNMARKED)),
    }));
    await commit(accountId, changes, (id) => marks.get(id));
  });
}

/**
 * The person's triage of reviews: read or unread (the badge's "unread" mode and the inbox order
 * follow), Done or back to the Inbox (local: the service is not told; the Inbox's counts follow).
 */
export const markReviews = (
  accountId: string,
  reviewIds: readonly string[],
  triage: Triage,
  now = Date.now(),
): Promise<void> => rewrite(accountId, reviewIds, (record) => withTriage(record, triage, now));

/** Adds a comment the business just posted, so the thread shows it before the next poll. */
export const addPostedComment = (accountId: string, reviewId: string, comment: Comment): Promise<void> =>
  rewrite(accountId, [reviewId], (record) =>
    record.comments.some((existing) => existing.id === comment.id)
      ? record
      : withComments(record, [...record.comments, comment]),
  );

/** Replaces a cached thread with the one just read back from the service. */
export const replaceThread = (
  accountId: string,
  reviewId: string,
  comments: readonly Comment[],
): Promise<void> => rewrite(accountId, [reviewId], (record) => withComments(record, comments));
