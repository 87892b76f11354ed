import { describe, expect, it } from 'vitest';
import type { SyncRecordView } from '@/lib/sync/sync-state';
import { nextTryAt, SYNCING_EXPIRES_MS, syncStatusOf } from '@/lib/sync/sync-status';

const NOW = Date.parse('2026-11-20T14:05:00Z');
const MIN = 60_000;
const ago = (minutes: number) => NOW - minutes * MIN;

const status = (state: SyncRecordView | undefined, online = true, needsSignIn = false) =>
  syncStatusOf({ state, now: NOW, online, needsSignIn });

describe('syncStatusOf (the sync-state reducer)', () => {
  it('never synced and nothing under way', () => {
    expect(status(undefined)).toEqual({ kind: 'never' });
    expect(status({})).toEqual({ kind: 'never' });
  });

  it('synced at the last success', () => {
    expect(status({ lastSuccessAt: ago(3) })).toEqual({ kind: 'synced', at: ago(3) });
  });

  it('an error older than the last success is history', () => {
    expect(
      status({ lastSuccessAt: ago(1), lastError: { kind: 'error', message: 'Down.', at: ago(2) } }),
    ).toEqual({ kind: 'synced', at: ago(1) });
  });

  it('a failed attempt after the last success: failed, with the reason, last success and next try', () => {
    expect(
      status({
        lastSuccessAt: ago(20),
        lastError: { kind: 'error', message: 'The service is having trouble (HTTP 503).', at: ago(1) },
        nextTryAt: NOW + 2 * MIN,
      }),
    ).toEqual({
      kind: 'failed',
      reason: 'The service is having trouble (HTTP 503).',
      at: ago(1),
      lastSyncedAt: ago(20),
      nextTryAt: NOW + 2 * MIN,
    });
  });

  it('no answer while the browser is online: the service cannot be reached, not "offline"', () => {
    expect(
      status({
        lastSuccessAt: ago(20),
        lastError: { kind: 'unreachable', message: 'No answer.', at: ago(1) },
      }),
    ).toMatchObject({ kind: 'unreachable', reason: 'No answer.', lastSyncedAt: ago(20) });
  });

  it('offline only when the browser is, whatever is stored', () => {
    expect(status({ lastSuccessAt: ago(20) }, false)).toEqual({ kind: 'offline', lastSyncedAt: ago(20) });
    expect(
      status({ lastSuccessAt: ago(20), lastError: { kind: 'error', message: 'Down.', at: ago(1) } }, false),
    ).toEqual({ kind: 'offline', lastSyncedAt: ago(20) });
    // A run skipped for no network, seen once the browser is back: waiting for the next try.
    expect(
      status({ lastSuccessAt: ago(20), lastError: { kind: 'offline', message: 'Offline.', at: ago(1) } }),
    ).toEqual({
      kind: 'waiting',
      reason: undefined,
      at: ago(1),
      lastSyncedAt: ago(20),
      nextTryAt: undefined,
    });
  });

  it("the service's quota wait: paused until the later of the wait and the next run", () => {
    expect(
      status({
        lastSuccessAt: ago(20),
        lastError: { kind: 'rateLimited', message: 'Limit.', at: ago(1) },
        retryAfterUntil: NOW + 9 * MIN,
        nextTryAt: NOW + 5 * MIN,
      }),
    ).toMatchObject({ kind: 'waiting', nextTryAt: NOW + 9 * MIN });
  });

  it('a next try already past is not shown', () => {
    expect(
      status({ lastError: { kind: 'error', message: 'Down.', at: ago(10) }, nextTryAt: ago(5) }),
    ).toEqual({
      kind: 'failed',
      reason: 'Down.',
      at: ago(10),
      lastSyncedAt: undefined,
      nextTryAt: undefined,
    });
  });

  it('needs sign-in, from the account list or the last run, before everything else', () => {
    expect(status({ lastSuccessAt: ago(3) }, false, true)).toEqual({
      kind: 'needsSignIn',
      lastSyncedAt: ago(3),
    });
    expect(
      status({ lastError: { kind: 'needsSignIn', message: 'Sign in.', at: ago(1) }, syncingSince: ago(1) }),
    ).toEqual({ kind: 'needsSignIn', lastSyncedAt: undefined });
  });

  it('syncing while a run is under way, over a failure or a success', () => {
    expect(
      status({
        lastSuccessAt: ago(20),
        lastError: { kind: 'error', message: 'Down.', at: ago(5) },
        syncingSince: ago(1),
      }),
    ).toEqual({ kind: 'syncing', since: ago(1), lastSyncedAt: ago(20) });
  });

  it('a "syncing" left by a dead worker expires, and the last outcome shows again', () => {
    const stale = NOW - SYNCING_EXPIRES_MS;
    expect(status({ lastSuccessAt: stale - MIN, syncingSince: stale })).toEqual({
      kind: 'synced',
      at: stale - MIN,
    });
    expect(status({ syncingSince: stale })).toEqual({ kind: 'never' });
    // A run that keeps storing pages is alive, however long ago it began.
    expect(status({ syncingSince: ago(30), lastSuccessAt: ago(1) })).toMatchObject({ kind: 'syncing' });
  });

  it('never a green dot after a failed attempt', () => {
    const failures = [
      status({ lastSuccessAt: ago(9), lastError: { kind: 'error', message: 'x', at: ago(1) } }),
      status({ lastSuccessAt: ago(9), lastError: { kind: 'unreachable', message: 'x', at: ago(1) } }),
      status({ lastSuccessAt: ago(9) }, false),
    ];
    for (const failure of failures) {
      expect(failure.kind).not.toBe('synced');
      expect(['failed', 'unreachable', 'offline', 'needsSignIn']).toContain(failure.kind);
    }
  });
});

describe('nextTryAt', () => {
  const period = 5 * MIN;
  it('the next alarm when it is ahead', () => {
    expect(nextTryAt({ alarmAt: NOW + 2 * MIN, periodMs: period, now: NOW })).toBe(NOW + 2 * MIN);
  });

  it('one period from now when the alarm is unknown or has just fired', () => {
    expect(nextTryAt({ periodMs: period, now: NOW })).toBe(NOW + period);
    expect(nextTryAt({ alarmAt: NOW - 1000, periodMs: period, now: NOW })).toBe(NOW + period);
  });

  it('the first alarm at or after a Retry-After or quota wait', () => {
    expect(nextTryAt({ alarmAt: NOW + MIN, periodMs: period, now: NOW, waitUntil: NOW + 7 * MIN })).toBe(
      NOW + 11 * MIN,
    );
    expect(nextTryAt({ alarmAt: NOW + MIN, periodMs: period, now: NOW, waitUntil: NOW + 6 * MIN })).toBe(
      NOW + 6 * MIN,
    );
    expect(nextTryAt({ alarmAt: NOW + MIN, periodMs: period, now: NOW, waitUntil: NOW })).toBe(NOW + MIN);
  });
});
