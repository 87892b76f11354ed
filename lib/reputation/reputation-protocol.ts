/**
 * The reputation messages, joined into the one protocol of lib/messaging.ts. The popup reads its
 * headline from the cache (reputation-records.ts); these ask the background to compute.
 */
import type { Result } from '../errors/error-data';
import type { PeriodChoice } from './period';
import type { ReputationHeadline, ReputationReport } from './reputation-records';

export interface ReputationProtocol {
  /**
   * Every figure for one period, computed from the cached reviews (no request to the service);
   * over `accountIds` when it names several (All accounts), with each account's figures.
   */
  reputationReport(data: {
    accountId: string;
    accountIds?: string[];
    period: PeriodChoice;
  }): Result<ReputationReport>;
  /** Brings the popup's headline snapshot up to date (when the cache or the day changed). */
  refreshReputationHeadline(data: { accountId: string }): Result<ReputationHeadline>;
}
