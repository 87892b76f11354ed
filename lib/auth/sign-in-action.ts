/**
 * The sign-in as pages see it: runs the OAuth flow and records where it stands in the watched
 * status item, since the toolbar popup that asked may be closed by the time it ends.
 */
import type { AccountSummary } from '../accounts/account-items';
import { clearNeedsSignInNotification } from '../accounts/needs-sign-in-alert';
import { toErrorData } from '../errors/error-data';
import { signInWithOAuth } from './oauth-flow';
import { signInStatusItem } from './sign-in-status';

export async function signInAndRecord(): Promise<AccountSummary> {
  const previous = await signInStatusItem.getValue();
  await signInStatusItem.setValue({ phase: 'waiting', since: Date.now() });
  try {
    const account = await signInWithOAuth();
    await signInStatusItem.setValue({ phase: 'connected', accountName: account.name, at: Date.now() });
    await clearNeedsSignInNotification(account.id).catch(() => {});
    return account;
  } catch (error) {
    const { kind, message } = toErrorData(error);
    // A second click while the window is open leaves the first attempt's status alone.
    await signInStatusItem.setValue(
      kind === 'busy' ? previous : { phase: 'failed', kind, message, at: Date.now() },
    );
    throw error;
  }
}
