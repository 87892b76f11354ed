/**
 * One account's sync run: asks the planner for the next request, fetches the page, writes what is
 * new or changed to the cache, and persists its progress after every page, until the planner says
 * stop or a pass ends. Backfill first (history: read, never announced), incremental passes after.
 */
import { i18n } from '#i18n';
import type { RateLimitInfo, Review, ReviewsApi } from '../api';
import type { CachedReview } from '../reviews/cached-review';
import { readKnownUpdates, storeReviews } from '../reviews/review-store';
import {
  countRequest,
  type PlanContext,
  planRequest,
  retryAfterUntil,
  type SkipReason,
} from './poll-planner';
import { diffPage, isHistory } from './review-diff';
import { describeSyncError } from './sync-error';
import { loadSyncState, type SyncErrorKind, saveSyncState } from './sync-state';

export interface AccountPollDeps {
  /** The account's reviews API; `onRateLimit` must see the quota headers of every response. */
  openReviews(
    accountId: string,
    onRateLimit: (info: RateLimitInfo) => void,
  ): Promise<Pick<ReviewsApi, 'list'>>;
  now(): number;
}

export type PollContext = Omit<PlanContext, 'now' | 'requestsThisRun'>;

export interface AccountPollResult {
  accountId: string;
  /** Reviews that arrived since the last pass, claimed for announcement. */
  arrived: CachedReview[];
  edited: number;
  requests: number;
  /** Why the run stopped early, if the planner stopped it. */
  skipped?: SkipReason;
  error?: SyncErrorKind;
}

const later = (a: string | undefined, b: string | undefined): string | undefined =>
  a === undefined ? b : b === undefined || a > b ? a : b;

export async function pollAccount(
  accountId: string,
  context: PollContext,
  deps: AccountPollDeps,
): Promise<AccountPollResult> {
  let state = await loadSyncState(accountId, deps.now());
  const result: AccountPollResult = { accountId, arrived: [], edited: 0, requests: 0 };
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
  for (;;) {
    const now = deps.now();
    const plan = planRequest(state, { ...context, now, requestsThisRun: result.requests });
    if (plan.kind === 'skip') {
      result.skipped = plan.reason;
      if (plan.reason === 'offline') await saveOffline(now);
      break;
    }
    if (result.requests === 0) state = { ...state, lastRunAt: now };
    result.requests++;
    try {
      api ??= await deps.openReviews(accountId, onRateLimit);
      const page = await api.list({ limit: plan.limit, offset: plan.offset });
      countUnreported(true);
      state = { ...state, lastSuccessAt: deps.now(), lastError: undefined, retryAfterUntil: undefined };
      const done =
        plan.kind === 'backfill'
          ? await backfillPage(page.reviews, page.count, plan.limit)
          : await incrementalPage(page.reviews, plan.limit);
      await saveSyncState(state);
      if (done) break;
    } catch (error) {
      const failure = describeSyncError(error);
      countUnreported(failure.answered);
      const at = deps.now();
      state = { ...state, lastError: { kind: failure.kind, message: failure.message, at } };
      if (failure.kind === 'rateLimited')
        state = { ...state, retryAfterUntil: retryAfterUntil(state, at, failure.retryAfterSeconds) };
      await saveSyncState(state);
      result.error = failure.kind;
      break;
    }
  }
  return result;

  /** Remembers that the browser reported no network, for the badge. */
  async function saveOffline(at: number): Promise<void> {
    if (state.lastError?.kind === 'offline') return;
    state = { ...state, lastError: { kind: 'offline', message: i18n.t('reviews.sync.offline'), at } };
    await saveSyncState(state);
  }

  /** Stores a history page; returns whether the backfill is complete (the run may go on). */
  async function backfillPage(reviews: Review[], total: number, limit: number): Promise<boolean> {
    const backfill = state.backfill!;
    await storeReviews(accountId, reviews, () => 'backfill', deps.now());
    const offset = backfill.offset + reviews.length;
    const top = backfill.top ?? reviews[0]?.lastServiceUpdateTime;
    if (reviews.length < limit || offset >= total) {
      // The first incremental pass looks back to where the backfill began (review-diff.ts).
      state = { ...state, backfill: null, cursor: later(state.cursor, top), quietBefore: top };
      return true;
    }
    state = { ...state, backfill: { ...backfill, offset, top, total } };
    return false;
  }

  /** Diffs and stores an incremental page; returns whether the pass is over. */
  async function incrementalPage(reviews: Review[], limit: number): Promise<boolean> {
    const known = await readKnownUpdates(
      accountId,
      reviews.map((review) => review.id),
    );
    const diff = diffPage(reviews, known, { cursor: state.cursor, pageFull: reviews.length === limit });
    const { quietBefore } = state;
    const stored = await storeReviews(
      accountId,
      [...diff.created, ...diff.edited, ...diff.recheck],
      (review) => (isHistory(review, quietBefore) ? 'backfill' : 'poll'),
      deps.now(),
    );
    result.arrived.push(...stored.created.filter((review) => review.notifiedAt !== undefined));
    result.edited += stored.edited.length;
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
}
