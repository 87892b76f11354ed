/**
 * The popup's list over several accounts (All accounts): each account's newest reviews, read as
 * for one account (review-cache.ts › readNewest), merged into one list newest first, with what
 * the cards show besides (review-card-details.ts) keyed by account (review-keys.ts).
 */
import { displayNames, type Names } from '../names/cached-names';
import type { CachedReview } from './cached-review';
import { readNewest } from './review-cache';
import { readCardDetails } from './review-card-details';
import { reviewKey } from './review-keys';

/**
 * Newest `publisherDate` first, as each account's `byPublished` index reads it backwards (a date
 * ties by id, newest first); then by account, so the order never depends on which answered first.
 */
export function newerFirst(a: CachedReview, b: CachedReview): number {
  if (a.publisherDate !== b.publisherDate) return a.publisherDate < b.publisherDate ? 1 : -1;
  if (a.id !== b.id) return a.id < b.id ? 1 : -1;
  return a.accountId < b.accountId ? -1 : a.accountId > b.accountId ? 1 : 0;
}

/** The first `limit` of lists each newest first, merged newest first. */
export function mergeNewest(lists: readonly (readonly CachedReview[])[], limit: number): CachedReview[] {
  const at = lists.map(() => 0);
  const merged: CachedReview[] = [];
  while (merged.length < limit) {
    let best = -1;
    for (let l = 0; l < lists.length; l++) {
      const candidate = lists[l][at[l]];
      if (candidate && (best < 0 || newerFirst(candidate, lists[best][at[best]]) < 0)) best = l;
    }
    if (best < 0) break;
    merged.push(lists[best][at[best]]);
    at[best] += 1;
  }
  return merged;
}

/** The `limit` newest reviews over every account given. */
export async function readNewestOfAccounts(
  accountIds: readonly string[],
  limit: number,
): Promise<CachedReview[]> {
  const lists = await Promise.all(accountIds.map((accountId) => readNewest(accountId, { limit })));
  return mergeNewest(lists, limit);
}

/** What the cards of reviews from several accounts show: names, and drafts and replies by key. */
export async function readCardDetailsOfAccounts(
  reviews: readonly CachedReview[],
): Promise<{ names: Names; drafts: Set<string>; leaving: Set<string> }> {
  const accountIds = [...new Set(reviews.map((review) => review.accountId))];
  const each = await Promise.all(
    accountIds.map((accountId) =>
      readCardDetails(
        accountId,
        reviews.filter((review) => review.accountId === accountId),
      ),
    ),
  );
  const keyed = (ids: ReadonlySet<string>, a: number) => [...ids].map((id) => reviewKey(accountIds[a], id));
  return {
    names: displayNames({
      locations: new Map(each.flatMap((details) => [...details.names.known.locations])),
      publishers: new Map(each.flatMap((details) => [...details.names.known.publishers])),
    }),
    drafts: new Set(each.flatMap((details, a) => keyed(details.drafts, a))),
    leaving: new Set(each.flatMap((details, a) => keyed(details.leaving, a))),
  };
}
