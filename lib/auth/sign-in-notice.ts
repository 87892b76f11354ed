/**
 * Which sign-in banner a page shows, from the stored sign-in status and the clock. Pure, so the
 * rules are tested without a page:
 * - a failure (Deny, no network, …) stays, on every open, until it is dismissed or the next sign-in
 *   that works replaces it (sign-in-action.ts);
 * - a confirmation ("… is connected.") goes away by itself after a few seconds, and on the next
 *   navigation (the page's part); a later open never shows it again.
 */
import type { SignInStatus } from './sign-in-status';

/** How long "… is connected." shows after the sign-in ended. */
export const CONFIRMATION_MS = 6_000;

export type SignInNotice =
  | Extract<SignInStatus, { phase: 'waiting' }>
  | Extract<SignInStatus, { phase: 'failed' }>
  | (Extract<SignInStatus, { phase: 'connected' }> & { expiresAt: number })
  | null;

export function signInNoticeOf(status: SignInStatus, now: number): SignInNotice {
  if (status.phase === 'waiting' || status.phase === 'failed') return status;
  if (status.phase === 'connected') {
    const expiresAt = status.at + CONFIRMATION_MS;
    return now < expiresAt ? { ...status, expiresAt } : null;
  }
  return null;
}
