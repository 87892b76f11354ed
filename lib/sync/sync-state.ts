/**
 * Per-account sync bookkeeping, persisted in the cache's `syncState` store after every page, so a
 * service worker that dies mid-backfill or mid-pass carries on where it stopped (MV3 workers stop
 * whenever they like; state lives here, never in timers or memory).
 */
import { announceChange } from '../cache/changes';
import { openCache } from '../cache/db';

/**
 * What went wrong on the last run, in the terms the badge and the headers show (sync-status.ts):
 * `offline` is the browser without a network; `unreachable` is the service not answering while
 * the browser is online (network error, timeout); `error` is the service answering with an error.
 */
export type SyncErrorKind = 'offline' | 'unreachable' | 'rateLimited' | 'needsSignIn' | 'error';

export interface RateWindow {
  /** Requests allowed per window (`Rate-Limit-Limit`). */
  limit: number;
  /** Requests left in it (`Rate-Limit-Remaining`), as of `seenAt`. */
  remaining: number;
  /** When the window resets, epoch ms (`Rate-Limit-Reset`). */
  resetAt: number;
  seenAt: number;
}

// A type, not an interface: the cache's record type needs an implicit index signature.
export type SyncState = {
  accountId: string;
  /** The first full download; null once done. */
  backfill: {
    /** Offset of the next page to fetch. */
    offset: number;
    /** Newest update time seen on its first page: where the first incremental pass looks back to. */
    top?: string;
    /** Total reviews, as the last page said. */
    total?: number;
    startedAt: number;
  } | null;
  /**
   * The backfill stopped at the cache's size per account (kept-reviews.ts) with older reviews on
   * the service, or arrivals took the account past it and the oldest were trimmed
   * (lib/reviews/review-trim.ts): how many it kept, the newest. Unset while it holds the whole list.
   */
  olderLeftOut?: number;
  /** Newest update time a completed pass (or the backfill) saw: the incremental stop line. */
  cursor?: string;
  /** Set by the end of the backfill for the first incremental pass only (review-diff.ts › isHistory). */
  quietBefore?: string;
  /** An incremental pass that spans pages: the next offset and the newest time seen so far. */
  pass?: { offset: number; newest?: string };
  /**
   * The look for reviews the publisher removed (poll-planner.ts › removedCheckDue): when it last
   * asked (0: due at the first incremental run) and the service-clock day it asks from next.
   */
  removedCheck?: { at: number; since: string };
  /** Requests this sync spent in the current quota window (the share rule of poll-planner.ts). */
  spent: { requests: number; windowEndsAt: number };
  rate?: RateWindow;
  /** No request before this time: the service said `Retry-After`. */
  retryAfterUntil?: number;
  lastRunAt?: number;
  lastSuccessAt?: number;
  lastError?: { kind: SyncErrorKind; message: string; at: number };
  /** A run is under way since then (cleared when it ends; sync-status.ts expires one left by a dead worker). */
  syncingSince?: number;
  /** When the next scheduled run will try, as the last run ended (the alarm, or the service's wait). */
  nextTryAt?: number;
};

export function initialSyncState(accountId: string, now: number): SyncState {
  return { accountId, backfill: { offset: 0, startedAt: now }, spent: { requests: 0, windowEndsAt: 0 } };
}

export async function loadSyncState(accountId: string, now: number): Promise<SyncState> {
  const stored = await (await openCache()).get('syncState', accountId);
  return (stored as SyncState | undefined) ?? initialSyncState(accountId, now);
}

/** Stores the state and tells open pages, whose headers follow it. */
export async function saveSyncState(state: SyncState): Promise<void> {
  await (await openCache()).put('syncState', state);
  announceChange({ accountId: state.accountId, stores: ['syncState'] });
}

/** Every account's sync state (for the badge: which are offline or failing). */
export async function loadAllSyncStates(): Promise<SyncState[]> {
  return (await (await openCache()).getAll('syncState')) as SyncState[];
}

/** The parts of one account's record that the headers show (sync-status.ts), for pages; null before its first run. */
export async function readSyncRecord(accountId: string): Promise<SyncRecordView | null> {
  const state = (await (await openCache()).get('syncState', accountId)) as SyncState | undefined;
  if (!state) return null;
  const { lastSuccessAt, lastError, syncingSince, nextTryAt, retryAfterUntil } = state;
  return { lastSuccessAt, lastError, syncingSince, nextTryAt, retryAfterUntil };
}

export type SyncRecordView = Pick<
  SyncState,
  'lastSuccessAt' | 'lastError' | 'syncingSince' | 'nextTryAt' | 'retryAfterUntil'
>;
