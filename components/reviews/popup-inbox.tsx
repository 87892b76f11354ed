import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { useCacheRead } from '@/components/cache/use-cache-read';
import { LazyViewEmptyState } from '@/components/shell/lazy-empty-states';
import { routeHash } from '@/components/shell/side-panel-route';
import type { AccountSummary } from '@/lib/accounts/account-items';
import { recordScreen } from '@/lib/first-screen/record-screen';
import { SCREEN_REVIEWS } from '@/lib/first-screen/stored-screen';
import { ask, sendMessage } from '@/lib/messaging';
import { openSidePanel } from '@/lib/open-side-panel';
import { readDueFirst } from '@/lib/reviews/due-first';
import { readCardDetailsOfAccounts, readNewestOfAccounts } from '@/lib/reviews/merged-reviews';
import { readResponseTargets } from '@/lib/reviews/response-targets';
import {
  type CachedReview,
  readNewest,
  readReview,
  readReviewsByIds,
  readReviewsByKeys,
} from '@/lib/reviews/review-cache';
import { readCardDetails } from '@/lib/reviews/review-card-details';
import { type ReviewScope, reviewScope } from '@/lib/reviews/review-keys';
import type { ReviewSort } from '@/lib/reviews/review-sort';
import { AccountCounts } from '../account/account-counts';
import { useAccountLookup } from '../account/use-account-lookup';
import { overdueFirst } from './due/overdue-first';
import { PopupReviewList, type Shown } from './popup-review-list';
import { useMarkLooked } from './use-mark-looked';
import { usePopupSort } from './use-popup-sort';

export interface PopupInboxProps {
  accountId: string;
  /** With All accounts, every connected account: one list over them all, each card naming its account. */
  accountIds?: readonly string[];
  /** Every cached review of the account, for "30 of 1,204": the popup's tab counts already read it. */
  total?: number;
}

/** Reviews the popup lists; the side panel has them all. */
export const POPUP_INBOX_LIMIT = 30;
// Drafts too: a card says "Draft" while a half-written reply waits on its review. The outbox: a
// card shows the replies leaving for its review.
const STORES = ['reviews', 'locations', 'publishers', 'drafts', 'outbox'] as const;
/** Accounts refreshed since this popup opened: coming back to the tab does not ask again. */
const refreshed = new Set<string>();

/**
 * The inbox's first reviews, plus those already on screen that fell out of it (answered and read
 * while the popup is open): a review being replied to must not vanish with its composer.
 */
// Over several accounts the newest of them all lead; what is overdue leads one account's list.
async function readShown(scope: ReviewScope, onScreen: readonly string[], sort: ReviewSort): Promise<Shown> {
  if (sort !== 'newest') return readSorted(scope, onScreen, sort);
  if (scope.merged) return readShownOfAccounts(scope, onScreen);
  const accountId = scope.accountIds[0];
  const [newest, dueFirst, targets] = await Promise.all([
    readNewest(accountId, { limit: POPUP_INBOX_LIMIT }),
    readDueFirst(accountId).then((ids) => readReviewsByIds(accountId, ids)),
    readResponseTargets(),
  ]);
  const { reviews: inbox, lead } = overdueFirst(newest, dueFirst, targets, Date.now());
  const listed = new Set(inbox.map((review) => review.id));
  const kept = await Promise.all(
    onScreen.filter((id) => !listed.has(id)).map((id) => readReview(accountId, id)),
  );
  const reviews = [...inbox, ...kept.filter((review) => review !== undefined)];
  return { reviews, lead, ...(await readCardDetails(accountId, reviews)) };
}

/** `readShown` over several accounts: their newest merged, the cards' details keyed by account. */
async function readShownOfAccounts(scope: ReviewScope, onScreen: readonly string[]): Promise<Shown> {
  const inbox = await readNewestOfAccounts(scope.accountIds, POPUP_INBOX_LIMIT);
  const listed = new Set(inbox.map(scope.keyOf));
  const kept = await Promise.all(
    onScreen
      .filter((key) => !listed.has(key))
      .map((key) => scope.split(key))
      .map(({ accountId, reviewId }) => readReview(accountId, reviewId)),
  );
  const reviews = [...inbox, ...kept.filter((review) => review !== undefined)];
  return { reviews, ...(await readCardDetailsOfAccounts(reviews)) };
}

/** `readShown` in another Sort: the side panel's order over its projection (sorted-first.ts). */
async function readSorted(scope: ReviewScope, onScreen: readonly string[], sort: ReviewSort): Promise<Shown> {
  const [{ readSortedFirst }, targets] = await Promise.all([
    import('@/lib/reviews/sorted-first'),
    readResponseTargets(),
  ]);
  const inbox = await readSortedFirst(scope, sort, targets, POPUP_INBOX_LIMIT);
  const listed = new Set(inbox.map(scope.keyOf));
  const kept = await readReviewsByKeys(
    onScreen
      .filter((key) => !listed.has(key))
      .map((key) => scope.split(key))
      .map(({ accountId, reviewId }) => [accountId, reviewId] as [string, string]),
  );
  const reviews = [...inbox, ...kept];
  const details = scope.merged
    ? await readCardDetailsOfAccounts(reviews)
    : await readCardDetails(scope.accountIds[0], reviews);
  return { reviews, sort, ...details };
}

/**
 * The cards as the popup last drew them (components/shell/popup-boot.ts › primeFromStored), which
 * may be behind the cache; used once, by the first mount, until its own read answers.
 */
