/**
 * Which sign-in banner a page shows, from the stored sign-in status and the clock. Pure, so the
 * rules are tested without a page:
 * - a failure (Deny, no network, …) belongs to the attempt it reports: it shows on the pages open
 *   when it happened and on the first open after (the popup closes when the sign-in window opens,
 *   so the reopened popup is where it is read), and goes once read (a page opened after a page
 *   showed it leaves it out), once the next sign-in replaces it (sign-in-action.ts), when
 *   dismissed, or FAILURE_MS after the attempt, also from a page left open;
 * - "you signed in as another account" stays the same way while the account meant still needs
 *   sign-in (once it is fine or gone, the warning would no longer be true);
 * - a confirmation ("… is connected.") goes away by itself after a few seconds, and on the next
 *   navigation (the page's part); a later open never shows it again.
 */

import type { AccountSummary } from '../accounts/account-items';
import { i18n } from '../i18n/translate';
import type { SignInStatus } from './sign-in-status';

/** How long "… is connected." shows after the sign-in ended. */
export const CONFIRMATION_MS = 6_000;
/**
 * How long a failed sign-in is said at most. Two minutes: the person comes back from the consent
 * window and reopens the popup within seconds, and one who tries again does so within a minute or
 * so; later, the refusal stood beside an account that was by then connected and syncing, and read
 * as if something were wrong now.
 */
export const FAILURE_MS = 2 * 60_000;

export type OtherAccountStatus = Extract<SignInStatus, { phase: 'otherAccount' }>;

export type SignInNotice =
  | Extract<SignInStatus, { phase: 'waiting' }>
  | (Extract<SignInStatus, { phase: 'failed' }> & { expiresAt: number })
  | OtherAccountStatus
  | (Extract<SignInStatus, { phase: 'connected' }> & { expiresAt: number })
  | null;

/** When this page was opened: a failure another page showed before then is not shown here. */
export const pageOpenedAt = (): number => performance.timeOrigin;

/**
 * `openedAt`: when the page asking was opened (its `performance.timeOrigin`); a failure another page
 * showed before that is not shown again.
 */
export function signInNoticeOf(
  status: SignInStatus,
  now: number,
  accounts: readonly Pick<AccountSummary, 'id' | 'status'>[] = [],
  openedAt = Number.NEGATIVE_INFINITY,
): SignInNotice {
  if (status.phase === 'waiting') return status;
  if (status.phase === 'failed') {
    const expiresAt = status.at + FAILURE_MS;
    if (now >= expiresAt) return null;
    if (status.readAt !== undefined && status.readAt < openedAt) return null;
    return { ...status, expiresAt };
  }
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
