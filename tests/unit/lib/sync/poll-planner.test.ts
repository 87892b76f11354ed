import { describe, expect, it } from 'vitest';
import { LIMITS } from '@/lib/api/catalog';
import {
  countRequest,
  type PlanContext,
  planRequest,
  quotaBudget,
  REMOVED_CHECK_MS,
  removedCheckDue,
  retryAfterUntil,
} from '@/lib/sync/poll-planner';
import { initialSyncState, type SyncState } from '@/lib/sync/sync-state';

const NOW = Date.UTC(2026, 10, 20, 10, 30);
const HOUR = 3_600_000;
const MIN = 60_000;

const context = (overrides: Partial<PlanContext> = {}): PlanContext => ({
  now: NOW,
  online: true,
  needsSignIn: false,
  intervalMs: 5 * MIN,
  quotaShare: 0.2,
  trigger: 'alarm',
  requestsThisRun: 0,
  ...overrides,
});

const synced = (overrides: Partial<SyncState> = {}): SyncState => ({
  ...initialSyncState('acc', NOW - HOUR),
  backfill: null,
  cursor: '2026-11-20T10:00',
  ...overrides,
});

const rate = (remaining: number, limit = 5000) => ({
  limit,
  remaining,
  resetAt: NOW + 30 * MIN,
  seenAt: NOW - MIN,
});

describe('planRequest', () => {
  it('starts with the backfill, pages of the maximum size, and resumes at the persisted offset', () => {
    expect(planRequest(initialSyncState('acc', NOW), context())).toEqual({
      kind: 'backfill',
      offset: 0,
      limit: LIMITS.reviewsPage.max,
    });
    const resumed = { ...initialSyncState('acc', NOW), backfill: { offset: 3400, startedAt: NOW - HOUR } };
    expect(planRequest(resumed, context())).toEqual({ kind: 'backfill', offset: 3400, limit: 100 });
  });

  it('after the backfill, asks for the first page, newest update first', () => {
    expect(planRequest(synced(), context())).toEqual({ kind: 'incremental', offset: 0, limit: 100 });
  });

  it('continues a pass that spans pages where it stopped', () => {
    expect(planRequest(synced({ pass: { offset: 200 } }), context())).toMatchObject({
      kind: 'incremental',
      offset: 200,
    });
  });

  it('skips an account that needs sign-in, and any account while offline', () => {
    expect(planRequest(synced(), context({ needsSignIn: true }))).toEqual({
      kind: 'skip',
      reason: 'needsSignIn',
    });
    expect(planRequest(synced(), context({ online: false }))).toEqual({ kind: 'skip', reason: 'offline' });
  });

  it('waits out Retry-After', () => {
    const state = synced({ retryAfterUntil: NOW + 90_000 });
    expect(planRequest(state, context({ trigger: 'manual' }))).toEqual({
      kind: 'skip',
      reason: 'retryAfter',
      until: NOW + 90_000,
    });
    expect(planRequest(state, context({ now: NOW + 90_000 })).kind).toBe('incremental');
  });

  it('never spends more than the quota share in a window', () => {
    expect(quotaBudget(synced(), 0.2)).toBe(1000);
    const spent = synced({ spent: { requests: 1000, windowEndsAt: NOW + 10 * MIN } });
    expect(planRequest(spent, context())).toEqual({
      kind: 'skip',
      reason: 'quotaShare',
      until: NOW + 10 * MIN,
    });
    // A new window starts afresh.
    expect(planRequest(spent, context({ now: NOW + 10 * MIN })).kind).toBe('incremental');
    // A smaller share is a smaller budget.
    const some = synced({ spent: { requests: 50, windowEndsAt: NOW + 10 * MIN } });
    expect(planRequest(some, context({ quotaShare: 0.01 })).kind).toBe('skip');
  });

  it('stops at the reserve, leaving quota for replies', () => {
    expect(planRequest(synced({ rate: rate(100) }), context({ trigger: 'manual' }))).toEqual({
      kind: 'skip',
      reason: 'quotaLow',
      until: NOW + 30 * MIN,
    });
  });

  it('when little quota is left, spaces runs four intervals apart and fetches one page per run', () => {
    const low = synced({ rate: rate(600), lastRunAt: NOW - 6 * MIN });
    expect(planRequest(low, context())).toMatchObject({ kind: 'skip', reason: 'quotaLow' });
    expect(planRequest({ ...low, lastRunAt: NOW - 20 * MIN }, context()).kind).toBe('incremental');
    expect(planRequest({ ...low, lastRunAt: NOW - 20 * MIN }, context({ requestsThisRun: 1 })).kind).toBe(
      'skip',
    );
    // The person's Refresh is not spaced, but still one page.
    expect(planRequest(low, context({ trigger: 'manual' })).kind).toBe('incremental');
    // With plenty left, the schedule is the interval.
    expect(planRequest(synced({ rate: rate(4000), lastRunAt: NOW - 5 * MIN }), context()).kind).toBe(
      'incremental',
    );
  });

  it('ignores quota figures of a window that has reset', () => {
    const stale = synced({ rate: { limit: 5000, remaining: 10, resetAt: NOW - MIN, seenAt: NOW - HOUR } });
    expect(planRequest(stale, context()).kind).toBe('incremental');
  });

  it('does not poll again at browser start-up right after a scheduled run', () => {
    const state = synced({ lastRunAt: NOW - MIN });
    expect(planRequest(state, context({ trigger: 'startup' }))).toMatchObject({
      kind: 'skip',
      reason: 'tooSoon',
    });
    expect(planRequest(state, context({ trigger: 'alarm' })).kind).toBe('incremental');
  });
});

