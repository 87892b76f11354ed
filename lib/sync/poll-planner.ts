/**
 * Decides the next request of an account's sync, or why there is none. Pure: the state, the
 * settings and the clock come in, a plan goes out (unit-tested in tests/unit/lib/sync).
 *
 * Quota (conventions.md › Every call: 5,000 requests an hour per credential, reported by
 * `Rate-Limit-*` headers, `Retry-After` on 429): sync never spends more than `quotaShare` of the
 * hourly limit, leaves a reserve untouched so a reply can always go out, and when the service says
 * little is left it polls less often and fetches one page per run.
 */
import { LIMITS } from '../api/catalog';
import { MAX_WAIT_MS } from '../api/rate-limit';
import { DAY, HOUR } from '../clock/durations';
import type { SyncState } from './sync-state';

/** What started the run: the schedule, the person (Refresh), or the browser starting up. */
export type RunTrigger = 'alarm' | 'manual' | 'startup';

export interface PlanContext {
  now: number;
  online: boolean;
  needsSignIn: boolean;
  /** The poll interval setting. */
  intervalMs: number;
  /** Share of the hourly limit sync may spend, 0–1. */
  quotaShare: number;
  trigger: RunTrigger;
  /** Requests already made in this run. */
  requestsThisRun: number;
}

export type SkipReason = 'needsSignIn' | 'offline' | 'retryAfter' | 'quotaShare' | 'quotaLow' | 'tooSoon';

export type PollPlan =
  | { kind: 'skip'; reason: SkipReason; until?: number }
  | { kind: 'backfill'; offset: number; limit: number }
  | { kind: 'incremental'; offset: number; limit: number };

/** Left untouched for the person's own actions (replies): 2% of the limit. */
export const RESERVE_SHARE = 0.02;
/** While little quota is left, runs are spaced this many intervals apart. */
export const LOW_QUOTA_SPACING = 4;

const PAGE = LIMITS.reviewsPage.max;

const hourlyLimit = (state: SyncState): number => state.rate?.limit ?? LIMITS.requestsPerHour;

/** Requests sync may spend per quota window. */
export const quotaBudget = (state: SyncState, share: number): number =>
  Math.max(1, Math.floor(hourlyLimit(state) * share));

/** Requests spent in the window that holds `now`. */
export const spentNow = (state: SyncState, now: number): number =>
  now < state.spent.windowEndsAt ? state.spent.requests : 0;

export function planRequest(state: SyncState, context: PlanContext): PollPlan {
  const { now } = context;
  if (context.needsSignIn) return { kind: 'skip', reason: 'needsSignIn' };
  if (!context.online) return { kind: 'skip', reason: 'offline' };
  // A wait stored before it was bounded (or by a clock that moved) ends an hour after the last run.
  const waitUntil =
    state.retryAfterUntil === undefined
      ? undefined
      : Math.min(state.retryAfterUntil, (state.lastRunAt ?? now) + MAX_WAIT_MS);
  if (waitUntil !== undefined && waitUntil > now)
    return { kind: 'skip', reason: 'retryAfter', until: waitUntil };
  if (spentNow(state, now) >= quotaBudget(state, context.quotaShare))
    return { kind: 'skip', reason: 'quotaShare', until: state.spent.windowEndsAt };

  const rate = state.rate && state.rate.resetAt > now ? state.rate : undefined;
  if (rate) {
    if (rate.remaining <= Math.ceil(rate.limit * RESERVE_SHARE))
      return { kind: 'skip', reason: 'quotaLow', until: rate.resetAt };
    // Less left, for everything this credential does, than sync's own share: slow down.
    if (rate.remaining < rate.limit * context.quotaShare) {
      if (context.requestsThisRun > 0) return { kind: 'skip', reason: 'quotaLow', until: rate.resetAt };
      const nextAllowed = (state.lastRunAt ?? 0) + context.intervalMs * LOW_QUOTA_SPACING;
      if (context.trigger !== 'manual' && now < nextAllowed)
        return { kind: 'skip', reason: 'quotaLow', until: Math.min(nextAllowed, rate.resetAt) };
    }
  }

  // A browser start right after a scheduled run needs no second one.
  if (
    context.trigger === 'startup' &&
    context.requestsThisRun === 0 &&
    state.lastRunAt !== undefined &&
    now - state.lastRunAt < context.intervalMs / 2
  )
    return { kind: 'skip', reason: 'tooSoon', until: state.lastRunAt + context.intervalMs };

  if (state.backfill) return { kind: 'backfill', offset: state.backfill.offset, limit: PAGE };
  return { kind: 'incremental', offset: state.pass?.offset ?? 0, limit: PAGE };
}

/**
 * How often sync asks for the reviews removed since its last look. The list shows LIVE reviews
 * only, and a removed review simply stops coming back, which incremental paging (newest change
 * first, stopping at the first known one) cannot see. One request a day with `status=REMOVED` and
 * `minLastServiceUpdateDate` finds them at the cost of 24 of an hourly quota of 5,000 a day.
 */
export const REMOVED_CHECK_MS = DAY;

/** Whether the removed look is due: after the backfill, between passes, once per REMOVED_CHECK_MS. */
export function removedCheckDue(state: SyncState, now: number): boolean {
  return (
    state.backfill === null &&
    state.pass === undefined &&
    state.removedCheck !== undefined &&
    now - state.removedCheck.at >= REMOVED_CHECK_MS
  );
}

/** The state after one more request: counted against the share of the current quota window. */
export function countRequest(state: SyncState, now: number): SyncState {
  if (now < state.spent.windowEndsAt)
    return { ...state, spent: { ...state.spent, requests: state.spent.requests + 1 } };
  // A new window: the service's reset time if known (the top of the next UTC hour), else an hour.
  const windowEndsAt =
    state.rate && state.rate.resetAt > now ? state.rate.resetAt : (Math.floor(now / HOUR) + 1) * HOUR;
  return { ...state, spent: { requests: 1, windowEndsAt } };
}

/**
 * How long a 429 asks to wait: `Retry-After`, else until the window resets, else a minute; an
 * hour at most (MAX_WAIT_MS), whatever the service said.
 */
export function retryAfterUntil(state: SyncState, now: number, retryAfterSeconds?: number): number {
  if (retryAfterSeconds !== undefined) return now + Math.min(retryAfterSeconds * 1000, MAX_WAIT_MS);
  if (state.rate && state.rate.resetAt > now) return Math.min(state.rate.resetAt, now + MAX_WAIT_MS);
  return now + 60_000;
}
