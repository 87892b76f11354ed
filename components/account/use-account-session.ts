/**
 * Everything a page needs about accounts and sign-in: the list and the active account (watched
 * from storage, so they render at once and follow the background), where a sign-in stands, and the
 * actions, each sent to the background (pages never hold a credential).
 */
import { useState } from 'preact/hooks';
import { type AccountSummary, accountsItem, activeAccountIdItem } from '@/lib/accounts/account-items';
import { type AccountScope, accountScopeItem, scopedAccountIds } from '@/lib/accounts/account-scope';
import { type SignInStatus, signInStatusItem } from '@/lib/auth/sign-in-status';
import { ask, type ErrorData, sendMessage } from '@/lib/messaging';
import { openOptionsPage } from '@/lib/open-options-page';
import { useWatchedItem } from './use-watched-item';

export interface AccountSession {
  /** False until storage has been read once (render nothing account-specific before that). */
  ready: boolean;
  accounts: AccountSummary[];
  /**
   * The active account: the one the per-account views show, also while All accounts is chosen
   * (the last single account picked).
   */
  active: AccountSummary | undefined;
  /** All accounts is chosen and more than one account is connected. */
  allAccounts: boolean;
  /** The accounts the inbox lists: every connected one with All accounts, else the active one. */
  listedIds: string[];
  /** Chooses All accounts (remembered: lib/accounts/account-scope.ts). */
  chooseAll: () => Promise<void>;
  signIn: SignInStatus;
  /** A sign-in window is open (from this page or another). */
  connecting: boolean;
  /**
   * Opens the sign-in window. `expectedAccountId`: the account "Sign in again" is for, so a consent
   * that comes back with another account is told apart (lib/auth/sign-in-decision.ts).
   */
  connect: (expectedAccountId?: string) => Promise<void>;
  switchTo: (accountId: string) => Promise<void>;
  /** The last error of a switch; sign-in errors are in `signIn`. */
  error: ErrorData | null;
  dismissSignIn: () => void;
}

/** The account items as the page last drew them (lib/first-screen), so it paints connected at once. */
export interface PrimedAccounts {
  accounts: AccountSummary[];
  activeId: string | null;
  /** `all` when the page drew All accounts (its first rows are of every account). */
  scope?: AccountScope;
}

export function useAccountSession(primed?: PrimedAccounts): AccountSession {
  const accounts = useWatchedItem(accountsItem, primed?.accounts);
  const activeId = useWatchedItem(activeAccountIdItem, primed?.activeId);
  const scope = useWatchedItem(accountScopeItem, primed?.scope) ?? 'one';
  const signIn = useWatchedItem(signInStatusItem) ?? { phase: 'idle' };
  const [error, setError] = useState<ErrorData | null>(null);

  const list = accounts ?? [];
  const active = list.find((account) => account.id === activeId) ?? list[0];
  const listedIds = scopedAccountIds(list, active?.id, scope);
  return {
    ready: accounts !== undefined && activeId !== undefined,
    accounts: list,
    active,
    allAccounts: listedIds.length > 1,
    listedIds,
    async chooseAll() {
      await accountScopeItem.setValue('all');
    },
    signIn,
    connecting: signIn.phase === 'waiting',
    async connect(expectedAccountId) {
      setError(null);
      // The outcome arrives through signInStatusItem, also when this page was closed meanwhile.
      const result = await ask(() => sendMessage('signIn', { expectedAccountId }));
      // Nothing to sign in to yet: take the person to where the connection is set up.
      if (!result.ok && (result.error.kind === 'invalidSettings' || result.error.kind === 'permissionDenied'))
        await openOptionsPage();
    },
    async switchTo(accountId) {
      await accountScopeItem.setValue('one');
      const result = await ask(() => sendMessage('switchAccount', { accountId }));
      setError(result.ok ? null : result.error);
    },
    error,
    dismissSignIn() {
      void signInStatusItem.setValue({ phase: 'idle' });
      setError(null);
    },
  };
}
