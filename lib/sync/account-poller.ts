/**
 * One account's sync run: asks the planner for the next request, fetches the page, writes what is
 * new or changed to the cache, and persists its progress with every write, until the planner says
 * stop or a pass ends. Backfill first (history: read, never announced; its pages asked for ahead
 * and written several at a time, backfill-writes.ts), incremental passes after (each page stored
 * by incremental-pages.ts, as is the occasional look for removed reviews). A pass that brought
 * arrivals ends by keeping the cache within its size (review-trim.ts).
 */
import {
  PagingError,
  type RateLimitInfo,
  type ReviewList,
  type ReviewListParams,
  type ReviewsApi,
} from '../api';
import { LIMITS } from '../api/catalog';
import { i18n } from '../i18n/translate';
import type { CachedReview } from '../reviews/cached-review';
import { trimOldest } from '../reviews/review-trim';
import { BackfillWrites } from './backfill-writes';
import { storeIncrementalPage, storeRemovedPage } from './incremental-pages';
import { REVIEWS_PER_ACCOUNT } from './kept-reviews';
import { PAGES_PER_WRITE, PagesAhead } from './pages-ahead';
import {
  countRequest,
  type PlanContext,
  planRequest,
  removedCheckDue,
  retryAfterUntil,
  type SkipReason,
} from './poll-planner';
import { RequestCount } from './request-count';
import { describeSyncError } from './sync-error';
import { loadSyncState, type SyncErrorKind, saveSyncState } from './sync-state';
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
  /** Reviews the cache keeps per account, the newest. @default REVIEWS_PER_ACCOUNT */
  maxReviews?: number;
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

export async function pollAccount(
  accountId: string,
  context: PollContext,
  deps: AccountPollDeps,
): Promise<AccountPollResult> {
  let state = await loadSyncState(accountId, deps.now());
  const maxReviews = deps.maxReviews ?? REVIEWS_PER_ACCOUNT;
  const result: AccountPollResult & Required<Pick<AccountPollResult, 'ratingDrops' | 'removed'>> = {
    accountId,
    arrived: [],
    ratingDrops: [],
    edited: 0,
    removed: 0,
    requests: 0,
  };
  const requests = new RequestCount((info) => {
    const now = deps.now();
    state = countRequest(info ? { ...state, rate: { ...info, seenAt: now } } : state, now);
  });
  /** One request of the run, counted against the quota. */
  const ask = (reviewsApi: Pick<ReviewsApi, 'list'>, params: ReviewListParams): Promise<ReviewList> =>
    requests.ask(reviewsApi.list(params));

  let api: Pick<ReviewsApi, 'list'> | undefined;
  /** The backfill's next pages, asked for while the ones before are stored (`PagesAhead.fill`). */
  const ahead = new PagesAhead();
  /** Backfill pages received and not stored yet. */
  const backfill = new BackfillWrites(accountId);
  const planned = () => backfill.planned(state);
  /** Until when the service or the quota asks to wait, as this run ends. */
  let waitUntil: number | undefined;
  /** The incremental pass is over and the removed look is due: the next request is that look. */
  let lookForRemoved = false;
  for (;;) {
    const now = deps.now();
    const plan = planRequest(planned(), { ...context, now, requestsThisRun: result.requests });
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
      api ??= await deps.openReviews(accountId, requests.reported);
      if (lookForRemoved && state.removedCheck) {
        const since = state.removedCheck.since;
        const page = await ask(api, { status: 'REMOVED', minLastServiceUpdateDate: since, limit: PAGE });
        const removed = await storeRemovedPage(accountId, state, page.reviews, deps.now());
        state = removed.state;
        result.removed += removed.removed;
        await saveSyncState(state);
        break;
      }
      const page = await (ahead.take(plan.offset, plan.limit) ??
        ask(api, { limit: plan.limit, offset: plan.offset }));
      state = { ...state, lastSuccessAt: deps.now(), lastError: undefined, retryAfterUntil: undefined };
      if (plan.kind === 'backfill') {
        const complete = backfill.stage(state, page.reviews, page.count, plan.limit, maxReviews);
        if (!complete) {
          const reviewsApi = api;
          // Nothing past the reviews the cache keeps is asked for ahead.
          ahead.fill(planned(), Math.min(page.count, maxReviews), deps.now(), {
            plan: (probe, out) =>
              planRequest(probe, { ...context, now: deps.now(), requestsThisRun: result.requests + out }),
            ask: (offset, limit) => ask(reviewsApi, { limit, offset }),
          });
        }
        // The pages that came in during the last write join this one; else it goes now, while
        // the next pages are out. Each write saves the state with its reviews.
        if (complete || backfill.pages >= PAGES_PER_WRITE || !ahead.nextArrived()) await write();
        if (complete) break;
        continue;
      }
      if (plan.offset + page.reviews.length > maxReviews) {
        // More new reviews than the cache keeps: the pass starts over next run, its cursor unmoved.
        state = { ...state, pass: undefined };
        throw new PagingError(`The service sent more than ${maxReviews} new reviews in one check.`, {
          kind: 'passTooLong',
          limit: maxReviews,
        });
      }
      const stored = await storeIncrementalPage(accountId, state, page.reviews, plan.limit, deps.now());
      state = stored.state;
      result.arrived.push(...stored.arrived);
      result.edited += stored.edited;
      result.ratingDrops.push(...stored.ratingDrops);
      const { done } = stored;
      await saveSyncState(state);
      if (done && removedCheckDue(state, deps.now())) lookForRemoved = true;
      else if (done) break;
    } catch (error) {
      noteFailure(error);
      break;
    }
  }
  // Pages received before a failure or a stop are stored all the same.
  await write().catch(noteFailure);
  // Arrivals add to the reviews kept: past the margin, the oldest beyond them leave the cache.
  if (result.arrived.length > 0) await trim().catch(noteFailure);
  // Answers still to come are spent quota: counted before the state is saved.
  await ahead.settle();
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

  /** Remembers why the run stopped. */
  function noteFailure(error: unknown): void {
    const failure = describeSyncError(error);
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
  }

  /** Remembers why the run could not ask (kept from the first such run, so its time stays true). */
  function noteSkip(kind: 'offline' | 'needsSignIn', message: string, at: number): void {
    if (state.lastError?.kind === kind) return;
    state = { ...state, lastError: { kind, message, at } };
  }

  /** Trims the account's cache back to `maxReviews` if arrivals took it past (review-trim.ts). */
  async function trim(): Promise<void> {
    const trimmed = await trimOldest(accountId, maxReviews, () => ({ ...state, olderLeftOut: maxReviews }));
    if (trimmed > 0) state = { ...state, olderLeftOut: maxReviews };
  }

  /** Writes the staged backfill pages with the sync state and their progress. */
  async function write(): Promise<void> {
    const progress = await backfill.write(state, deps.now());
    // Onto the state as it is now: quota reports may have come in meanwhile (the pages ahead).
    if (progress) state = { ...state, ...progress };
  }
}

const PAGE = LIMITS.reviewsPage.max;
