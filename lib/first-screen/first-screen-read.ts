/**
 * What the popup's first screen shows, read from the one source of truth (the account items and
 * the cache) exactly as the popup reads it (components/reviews/popup-inbox.tsx): the active
 * account, its first cards, their names, drafts and replies leaving. `null` when the popup has no
 * cards to paint at once: no account, an account that must sign in again (its banner belongs on
 * that screen), an account being disconnected, or no reviews yet.
 */
import { accountsItem, activeAccountIdItem } from '../accounts/account-items';
import { readInbox } from '../reviews/review-cache';
import { readCardDetails } from '../reviews/review-card-details';
import { FIRST_SCREEN_REVIEWS, FIRST_SCREEN_VERSION, type FirstScreen } from './first-screen-snapshot';

export async function readFirstScreenFromCache(
  /** Accounts whose cards must not be painted any more (a Disconnect under way). */
  withheld: ReadonlySet<string> = new Set(),
): Promise<FirstScreen | null> {
  const [accounts, activeId] = await Promise.all([accountsItem.getValue(), activeAccountIdItem.getValue()]);
  // The account the popup shows (components/account/use-account-session.ts).
  const active = accounts.find((account) => account.id === activeId) ?? accounts[0];
  if (active?.status !== 'connected' || withheld.has(active.id)) return null;
  const reviews = await readInbox(active.id, { limit: FIRST_SCREEN_REVIEWS });
  if (reviews.length === 0) return null;
  const { names, drafts, leaving } = await readCardDetails(active.id, reviews);
  const shown = new Set(reviews.map((review) => review.id));
  return {
    v: FIRST_SCREEN_VERSION,
    accounts,
    activeId: active.id,
    // The cards never show a review's comment thread: it stays in the cache.
    reviews: reviews.map((review) => ({ ...review, comments: [] })),
    locations: [...names.known.locations],
    publishers: [...names.known.publishers],
    drafts: [...drafts].filter((id) => shown.has(id)),
    leaving: [...leaving].filter((id) => shown.has(id)),
  };
}