describe('countRequest', () => {
  it("counts into the service's window and starts a new one when it has passed", () => {
    let state = synced({ rate: rate(4000) });
    state = countRequest(state, NOW);
    expect(state.spent).toEqual({ requests: 1, windowEndsAt: NOW + 30 * MIN });
    state = countRequest(state, NOW + MIN);
    expect(state.spent.requests).toBe(2);
    state = countRequest(state, NOW + 31 * MIN);
    expect(state.spent.requests).toBe(1);
  });

  it('without quota headers, counts to the top of the next hour', () => {
    const state = countRequest(synced(), NOW);
    expect(state.spent.windowEndsAt).toBe(Date.UTC(2026, 10, 20, 11, 0));
  });
});

describe('retryAfterUntil', () => {
  it("prefers Retry-After, then the window's reset, then a minute", () => {
    expect(retryAfterUntil(synced(), NOW, 120)).toBe(NOW + 120_000);
    expect(retryAfterUntil(synced({ rate: rate(0) }), NOW)).toBe(NOW + 30 * MIN);
    expect(retryAfterUntil(synced(), NOW)).toBe(NOW + MIN);
  });

  it('waits an hour at most, whatever the service says: its quota resets every hour', () => {
    expect(retryAfterUntil(synced(), NOW, 999_999_999)).toBe(NOW + HOUR);
    const farReset = synced({ rate: { ...rate(0), resetAt: NOW + 400 * HOUR } });
    expect(retryAfterUntil(farReset, NOW)).toBe(NOW + HOUR);
  });

  it('a wait stored unbounded (an older version, a clock that moved) ends an hour after the last run', () => {
    const stuck = synced({ retryAfterUntil: NOW + 999_999_999_000, lastRunAt: NOW - 30 * MIN });
    expect(planRequest(stuck, context())).toMatchObject({
      kind: 'skip',
      reason: 'retryAfter',
      until: NOW + 30 * MIN,
    });
    expect(planRequest(stuck, context({ now: NOW + 31 * MIN })).kind).not.toBe('skip');
  });
});

describe('removedCheckDue (the daily look for removed reviews)', () => {
  const base = { accountId: 'acc', backfill: null, spent: { requests: 0, windowEndsAt: 0 } } as const;
  it('is due after the backfill set it up, then once per REMOVED_CHECK_MS, never mid-pass', () => {
    const now = 5 * REMOVED_CHECK_MS;
    expect(removedCheckDue({ ...base, removedCheck: { at: 0, since: '2026-11-20' } }, now)).toBe(true);
    expect(removedCheckDue({ ...base, removedCheck: { at: now - 1000, since: '2026-11-20' } }, now)).toBe(
      false,
    );
    expect(
      removedCheckDue({ ...base, removedCheck: { at: now - REMOVED_CHECK_MS, since: '2026-11-20' } }, now),
    ).toBe(true);
    const pass = { offset: 100 };
    expect(removedCheckDue({ ...base, pass, removedCheck: { at: 0, since: '2026-11-20' } }, now)).toBe(false);
    expect(removedCheckDue({ ...base }, now)).toBe(false);
    expect(
      removedCheckDue(
        { ...base, backfill: { offset: 0, startedAt: 0 }, removedCheck: { at: 0, since: 'x' } },
        now,
      ),
    ).toBe(false);
  });
});