let primed: { scopeId: string; shown: Shown; accounts: AccountSummary[] } | undefined;

/**
 * `scopeId`: the account, or with All accounts the accounts listed (review-keys.ts ›
 * ReviewScope.id); `accounts`: as drawn, for the cards' account labels.
 */
export function primeShown(scopeId: string, shown: Shown, accounts: AccountSummary[] = []): void {
  primed = { scopeId, shown, accounts };
}

function takePrimed(scopeId: string) {
  const value = primed?.scopeId === scopeId ? primed : undefined;
  primed = undefined;
  return value;
}

/**
 * Keeps the reviews in the order first shown while the popup is open: marking one read (opening its
 * reply) must not move it from under the pointer. Arrivals above everything shown go on top; a
 * review that only moved up into the list (another left it) goes at the end.
 */
function keepOrder(
  reviews: CachedReview[],
  seen: string[],
  keyOf: (review: CachedReview) => string,
): CachedReview[] {
  const position = new Map(seen.map((id, index) => [id, index]));
  const firstKnown = reviews.findIndex((review) => position.has(keyOf(review)));
  const arrived = firstKnown < 0 ? reviews : reviews.slice(0, firstKnown);
  const known = reviews
    .filter((review) => position.has(keyOf(review)))
    .sort((a, b) => (position.get(keyOf(a)) ?? 0) - (position.get(keyOf(b)) ?? 0));
  const movedUp = reviews.slice(Math.max(firstKnown, 0)).filter((review) => !position.has(keyOf(review)));
  return [...arrived, ...known, ...(firstKnown < 0 ? [] : movedUp)];
}

/**
 * The popup's Reviews tab: the cached inbox at once, what is overdue first (due/overdue-first.ts),
 * then the newest (review-cache.ts › readNewest), then one refresh on open. Each review opens a quick reply
 * inline or the side panel at that review. It is the tab the popup opens on, so it is in the live
 * popup's module rather than a chunk of its own.
 */
export function PopupInbox({ accountId, accountIds, total = 0 }: PopupInboxProps) {
  const scopeId = (accountIds ?? [accountId]).join('\n');
  const scope = useMemo(() => reviewScope(accountIds ?? [accountId], accountId), [scopeId, accountId]);
  const order = useRef<string[]>([]);
  const [first] = useState(() => takePrimed(scope.id));
  const accountOf = useAccountLookup(first?.accounts);
  // What was drawn last sets the Sort until the remembered one is read (the same, but for a change
  // made in another popup since).
  const [sort, setSort] = usePopupSort(first ? (first.shown.sort ?? 'newest') : undefined);
  const read = useCacheRead(
    scope.accountIds,
    STORES,
    `${scope.id}\n${sort}`,
    () => (sort ? readShown(scope, order.current, sort) : Promise.resolve(undefined)),
    first?.shown,
  );
  // Another Sort: the cards stay until the new order is read, which then replaces their order.
  const last = useRef(read);
  if (read) last.current = read;
  const shown = read ?? last.current;
  const orderedBy = useRef(sort);
  if (read && orderedBy.current !== read.sort) {
    orderedBy.current = read.sort;
    order.current = [];
  }
  useMarkLooked(scope.accountIds);
  const [replying, setReplying] = useState<string>();
  // The first paint carries only what the popup can show; the others render right after it.
  const [complete, setComplete] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setTimeout(() => setComplete(true)));
    return () => cancelAnimationFrame(frame);
  }, []);

  // What this popup drew, for its next open's first frame (lib/first-screen): a read's only, in the
  // order a fresh open lists them (the order kept while open is this open's own).
  useEffect(() => {
    if (shown && shown !== first?.shown)
      void recordScreen('popup', accountId, shown, scope.merged ? scope.accountIds : undefined);
  }, [shown]);

  useEffect(() => {
    if (refreshed.has(accountId)) return;
    refreshed.add(accountId);
    // The header shows how it goes; the list re-reads when the cache changes.
    void ask(() => sendMessage('refreshReviews'));
  }, [accountId]);

  if (!shown) return null;
  if (shown.reviews.length === 0) return <LazyViewEmptyState topic="reviews" compact />;
  // The overdue lead and the newest each keep their order: an arrival goes on top of the newest.
  const lead = shown.lead ?? 0;
  const reviews = [
    ...keepOrder(shown.reviews.slice(0, lead), order.current, scope.keyOf),
    ...keepOrder(shown.reviews.slice(lead), order.current, scope.keyOf),
  ];
  order.current = reviews.map(scope.keyOf);
  // Cards as last drawn are inert until the cache's read replaces them: no click can open a reply
  // to, or mark read, a review that changed since.
  const list = (
    <PopupReviewList
      keyOf={scope.keyOf}
      accountOf={scope.merged ? (review) => accountOf(review.accountId) : undefined}
      shown={shown}
      reviews={complete ? reviews : reviews.slice(0, SCREEN_REVIEWS.popup)}
      total={total}
      inert={first !== undefined && shown === first.shown}
      replying={replying}
      onReply={(reviewId, open) => setReplying(open ? reviewId : undefined)}
      onOpenInPanel={(reviewId) => void openSidePanel(routeHash('inbox', 'review', reviewId))}
      onOpenReviews={(keys) => void openSidePanel(routeHash('inbox', 'reviews', ...keys))}
      onSort={setSort}
    />
  );
  // All accounts: what the list counts, each account's share a click away.
  return scope.merged ? (
    <>
      <AccountCounts accountIds={scope.accountIds} />
      {list}
    </>
  ) : (
    list
  );
}
