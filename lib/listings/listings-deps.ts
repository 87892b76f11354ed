/**
 * What the listings background needs from the outside: an API client for an account and a clock.
 * The extension gives it the account client (lib/accounts/account-client.ts); tests give it the
 * emulator's.
 */
import type { ApiClient } from '../api';

export type ListingsApis = Pick<ApiClient, 'locations' | 'listings' | 'suggestions'>;

export interface ListingsDeps {
  /** Runs `task` with the account's client (401 → "needs sign-in", as withAccountClient does). */
  withApi<T>(accountId: string, task: (api: ListingsApis) => Promise<T>): Promise<T>;
  now(): number;
}
