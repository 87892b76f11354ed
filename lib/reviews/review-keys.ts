/**
 * How the All-accounts inbox names a review. Review ids are the service's, unique within an
 * account only as far as anyone promised, and every cache record is keyed by account first; so a
 * list over several accounts names each review by its account and its id together. A list over
 * one account keeps the bare id (its routes, records and tests stay as they were).
 */

/** A unit separator: neither an account id nor a review id of the service contains one. */
const SEPARATOR = '\u001f';

/** The key of `reviewId` of `accountId` in a list over several accounts. */
export const reviewKey = (accountId: string, reviewId: string): string =>
  `${accountId}${SEPARATOR}${reviewId}`;

/** A key's account and id; a bare id belongs to `fallbackAccountId` (a one-account list, a notification's link). */
export function splitReviewKey(
  key: string,
  fallbackAccountId: string,
): { accountId: string; reviewId: string } {
  const at = key.indexOf(SEPARATOR);
  return at < 0
    ? { accountId: fallbackAccountId, reviewId: key }
    : { accountId: key.slice(0, at), reviewId: key.slice(at + SEPARATOR.length) };
}

/**
 * The accounts a list covers, and how it names their reviews: `merged` lists name them by
 * `reviewKey`, a one-account list by the bare id.
 */
export interface ReviewScope {
  /** The accounts listed. */
  accountIds: readonly string[];
  merged: boolean;
  keyOf(review: { accountId: string; id: string }): string;
  split(key: string): { accountId: string; reviewId: string };
  /** Stands for the scope in effect dependencies and cache-read keys. */
  id: string;
}

/**
 * The scope of the accounts listed. A bare id in it (a notification's link, which also makes its
 * review's account the active one) belongs to `activeAccountId`.
 */
export function reviewScope(
  accountIds: readonly string[],
  activeAccountId = accountIds[0] ?? '',
): ReviewScope {
  const merged = accountIds.length > 1;
  const first = activeAccountId;
  return {
    accountIds,
    merged,
    keyOf: merged ? (review) => reviewKey(review.accountId, review.id) : (review) => review.id,
    split: (key) => splitReviewKey(key, first),
    id: accountIds.join(SEPARATOR),
  };
}

/** `keys` grouped by account, each group's ids in the order given. */
export function keysByAccount(scope: ReviewScope, keys: readonly string[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const key of keys) {
    const { accountId, reviewId } = scope.split(key);
    const group = groups.get(accountId);
    if (group) group.push(reviewId);
    else groups.set(accountId, [reviewId]);
  }
  return groups;
}
