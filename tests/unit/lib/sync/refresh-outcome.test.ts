import '../../i18n-setup';
import { describe, expect, it } from 'vitest';
import { formatClockTime } from '@/lib/clock/clock-time';
import type { AccountPollResult } from '@/lib/sync/account-poller';
import { refreshOutcomeError } from '@/lib/sync/refresh-outcome';

const NOW = Date.parse('2026-11-20T14:05:00Z');
const ok: AccountPollResult = {
  accountId: 'a',
  arrived: [],
  edited: 0,
  requests: 1,
  nextTryAt: NOW + 300_000,
};

describe('refreshOutcomeError (what a Refresh answers)', () => {
  it('nothing when every account synced', () => {
    expect(refreshOutcomeError([ok], NOW)).toBeUndefined();
    expect(refreshOutcomeError([{ ...ok, skipped: 'needsSignIn' }], NOW)).toBeUndefined();
  });

  it('a failed sync is an error with the reason and the next try', () => {
    const error = refreshOutcomeError(
      [ok, { ...ok, error: 'error', message: 'The service is having trouble (HTTP 503).' }],
      NOW,
    );
    expect(error).toMatchObject({
      kind: 'service',
      message: `The service is having trouble (HTTP 503). Next try at ${formatClockTime(NOW + 300_000, NOW)}.`,
    });
    expect(refreshOutcomeError([{ ...ok, error: 'unreachable', message: 'No answer.' }], NOW)?.kind).toBe(
      'network',
    );
  });

  it('a Refresh that could not ask says why: offline, or a wait the service set', () => {
    expect(refreshOutcomeError([{ ...ok, requests: 0, skipped: 'offline' }], NOW)?.message).toBe(
      'Offline — reviews sync again when the connection is back',
    );
    expect(refreshOutcomeError([{ ...ok, requests: 0, skipped: 'retryAfter' }], NOW)).toMatchObject({
      kind: 'rateLimited',
      message: expect.stringMatching(/^The service asked Review Desk to wait .+ Next try at /),
    });
  });
});
