import { describe, expect, it } from 'vitest';
import {
  failureEndedByAnswer,
  noteServiceAnswered,
  RECOVERY_SPACING_MS,
  whenServiceRecovers,
} from '@/lib/sync/recovery-trigger';
import { initialSyncState, type SyncState, saveSyncState } from '@/lib/sync/sync-state';

const NOW = Date.parse('2026-11-20T15:40:00Z');
const MINUTE = 60_000;

const failing = (accountId: string, patch: Partial<SyncState> = {}): SyncState => ({
  ...initialSyncState(accountId, NOW - 60 * MINUTE),
  backfill: null,
  lastSuccessAt: NOW - 10 * MINUTE,
  lastError: { kind: 'error', message: 'The service is having trouble (HTTP 503).', at: NOW - 2 * MINUTE },
  nextTryAt: NOW + 2 * MINUTE,
  ...patch,
});

describe('failureEndedByAnswer', () => {
  it('a 503 or an unreachable service is over once a request is answered', () => {
    expect(failureEndedByAnswer(failing('a'), NOW)).toBe(true);
    const unreachable = failing('a', { lastError: { kind: 'unreachable', message: 'x', at: NOW - MINUTE } });
    expect(failureEndedByAnswer(unreachable, NOW)).toBe(true);
  });

  it('nothing to end: synced, an old error, a quota wait, a sign-in, a run under way', () => {
    expect(failureEndedByAnswer(null, NOW)).toBe(false);
    expect(failureEndedByAnswer(failing('a', { lastError: undefined }), NOW)).toBe(false);
    expect(failureEndedByAnswer(failing('a', { lastSuccessAt: NOW - MINUTE }), NOW)).toBe(false);
    const quota = failing('a', { lastError: { kind: 'rateLimited', message: 'x', at: NOW - MINUTE } });
    expect(failureEndedByAnswer(quota, NOW)).toBe(false);
    const signIn = failing('a', { lastError: { kind: 'needsSignIn', message: 'x', at: NOW - MINUTE } });
    expect(failureEndedByAnswer(signIn, NOW)).toBe(false);
    expect(failureEndedByAnswer(failing('a', { syncingSince: NOW - 1000 }), NOW)).toBe(false);
  });
});

describe('noteServiceAnswered', () => {
  it('an answer while the stored state says the service fails asks for a sync, once a minute at most', async () => {
    const asked: string[] = [];
    let syncing = false;
    whenServiceRecovers({ sync: (id) => asked.push(id), syncing: () => syncing });
    await saveSyncState(failing('acc-1'));
    await saveSyncState(failing('acc-2', { lastError: undefined }));

    await noteServiceAnswered('acc-2', NOW);
    expect(asked).toEqual([]);
    await noteServiceAnswered('acc-1', NOW);
    expect(asked).toEqual(['acc-1']);
    // The run has not stored its outcome yet: the next answers do not ask again.
    await noteServiceAnswered('acc-1', NOW + 1000);
    expect(asked).toEqual(['acc-1']);
    // A run under way in this worker answers for itself.
    syncing = true;
    await noteServiceAnswered('acc-1', NOW + RECOVERY_SPACING_MS);
    expect(asked).toEqual(['acc-1']);
    syncing = false;
    await noteServiceAnswered('acc-1', NOW + RECOVERY_SPACING_MS);
    expect(asked).toEqual(['acc-1', 'acc-1']);
  });
});
