/**
 * One account's sync run: asks the planner for the next request, fetches the page, writes what is
 * new or changed to the cache, and persists its progress with every write, until the planner says
 * stop or a pass ends. Backfill first (history: read, never announced; its pages asked for ahead
 * and written several at a time, backfill-writes.ts), incremental passes after.
 */
import { i18n } from '#i18n';
import type { RateLimitInfo, Review, ReviewList, ReviewListParams, ReviewsApi } from '../api';
import { LIMITS } from '../api/catalog';
import type { CachedReview } from '../reviews/cached-review';
import { cacheReviews, readKnownUpdates } from '../reviews/review-cache-writes';
import { BackfillWrites } from './backfill-writes';
import { PAGES_AHEAD, PAGES_PER_WRITE, PagesAhead } from './pages-ahead';
import {
  countRequest,
  type PlanContext,
  planRequest,
  removedCheckDue,
  retryAfterUntil,
  type SkipReason,
} from './poll-planner';
import { RequestCount } from './request-count';
import { diffPage, isHistory } from './review-diff';
import { dayOf, later } from './service-time';
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
  const requests = new RequestCount((info) => {
    const now = deps.now();
    state = countRequest(info ? { ...state, rate: { ...info, seenAt: now } } : state, now);
  });
  /** One request of the run, counted against the quota. */
  const ask = (reviewsApi: Pick<ReviewsApi, 'list'>, params: ReviewListParams): Promise<ReviewList> =>
    requests.ask(reviewsApi.list(params));

  let api: Pick<ReviewsApi, 'list'> | undefined;
  /** The backfill's next pages, asked for while the ones before are stored (`askAhead`). */
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
        await removedPage(page.reviews);
        await saveSyncState(state);
        break;
      }
      const page = await (ahead.take(plan.offset, plan.limit) ??
        ask(api, { limit: plan.limit, offset: plan.offset }));
      state = { ...state, lastSuccessAt: deps.now(), lastError: undefined, retryAfterUntil: undefined };
      if (plan.kind === 'backfill') {
        const complete = backfill.stage(state, page.reviews, page.count, plan.limit);
        if (!complete) askAhead(api, page.count);
        // The pages that came in during the last write join this one; else it goes now, while
        // the next pages are out. Each write saves the state with its reviews.
        if (complete || backfill.pages >= PAGES_PER_WRITE || !ahead.nextArrived()) await write();
        if (complete) break;
        continue;
      }
      const done = await incrementalPage(page.reviews, plan.limit);
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

  /**
   * Asks for the backfill's next pages now, as far as the planner would ask for them next, up to
   * PAGES_AHEAD out at once: the service answers while the pages before are stored. Each is
   * planned as if the requests out were counted already, so the quota share holds. An answer
   * left unused (the run stopped on a failure) was still spent: its quota headers count it.
   */
  function askAhead(reviewsApi: Pick<ReviewsApi, 'list'>, total: number): void {
    while (ahead.size < PAGES_AHEAD) {
      const base = planned();
      if (!base.backfill) return;
      const offset = ahead.nextOffset ?? base.backfill.offset;
      if (offset >= total) return;
      let probe: SyncState = { ...base, backfill: { ...base.backfill, offset } };
      for (let out = 0; out <= ahead.size; out++) probe = countRequest(probe, deps.now());
      const next = planRequest(probe, {
        ...context,
        now: deps.now(),
        requestsThisRun: result.requests + ahead.size,
      });
      if (next.kind !== 'backfill' || next.offset !== offset) return;
      ahead.add(offset, next.limit, ask(reviewsApi, { limit: next.limit, offset }));
    }
  }

  /** Remembers why the run could not ask (kept from the first such run, so its time stays true). */
  function noteSkip(kind: 'offline' | 'needsSignIn', message: string, at: number): void {
    if (state.lastError?.kind === kind) return;
    state = { ...state, lastError: { kind, message, at } };
  }

  /** Writes the staged backfill pages with the sync state and their progress. */
  async function write(): Promise<void> {
    const progress = await backfill.write(state, deps.now());
    // Onto the state as it is now: quota reports may have come in meanwhile (the pages ahead).
    if (progress) state = { ...state, ...progress };
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
