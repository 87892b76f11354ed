/**
 * One account's sync run: asks the planner for the next request, fetches the page, writes what is
 * new or changed to the cache, and persists its progress after every page, until the planner says
 * stop or a pass ends. Backfill first (history: read, never announced), incremental passes after.
 */
import { i18n } from '#i18n';
import type { RateLimitInfo, Review, ReviewList, ReviewsApi } from '../api';
import { LIMITS } from '../api/catalog';
import type { CachedReview } from '../reviews/cached-review';
import { cacheReviews, readKnownUpdates } from '../reviews/review-cache-writes';
import {
  countRequest,
  type PlanContext,
  planRequest,
  removedCheckDue,
  retryAfterUntil,
  type SkipReason,
} from './poll-planner';
import { diffPage, isHistory } from './review-diff';
import { describeSyncError } from './sync-error';
import { loadSyncState, type SyncErrorKind, type SyncState, saveSyncState } from './sync-state';
import { nextTryAt } from './sync-status';

export interface AccountPollDeps {
  /** The account's reviews API; `onRateLimit` must see the quota headers of every response. */
  openReviews(
    accountId: string,
    onRateLimit: (info: RateLimitInfo) => void,
  ): Promise<Pick<ReviewsApi, 'list'>>;
  now(): number;
  /** Whether the browser has a network now (a failure after it went away is `offline`). */
  online?(): boolean;
}

export type PollContext = Omit<PlanContext, 'now' | 'requestsThisRun'> & {
  /** When the sync alarm fires next, if known: where "next try" comes from. */
  nextAlarmAt?: number;
};

export interface AccountPollResult {
  accountId: string;
  /** Reviews that arrived since the last pass, claimed for announcement. */
  arrived: CachedReview[];
  /** Reviews whose rating an edit just lowered (announced when the settings ask). */
  ratingDrops?: CachedReview[];
  edited: number;
  /** Cached reviews found removed by the publisher in this run. */
  removed?: number;
  requests: number;
  /** Why the run stopped early, if the planner stopped it. */
  skipped?: SkipReason;
  error?: SyncErrorKind;
  /** Why it failed, in words a person can act on (with `error`). */
  message?: string;
  /** When the next scheduled run will try. */
  nextTryAt?: number;
}

const later = (a: string | undefined, b: string | undefined): string | undefined =>
  a === undefined ? b : b === undefined || a > b ? a : b;

