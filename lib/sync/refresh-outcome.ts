/**
 * What a Refresh tells the person who pressed it: nothing when every account synced, otherwise an
 * error whose message says what happened and when the next try is, so the page can say so at once
 * (the header follows the stored state as well).
 */

import { formatClockTime } from '../clock/clock-time';
import { AppError, type ErrorKind } from '../errors/app-error';
import { i18n } from '../i18n/translate';
import type { AccountPollResult } from './account-poller';
import type { SkipReason } from './poll-planner';
import type { SyncErrorKind } from './sync-state';

const ERROR_KINDS: Record<SyncErrorKind, ErrorKind> = {
  offline: 'network',
  unreachable: 'network',
  rateLimited: 'rateLimited',
  needsSignIn: 'needsSignIn',
  error: 'service',
};

const FALLBACK_WORDS = {
  offline: 'common.sync.offline',
  unreachable: 'common.sync.unreachable',
  rateLimited: 'common.sync.waiting',
  needsSignIn: 'common.sync.needsSignIn',
  error: 'common.sync.failed',
} as const;

/** Skips that mean the Refresh fetched nothing although it was asked to (a wait the service set). */
const WAITS: readonly SkipReason[] = ['retryAfter', 'quotaShare', 'quotaLow'];

export function refreshOutcomeError(
  accounts: readonly AccountPollResult[],
  now: number,
): AppError | undefined {
  const failed = accounts.find((account) => account.error !== undefined);
  if (failed?.error) {
    const reason = failed.message ?? i18n.t(FALLBACK_WORDS[failed.error]);
    return new AppError(ERROR_KINDS[failed.error], withNextTry(reason, failed.nextTryAt, now));
  }
  const offline = accounts.find((account) => account.skipped === 'offline');
  if (offline) return new AppError('network', i18n.t('reviews.badge.offline'));
  const waiting = accounts.find((account) => account.skipped && WAITS.includes(account.skipped));
  if (waiting)
    return new AppError('rateLimited', withNextTry(i18n.t('reviews.sync.waiting'), waiting.nextTryAt, now));
  return undefined;
}

const withNextTry = (reason: string, nextTryAt: number | undefined, now: number): string =>
  nextTryAt === undefined
    ? reason
    : i18n.t('reviews.sync.nextTry', { reason, time: formatClockTime(nextTryAt, now) });
