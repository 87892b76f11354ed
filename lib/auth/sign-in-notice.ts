/**
 * Which sign-in banner a page shows, from the stored sign-in status and the clock. Pure, so the
 * rules are tested without a page:
 * - a failure (Deny, no network, …) stays, on every open, until it is dismissed or the next sign-in
 *   that works replaces it (sign-in-action.ts);
 * - "you signed in as another account" stays the same way while the account meant still needs
 *   sign-in (once it is fine or gone, the warning would no longer be true);
 * - a confirmation ("… is connected.") goes away by itself after a few seconds, and on the next
 *   navigation (the page's part); a later open never shows it again.
 */
import { i18n } from '#i18n';
import type { AccountSummary } from '../accounts/account-items';
import type { SignInStatus } from './sign-in-status';

/** How long "… is connected." shows after the sign-in ended. */
export const CONFIRMATION_MS = 6_000;

export type OtherAccountStatus = Extract<SignInStatus, { phase: 'otherAccount' }>;

export type SignInNotice =
  | Extract<SignInStatus, { phase: 'waiting' }>
  | Extract<SignInStatus, { phase: 'failed' }>
  | OtherAccountStatus
  | (Extract<SignInStatus, { phase: 'connected' }> & { expiresAt: number })
  | null;

export function signInNoticeOf(
  status: SignInStatus,
  now: number,
  accounts: readonly Pick<AccountSummary, 'id' | 'status'>[] = [],
): SignInNotice {
  if (status.phase === 'waiting' || status.phase === 'failed') return status;
  if (status.phase === 'otherAccount') {
    const expected = accounts.find((account) => account.id === status.expectedId);
    return expected?.status === 'needsSignIn' ? status : null;
  }
  if (status.phase === 'connected') {
    const expiresAt = status.at + CONFIRMATION_MS;
    return now < expiresAt ? { ...status, expiresAt } : null;
  }
  return null;
}

/** "You signed in as B. A still needs sign-in: …", and what became of B. */
export function otherAccountMessage(status: OtherAccountStatus): string {
  return i18n.t(status.added ? 'auth.otherAccountAdded' : 'auth.otherAccountRenewed', [
    status.accountName,
    status.expectedName,
  ]);
}