export async function pollAccount(
  accountId: string,
  context: PollContext,
  deps: AccountPollDeps,
): Promise<AccountPollResult> {
  let state = await loadSyncState(accountId, deps.now());
  const result: AccountPollResult & Required<Pick<AccountPollResult, 'ratingDrops' | 'removed'>> = {
    accountId,
    arrived: [],
    ratingDrops: [],
    edited: 0,
    removed: 0,
    requests: 0,
  };
  // Every response that reports the quota is one request spent (the client may retry a GET by
  // itself); a request answered without quota headers still counts once.
  let reportsThisRequest = 0;
  const onRateLimit = (info: RateLimitInfo) => {
    const now = deps.now();
    reportsThisRequest++;
    state = countRequest({ ...state, rate: { ...info, seenAt: now } }, now);
  };
  const countUnreported = (answered: boolean) => {
    if (answered && reportsThisRequest === 0) state = countRequest(state, deps.now());
    reportsThisRequest = 0;
  };

  let api: Pick<ReviewsApi, 'list'> | undefined;
  /** The backfill's next page, asked for while this one is stored (`askAhead`). */
  let ahead: { offset: number; limit: number; page: Promise<ReviewList> } | undefined;
  /** Until when the service or the quota asks to wait, as this run ends. */
  let waitUntil: number | undefined;
  /** The incremental pass is over and the removed look is due: the next request is that look. */
  let lookForRemoved = false;
  for (;;) {
    const now = deps.now();
    const plan = planRequest(state, { ...context, now, requestsThisRun: result.requests });
    if (plan.kind === 'skip') {
      // The pass is done; the look for removed reviews waits for a run the quota allows.
      if (lookForRemoved) break;
      result.skipped = plan.reason;
      waitUntil = plan.until;
      if (plan.reason === 'offline') noteSkip('offline', i18n.t('reviews.sync.offline'), now);
      if (plan.reason === 'needsSignIn') noteSkip('needsSignIn', i18n.t('reviews.sync.needsSignIn'), now);
      break;
    }
    if (result.requests === 0) {
      // Stored before the first request, so an open page says "Syncing…" while it is out.
      state = { ...state, lastRunAt: now, syncingSince: now };
      await saveSyncState(state);
    }
    result.requests++;
    try {
      api ??= await deps.openReviews(accountId, onRateLimit);
      if (lookForRemoved && state.removedCheck) {
        const since = state.removedCheck.since;
        const page = await api.list({ status: 'REMOVED', minLastServiceUpdateDate: since, limit: PAGE });
        countUnreported(true);
        await removedPage(page.reviews);
        await saveSyncState(state);
        break;
      }
      const asked = ahead?.offset === plan.offset && ahead.limit === plan.limit ? ahead.page : undefined;
      ahead = undefined;
      const page = await (asked ?? api.list({ limit: plan.limit, offset: plan.offset }));
      countUnreported(true);
      state = { ...state, lastSuccessAt: deps.now(), lastError: undefined, retryAfterUntil: undefined };
      if (plan.kind === 'backfill') ahead = askAhead(api, page.reviews.length, page.count, plan);
      const done =
        plan.kind === 'backfill'
          ? await backfillPage(page.reviews, page.count, plan.limit)
          : await incrementalPage(page.reviews, plan.limit);
      // A backfill page saved the state with its reviews.
      if (plan.kind !== 'backfill') await saveSyncState(state);
      if (done && plan.kind === 'incremental' && removedCheckDue(state, deps.now())) lookForRemoved = true;
      else if (done) break;
    } catch (error) {
      const failure = describeSyncError(error);
      countUnreported(failure.answered);
      const at = deps.now();
      // No answer because the browser lost its network during the run is the browser, not the service.
      const kind = failure.kind === 'unreachable' && deps.online?.() === false ? 'offline' : failure.kind;
      state = { ...state, lastError: { kind, message: failure.message, at } };
      if (failure.kind === 'rateLimited') {
        state = { ...state, retryAfterUntil: retryAfterUntil(state, at, failure.retryAfterSeconds) };
        waitUntil = state.retryAfterUntil;
      }
      result.error = kind;
      result.message = failure.message;
      break;
    }
  }
  // The run is over, whatever happened: no longer syncing, and when the next one will try.
  const end = deps.now();
  state = {
    ...state,
    syncingSince: undefined,
    nextTryAt: nextTryAt({ alarmAt: context.nextAlarmAt, periodMs: context.intervalMs, now: end, waitUntil }),
  };
  await saveSyncState(state);
  result.nextTryAt = state.nextTryAt;
  return result;

  /**
   * Asks for the backfill's next page now, when the planner would ask for it next: the service
   * answers while this page is stored, so the two overlap instead of taking turns. An answer
   * left unused (the run stopped on a failure) was still spent: its quota headers count it.
   */
  function askAhead(
    reviewsApi: Pick<ReviewsApi, 'list'>,
    got: number,
    total: number,
    plan: { offset: number; limit: number },
  ): typeof ahead {
    const offset = plan.offset + got;
    if (got < plan.limit || offset >= total || !state.backfill) return undefined;
    // Planned as if this answer's request were counted already, so the quota share holds.
    const next = planRequest(
      countRequest({ ...state, backfill: { ...state.backfill, offset } }, deps.now()),
      { ...context, now: deps.now(), requestsThisRun: result.requests },
    );
    if (next.kind !== 'backfill' || next.offset !== offset) return undefined;
    const page = reviewsApi.list({ limit: next.limit, offset });
    // Awaited when used; a failure then is the run's, as if asked for then.
    page.catch(() => {});
    return { offset, limit: next.limit, page };
  }

  /** Remembers why the run could not ask (kept from the first such run, so its time stays true). */
  function noteSkip(kind: 'offline' | 'needsSignIn', message: string, at: number): void {
    if (state.lastError?.kind === kind) return;
    state = { ...state, lastError: { kind, message, at } };
  }

  /**
   * Stores a history page with the backfill's progress, in one transaction; returns whether the
   * backfill is complete (the run may go on).
   */
  async function backfillPage(reviews: Review[], total: number, limit: number): Promise<boolean> {
    const backfill = state.backfill!;
    const offset = backfill.offset + reviews.length;
    const top = backfill.top ?? reviews[0]?.lastServiceUpdateTime;
    const complete = reviews.length < limit || offset >= total;
    const progress: Partial<SyncState> = complete
      ? {
          // The first incremental pass looks back to where the backfill began (review-diff.ts).
          backfill: null,
          cursor: later(state.cursor, top),
          quietBefore: top,
          // Removals from the day the backfill began on; the first look is due at the next pass.
          removedCheck: { at: 0, since: dayOf(top) ?? dayOf(state.cursor) ?? '1970-01-01' },
        }
      : { backfill: { ...backfill, offset, top, total } };
    await cacheReviews(accountId, reviews, () => 'backfill', deps.now(), {
      syncState: { ...state, ...progress },
    });
    // Onto the state as it is now: a quota report may have come in meanwhile (askAhead).
    state = { ...state, ...progress };
    return complete;
  }

  /** Diffs and stores an incremental page; returns whether the pass is over. */
  async function incrementalPage(reviews: Review[], limit: number): Promise<boolean> {
    const known = await readKnownUpdates(
      accountId,
      reviews.map((review) => review.id),
    );
    const diff = diffPage(reviews, known, { cursor: state.cursor, pageFull: reviews.length === limit });
    const { quietBefore } = state;
    const stored = await cacheReviews(
      accountId,
      [...diff.created, ...diff.edited, ...diff.recheck],
      (review) => (isHistory(review, quietBefore) ? 'backfill' : 'poll'),
      deps.now(),
    );
    result.arrived.push(...stored.created.filter((review) => review.notifiedAt !== undefined));
    result.edited += stored.edited.length;
    result.ratingDrops.push(...stored.ratingDrops);
    const pass = {
      offset: (state.pass?.offset ?? 0) + reviews.length,
      newest: later(state.pass?.newest, diff.newest),
    };
    if (diff.continuePaging) {
      state = { ...state, pass };
      return false;
    }
    state = { ...state, pass: undefined, quietBefore: undefined, cursor: later(state.cursor, pass.newest) };
    return true;
  }

  /**
   * Marks the cached reviews among `reviews` (listed with status REMOVED) as removed; the others
   * were never shown here and stay unknown. The next look starts from the newest day this sync
   * has seen (the service's clock, so no local clock skew can skip a day).
   */
  async function removedPage(reviews: Review[]): Promise<void> {
    const known = await readKnownUpdates(
      accountId,
      reviews.map((review) => review.id),
    );
    const stored = await cacheReviews(
      accountId,
      reviews.filter((review) => known.has(review.id)),
      () => 'backfill',
      deps.now(),
    );
    result.removed += stored.edited.length;
    const since = dayOf(state.cursor) ?? state.removedCheck?.since ?? '1970-01-01';
    state = { ...state, lastSuccessAt: deps.now(), removedCheck: { at: deps.now(), since } };
  }
}

const PAGE = LIMITS.reviewsPage.max;

/** The `YYYY-MM-DD` of a service time `YYYY-MM-DDThh:mm`. */
const dayOf = (time: string | undefined): string | undefined => time?.slice(0, 10);
