/**
 * A request that succeeds while an account's sync state says the service is failing proves the
 * failure over: the sync then runs at once, so the headers, the banner and the badge are true
 * within seconds of the recovery instead of at the next scheduled try. (A reply the outbox sent
 * after a 503 outage showed "Sent ✓" while the header still said "Sync failed · next try …", the
 * banner "HTTP 503" and the badge "×" for two more minutes.)
 *
 * The account's client tells every answered request here (lib/accounts/account-client.ts); the
 * reviews feature says what to run (lib/reviews/reviews-background.ts), so this module needs
 * neither.
 */
import { MINUTE } from '../clock/durations';
import { readSyncRecord, type SyncErrorKind, type SyncRecordView } from './sync-state';
import { isSyncingLive } from './sync-status';

/** Failures a working request ends. A quota wait (`rateLimited`) is the service's to end; sign-in is the person's. */
const ENDED_BY_AN_ANSWER: ReadonlySet<SyncErrorKind> = new Set(['error', 'unreachable', 'offline']);

/**
 * At most one sync asked per account in this time: while one part of the service answers and
 * another still fails, every answered request would otherwise ask for a run.
 */
export const RECOVERY_SPACING_MS = MINUTE;

/** Whether the stored state reports a failure that a request answered now has ended. */
export function failureEndedByAnswer(state: SyncRecordView | null, now: number): boolean {
  const error = state?.lastError;
  if (!state || !error || !ENDED_BY_AN_ANSWER.has(error.kind)) return false;
  // An error older than the last success is history already.
  if (error.at < (state.lastSuccessAt ?? 0)) return false;
  // A run under way says for itself how it went.
  return !isSyncingLive(state, now);
}

interface Recovery {
  /** Runs the sync (joining a run under way). */
  sync(accountId: string): void;
  /** A sync run is under way in this worker: its own answers need no second run. */
  syncing(): boolean;
}

let recovery: Recovery | undefined;
const askedAt = new Map<string, number>();

/** The background's start: what to do when an account's service answers again. */
export function whenServiceRecovers(next: Recovery): void {
  recovery = next;
}

/** A request of this account was answered with success. Never rejects. */
export async function noteServiceAnswered(accountId: string, now: number = Date.now()): Promise<void> {
  if (!recovery || recovery.syncing()) return;
  if (now - (askedAt.get(accountId) ?? Number.NEGATIVE_INFINITY) < RECOVERY_SPACING_MS) return;
  const state = await readSyncRecord(accountId).catch(() => null);
  if (!failureEndedByAnswer(state, now) || recovery.syncing()) return;
  askedAt.set(accountId, now);
  recovery.sync(accountId);
}
