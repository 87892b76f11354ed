/**
 * The sign-in as pages see it: runs the OAuth flow and records where it stands in the watched
 * status item, since the toolbar popup that asked may be closed by the time it ends.
 */
import type { AccountSummary } from '../accounts/account-items';
import { clearNeedsSignInNotification } from '../accounts/needs-sign-in-alert';
import { AppError } from '../errors/app-error';
import { toErrorData } from '../errors/error-data';
import { signInWithOAuth } from './oauth-flow';
import { otherAccountMessage } from './sign-in-notice';
import { type SignInStatus, signInStatusItem } from './sign-in-status';

/**
 * `expectedAccountId`: the account "Sign in again" was pressed for. When the consent gives another
 * account, the answer is an `otherAccount` error naming both (the one meant is still not signed
 * in), after that other account was kept without becoming active.
 */
export async function signInAndRecord(expectedAccountId?: string): Promise<AccountSummary> {
  const previous = await signInStatusItem.getValue();
  await signInStatusItem.setValue({ phase: 'waiting', since: Date.now() });
  let outcome: Awaited<ReturnType<typeof signInWithOAuth>>;
  try {
    outcome = await signInWithOAuth(expectedAccountId);
  } catch (error) {
    const { kind, message } = toErrorData(error);
    // A second click while the window is open leaves the first attempt's status alone.
    await signInStatusItem.setValue(
      kind === 'busy' ? previous : { phase: 'failed', kind, message, at: Date.now() },
    );
    throw error;
  }
  const { account, decision } = outcome;
  // The account the consent gave is connected either way: its "needs sign-in" notification goes.
  await clearNeedsSignInNotification(account.id).catch(() => {});
  if (decision.kind === 'connected') {
    await signInStatusItem.setValue({ phase: 'connected', accountName: account.name, at: Date.now() });
    return account;
  }
  const status: Extract<SignInStatus, { phase: 'otherAccount' }> = {
    phase: 'otherAccount',
    accountName: account.name,
    added: decision.added,
    expectedId: decision.expected.id,
    expectedName: decision.expected.name,
    at: Date.now(),
  };
  await signInStatusItem.setValue(status);
  throw new AppError('otherAccount', otherAccountMessage(status));
}
