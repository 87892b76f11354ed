/**
 * What a finished consent does to the accounts, decided before anything is stored. Pure, so the
 * rules are tested without a sign-in window.
 *
 * The platform takes no login hint (service.md › Authentication), so the consent page may hand back
 * another account than the one the person meant to sign in again (its default is the first of
 * theirs). That consent is still valid and its token is fresh, so it is kept, said out loud, and
 * never makes that account active:
 * - dropping it would lose a sign-in the person just gave, and the account they chose may well be
 *   one they use (if it was already connected, its renewed token is what they would want);
 * - making it active would silently swap what the popup shows for an account they did not ask for,
 *   while the one they asked for still needs sign-in, which then stays flagged and is named.
 */
import type { AccountSummary } from '../accounts/account-items';

export interface SignInContext {
  /** The account "Sign in again" was pressed for; absent for Connect account / Connect another. */
  expected?: Pick<AccountSummary, 'id' | 'name'>;
  /** The account id the token grant names. */
  returnedId: string;
  accounts: readonly Pick<AccountSummary, 'id'>[];
  activeAccountId: string | null;
}

export type SignInDecision =
  /** The account the person meant (or any, for a plain connect) is saved; `activate` it or not. */
  | { kind: 'connected'; activate: boolean }
  /**
   * Another account came back: it is saved (renewed, or `added` when new) without becoming
   * active, and `expected` keeps needing sign-in.
   */
  | { kind: 'otherAccount'; activate: false; added: boolean; expected: Pick<AccountSummary, 'id' | 'name'> };

export function decideSignIn({
  expected,
  returnedId,
  accounts,
  activeAccountId,
}: SignInContext): SignInDecision {
  const hasActive = activeAccountId !== null && accounts.some((account) => account.id === activeAccountId);
  // Connect account / Connect another: the person asked to see the account they just connected.
  if (!expected) return { kind: 'connected', activate: true };
  // Signing one account in again leaves the active one as it was (unless none is).
  if (expected.id === returnedId) return { kind: 'connected', activate: !hasActive };
  const added = !accounts.some((account) => account.id === returnedId);
  return { kind: 'otherAccount', activate: false, added, expected };
}
