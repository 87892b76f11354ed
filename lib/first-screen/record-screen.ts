/**
 * The pages' side of the stored first screen (stored-screen.ts): each live page records what it
 * drew, so its next open paints that before its first frame. The popup records its Reviews tab's
 * cards after each of their reads (components/reviews/popup-inbox.tsx); the side panel its inbox's
 * first rows in the default order whenever the cache changes them
 * (components/reviews/inbox/first-screen.ts). Apart from stored-screen.ts, which the popup's first
 * script loads: this reads the account items, which that script must not wait for.
 */

import { readAccountsView } from '../accounts/account-items';
import { activeLocale } from '../i18n/message-lookup';
import type { Names } from '../names/display-name';
import type { CachedReview } from '../reviews/cached-review';
import { readCardDetailsOfAccounts, readNewestOfAccounts } from '../reviews/merged-reviews';
import { readNewest } from '../reviews/review-cache';
import { readCardDetails } from '../reviews/review-card-details';
import { reviewKey } from '../reviews/review-keys';
import type { ReviewSort } from '../reviews/review-sort';
import {
  SCREEN_REVIEWS,
  type ScreenPage,
  STORED_SCREEN_VERSION,
  thisBuild,
  writeStoredScreen,
} from './stored-screen';

/** What a page drew: the reviews in order, their names, which have a draft or a reply leaving. */
export interface DrawnCards {
  reviews: readonly CachedReview[];
  names: Names;
  drafts: ReadonlySet<string>;
  leaving: ReadonlySet<string>;
  /** The popup's Sort, drawn with its cards. */
  sort?: ReviewSort;
}

/** One record at a time per page, in the order drawn: a slow one never overwrites a later one. */
const queues: Record<ScreenPage, Promise<void>> = { popup: Promise.resolve(), panel: Promise.resolve() };

async function record(
  page: ScreenPage,
  accountId: string,
  cards: DrawnCards | null,
  listed?: readonly string[],
): Promise<void> {
  // The account items as they are now, not as the page last heard: the record names no account
  // that has left, and an account that must sign in again gets no first screen (its banner does).
  const { accounts, activeAccountId } = await readAccountsView();
  const active = accounts.find((account) => account.id === activeAccountId) ?? accounts[0];
  // The page is about to draw another account (a switch): that drawing records.
  if (active?.id !== accountId) return;
  const reviews = cards?.reviews.slice(0, SCREEN_REVIEWS[page]) ?? [];
  if (!cards || reviews.length === 0 || active.status !== 'connected') {
    writeStoredScreen(page, null);
    return;
  }
  // Drafts and replies leaving are by id, or over several accounts by key (review-keys.ts).
  const shown = new Set(reviews.flatMap((review) => [review.id, reviewKey(review.accountId, review.id)]));
  const named = (known: ReadonlyMap<string, string>, ids: string[]) =>
    [...known].filter(([id]) => ids.includes(id));
  writeStoredScreen(page, {
    v: STORED_SCREEN_VERSION,
    build: thisBuild(),
    locale: activeLocale(),
    accounts,
    activeId: accountId,
    ...(listed && listed.length > 1 ? { listed: [...listed] } : {}),
    // The first screen never shows a comment thread: it stays in the cache.
    reviews: reviews.map((review) => ({ ...review, comments: [] })),
    locations: named(
      cards.names.known.locations,
      reviews.map((review) => review.locationId),
    ),
    publishers: named(
      cards.names.known.publishers,
      reviews.map((review) => review.publisherId),
    ),
    drafts: [...cards.drafts].filter((id) => shown.has(id)),
    leaving: [...cards.leaving].filter((id) => shown.has(id)),
    ...(cards.sort && cards.sort !== 'newest' ? { sort: cards.sort } : {}),
  });
}

/**
 * Records what `page` drew for `accountId` (`listed`: with All accounts, every account listed);
 * `null` (or no review): nothing to paint ahead, the record goes. Never rejects: a record that
 * fails leaves the last one, replaced at the next open.
 */
export function recordScreen(
  page: ScreenPage,
  accountId: string,
  cards: DrawnCards | null,
  listed?: readonly string[],
): Promise<void> {
  const run = queues[page].then(() => record(page, accountId, cards, listed)).catch(() => {});
  queues[page] = run;
  return run;
}

/** The side panel's inbox rows in the default order, with what its rows show, as the panel records them. */
export async function readFirstRows(accountId: string): Promise<DrawnCards> {
  const reviews = await readNewest(accountId, { limit: SCREEN_REVIEWS.panel });
  return { reviews, ...(await readCardDetails(accountId, reviews)) };
}

/** `readFirstRows` of the All-accounts inbox: every listed account's newest, merged. */
export async function readFirstRowsOfAccounts(accountIds: readonly string[]): Promise<DrawnCards> {
  const reviews = await readNewestOfAccounts(accountIds, SCREEN_REVIEWS.panel);
  return { reviews, ...(await readCardDetailsOfAccounts(reviews)) };
}
