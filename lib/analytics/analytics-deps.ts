/**
 * What the analytics background needs from the outside: the account's analytics client and a
 * clock. The extension gives it the account client (lib/accounts/account-client.ts); tests give
 * it the emulator's.
 */
import type { ApiClient } from '../api';

export type AnalyticsApis = Pick<ApiClient, 'analytics'>;

export interface AnalyticsDeps {
  /** Runs `task` with the account's client (401 → "needs sign-in", as withAccountClient does). */
  withApi<T>(accountId: string, task: (api: AnalyticsApis) => Promise<T>): Promise<T>;
  now(): number;
  /** Polling timings of asynchronous reports (tests shorten them). */
  poll?: { initialDelayMs?: number; maxDelayMs?: number; timeoutMs?: number };
}
