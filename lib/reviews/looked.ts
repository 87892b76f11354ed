/**
 * What is new since the person last looked, for the badge's default count (lib/notify/badge.ts).
 *
 * The one definition of "looked": the person looked at an account's reviews when the toolbar
 * popup showed its Reviews (what the popup opens on), or the side panel its inbox, on that account
 * (All accounts: on every account), in a page they can see: as it opens, and again whenever the
 * reviews it shows change while it stays open (components/reviews/use-mark-looked.ts sends the
 * `markLooked` message). A review is new since then when it arrived in a poll after that moment
 * (history from the first download never is); it stays new until the person looks again, reads
 * it, or sets it aside as Done.
 *
 * The background alone writes this item (arrivals after each sync, looks from the message), one
 * write after another, so a look and an arrival never overwrite each other; an arrival is compared
 * with the last look by the time it entered the cache, so a look that the arrival's own change
 * event prompted (a page open as it came in) is never undone by the note that follows it.
 */
import { storage } from '#imports';
import type { CachedReview } from './cached-review';
import { readReviewsByIds } from './review-cache';

/** Per account: when the person last looked, and what arrived in a poll (its id, when), oldest first. */
interface Looked {
  lookedAt: Record<string, number>;
  arrivals: Record<string, { id: string; at: number }[]>;
}

/** More arrivals than this between two looks count as this many: the badge says 99+ long before. */
export const UNSEEN_LIMIT = 500;

export const lookedItem = storage.defineItem<Looked>('local:reviews.looked', {
  fallback: { lookedAt: {}, arrivals: {} },
  version: 1,
});

let turn: Promise<unknown> = Promise.resolve();

/** Runs `change` on the stored record after every change asked before it. */
function update(change: (stored: Looked) => Looked | undefined): Promise<void> {
  const next = turn.then(async () => {
    const changed = change(await lookedItem.getValue());
    if (changed) await lookedItem.setValue(changed);
  });
  turn = next.catch(() => {});
  return next;
}

/**
 * After a sync: these reviews arrived in a poll (`firstSeenAt`: when they entered the cache), so
 * they are new unless the person looked since (a page open when they came in shows them at once).
 */
export function noteArrivals(
  arrived: readonly Pick<CachedReview, 'accountId' | 'id' | 'firstSeenAt'>[],
): Promise<void> {
  if (arrived.length === 0) return Promise.resolve();
  return update(({ lookedAt, arrivals }) => {
    const next = { ...arrivals };
    for (const { accountId, id, firstSeenAt } of arrived) {
      if (firstSeenAt <= (lookedAt[accountId] ?? Number.NEGATIVE_INFINITY)) continue;
      const known = next[accountId] ?? [];
      if (!known.some((entry) => entry.id === id))
        next[accountId] = [...known, { id, at: firstSeenAt }].slice(-UNSEEN_LIMIT);
    }
    return { lookedAt, arrivals: next };
  });
}

/** The person looked at these accounts' reviews at `now` (the popup or the side panel's inbox). */
export function markLooked(accountIds: readonly string[], now = Date.now()): Promise<void> {
  return update(({ lookedAt, arrivals }) => {
    const next = { lookedAt: { ...lookedAt }, arrivals: { ...arrivals } };
    for (const id of accountIds) {
      next.lookedAt[id] = now;
      delete next.arrivals[id];
    }
    return next;
  });
}

/** Disconnect: the account's marks go with the rest of its data (account-removal.ts). */
export function forgetLooked(accountId: string): Promise<void> {
  return update(({ lookedAt, arrivals }) => {
    if (!(accountId in lookedAt) && !(accountId in arrivals)) return undefined;
    const { [accountId]: _at, ...restAt } = lookedAt;
    const { [accountId]: _arrivals, ...rest } = arrivals;
    return { lookedAt: restAt, arrivals: rest };
  });
}

/**
 * The account's reviews new since the person last looked: arrived since, still cached, unread and
 * in the Inbox (not Done).
 */
export async function readUnseen(accountId: string): Promise<string[]> {
  const ids = ((await lookedItem.getValue()).arrivals[accountId] ?? []).map((entry) => entry.id);
  const reviews = await readReviewsByIds(accountId, ids);
  return reviews.filter((review) => !review.read && review.doneAt === undefined).map((review) => review.id);
}
