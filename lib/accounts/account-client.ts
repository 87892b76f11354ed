/**
 * The API client for one account: the only way the background calls the service for an account.
 * It refuses to call for an account that needs sign-in, sends the credential only to the origin the
 * account was connected on, and turns any 401 (conventions.md › Every call: unknown or revoked
 * credential) into "needs sign-in again" — said once, then no more calls until reconnect.
 */

import { type ApiClient, type ApiClientOptions, createApiClient } from '../api';
import { ApiError, AuthError } from '../api/errors';
import type { FeatureDeps } from '../background/feature';
import { AppError } from '../errors/app-error';
import { i18n } from '../i18n/translate';
import { noteServiceAnswered } from '../sync/recovery-trigger';
import { type AccountSummary, accountsItem, activeAccountIdItem } from './account-items';
import { findAccount, markNeedsSignIn, readCredential } from './account-registry';
import { markForgottenSignIns } from './forgotten-sign-ins';
import { notifyNeedsSignIn } from './needs-sign-in-alert';

export interface AccountClient {
  account: AccountSummary;
  api: ApiClient;
}

/** What a caller may tune on an account's client (the sync hears the quota); the rest is fixed. */
export type AccountClientOptions = Pick<ApiClientOptions, 'onRateLimit'>;

/** Resolves `accountId` (or the active account) to a ready client, or throws an AppError. */
export async function clientForAccount(
  accountId?: string,
  options: AccountClientOptions = {},
): Promise<AccountClient> {
  const id = accountId ?? (await activeAccountIdItem.getValue());
  const account = id ? await findAccount(id) : undefined;
  if (!account) throw new AppError('noAccount', i18n.t('accounts.noAccount'));
  if (account.status === 'needsSignIn') throw needsSignIn(account);
  const credential = await readCredential(account.id);
  if (!credential) {
    // Forgotten at browser close (said without a notification), or else missing: needs sign-in.
    await markForgottenSignIns();
    if ((await findAccount(account.id))?.status === 'connected') await handleRejected(account);
    throw needsSignIn(account);
  }
  const api = createApiClient({
    ...options,
    baseUrl: account.serviceUrl,
    credential,
    fetch: guardedFetch(account),
  });
  return { account, api };
}

function needsSignIn(account: AccountSummary): AppError {
  return new AppError('needsSignIn', i18n.t('accounts.needsSignInError', [account.name]));
}

async function handleRejected(account: AccountSummary): Promise<void> {
  const changed = await markNeedsSignIn(account.id);
  if (changed) await notifyNeedsSignIn(changed).catch(() => {});
}

/**
 * The fetch every call of this account goes through. Checks, before sending, that the request stays
 * on the account's service origin and that the account still may call (another call may just have
 * met a 401); after, reacts to 401. Its refusals are the client's own error types, which the client
 * passes on as they are and never retries.
 */
function guardedFetch(account: AccountSummary): typeof fetch {
  const origin = new URL(account.serviceUrl).origin;
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.origin !== origin) throw new ApiError(i18n.t('errors.wrongOrigin'));
    if ((await findAccount(account.id))?.status !== 'connected')
      throw new AuthError(i18n.t('accounts.needsSignInError', [account.name]), { status: 401 });
    const response = await fetch(input, init);
    if (response.status === 401) await handleRejected(account);
    // An answer while the sync says the service fails: the sync looks again now (recovery-trigger.ts).
    else if (response.ok) void noteServiceAnswered(account.id);
    return response;
  };
}

/**
 * Runs `task` with the client of `accountId` (or the active account). A refused credential comes
 * back as this account's "needs sign-in again", whichever call met it.
 */
export async function withAccountClient<T>(
  accountId: string | undefined,
  task: (client: AccountClient) => Promise<T>,
): Promise<T> {
  const client = await clientForAccount(accountId);
  try {
    return await task(client);
  } catch (error) {
    if (error instanceof AuthError || (error instanceof ApiError && error.status === 401))
      throw needsSignIn(client.account);
    throw error;
  }
}

/** The background's FeatureDeps: the account's own client and the real clock. */
export const accountDeps: FeatureDeps = {
  withApi: (accountId, task) => withAccountClient(accountId, ({ api }) => task(api)),
  now: Date.now,
};

/** At a worker's start: `resume` goes on with what the last worker left for each account. */
export function resumeForEveryAccount(
  resume: (deps: FeatureDeps, accountIds: readonly string[]) => Promise<void>,
): void {
  void accountsItem
    .getValue()
    .then((accounts) =>
      resume(
        accountDeps,
        accounts.map((account) => account.id),
      ),
    )
    .catch(() => {});
}
