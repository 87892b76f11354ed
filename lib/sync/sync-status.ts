/**
 * The sync-state reducer: what the popup header, the side-panel header and the toolbar badge say
 * about an account's sync, from the one stored record (sync-state.ts), the clock and whether the
 * browser has a network. Pure, so every surface says the same thing and tests need no browser.
 */
import type { SyncRecordView } from './sync-state';

/**
 * A "syncing" mark older than this (since the run began or last stored a page) was left by a
 * worker that died mid-run: the browser may stop a service worker at any moment. Generous, since
 * one request may wait out a few retries and a `Retry-After` of up to a minute.
 */
export const SYNCING_EXPIRES_MS = 3 * 60_000;

export type SyncStatus =
  /** Nothing has been fetched for this account yet, and no run is under way. */
  | { kind: 'never' }
  | { kind: 'syncing'; since: number; lastSyncedAt?: number }
  | { kind: 'synced'; at: number }
  /** The service answered with an error (5xx, malformed or unexpected data). */
  | { kind: 'failed'; reason: string; at: number; lastSyncedAt?: number; nextTryAt?: number }
  /** The browser is online but the service did not answer (network error, timeout). */
  | { kind: 'unreachable'; reason: string; at: number; lastSyncedAt?: number; nextTryAt?: number }
  /**
   * Nothing went wrong, but the last run could not ask: the service's quota wait (with its reason),
   * or no network then (no reason: the browser has one again, so "offline" would be untrue now).
   */
  | { kind: 'waiting'; reason?: string; at: number; lastSyncedAt?: number; nextTryAt?: number }
  /** The browser itself has no network. */
  | { kind: 'offline'; lastSyncedAt?: number }
  | { kind: 'needsSignIn'; lastSyncedAt?: number };

export interface SyncStatusInput {
  /** The stored record; undefined before the account's first run. */
  state: SyncRecordView | undefined;
  now: number;
  /** `navigator.onLine` where the status is shown (the worker, or the page: the same browser). */
  online: boolean;
  /** The account list says the account must sign in again. */
  needsSignIn?: boolean;
}

export function syncStatusOf({ state, now, online, needsSignIn }: SyncStatusInput): SyncStatus {
  const lastSyncedAt = state?.lastSuccessAt;
  const error = state?.lastError;
  if (needsSignIn || error?.kind === 'needsSignIn') return { kind: 'needsSignIn', lastSyncedAt };
  if (!online) return { kind: 'offline', lastSyncedAt };
  if (state?.syncingSince !== undefined && isSyncingLive(state, now))
    return { kind: 'syncing', since: state.syncingSince, lastSyncedAt };
  // An error older than the last success is history, not the current state.
  if (error && error.at >= (lastSyncedAt ?? 0)) {
    const failure = { reason: error.message, at: error.at, lastSyncedAt, nextTryAt: nextTryOf(state, now) };
    if (error.kind === 'unreachable') return { kind: 'unreachable', ...failure };
    if (error.kind === 'rateLimited') return { kind: 'waiting', ...failure };
    // `offline` here was the browser at the time of the run; it has a network again now.
    if (error.kind === 'offline') return { kind: 'waiting', ...failure, reason: undefined };
    return { kind: 'failed', ...failure };
  }
  if (lastSyncedAt !== undefined) return { kind: 'synced', at: lastSyncedAt };
  return { kind: 'never' };
}

/** Whether a stored "syncing" mark is a run still going rather than one a dead worker left. */
export function isSyncingLive(state: SyncRecordView, now: number): boolean {
  if (state.syncingSince === undefined) return false;
  const heartbeat = Math.max(state.syncingSince, state.lastSuccessAt ?? 0);
  return now - heartbeat < SYNCING_EXPIRES_MS;
}

/** The next try still ahead: the later of the next scheduled run and the service's wait. */
function nextTryOf(state: SyncRecordView, now: number): number | undefined {
  const next = Math.max(state.nextTryAt ?? 0, state.retryAfterUntil ?? 0);
  return next > now ? next : undefined;
}

/**
 * When the next scheduled run will try again: the first alarm at or after `waitUntil` (the
 * service's `Retry-After` or a quota window), alarms being `periodMs` apart from `alarmAt`.
 * Without a known alarm, one period after `now`.
 */
export function nextTryAt({
  alarmAt,
  periodMs,
  now,
  waitUntil,
}: {
  alarmAt?: number;
  periodMs: number;
  now: number;
  waitUntil?: number;
}): number {
  let next = alarmAt !== undefined && alarmAt > now ? alarmAt : now + periodMs;
  if (waitUntil !== undefined && waitUntil > next && periodMs > 0)
    next += Math.ceil((waitUntil - next) / periodMs) * periodMs;
  return next;
}
