/**
 * Where a sign-in attempt stands, for pages to watch. The toolbar popup usually closes when the
 * sign-in window opens, so the outcome cannot only be the reply to its message: a reopened popup
 * reads it from here. Session storage: it is about this browser session only, and holds no secret.
 */
import { storage } from '#imports';
import type { ErrorKind } from '../errors/app-error';

export type SignInStatus =
  | { phase: 'idle' }
  | { phase: 'waiting'; since: number }
  /** `readAt`: when a page first showed it to the person (sign-in-notice.ts). */
  | { phase: 'failed'; kind: ErrorKind; message: string; at: number; readAt?: number }
  | { phase: 'connected'; accountName: string; at: number }
  /**
   * "Sign in again" for `expectedId` came back with another account, `accountName`: that one was
   * saved (`added` when it is new) without becoming active; the expected one still needs sign-in.
   */
  | {
      phase: 'otherAccount';
      accountName: string;
      added: boolean;
      expectedId: string;
      expectedName: string;
      at: number;
    };

export const signInStatusItem = storage.defineItem<SignInStatus>('session:auth.signInStatus', {
  fallback: { phase: 'idle' },
});

/** Failures that working connection settings fix: they go as soon as the settings are saved. */
const SETTINGS_FAILURES: readonly ErrorKind[] = ['invalidSettings', 'permissionDenied'];

/** Clears a "finish the connection settings first" failure once its cause is fixed. */
export async function clearSettingsFailure(): Promise<void> {
  const status = await signInStatusItem.getValue();
  if (status.phase === 'failed' && SETTINGS_FAILURES.includes(status.kind))
    await signInStatusItem.setValue({ phase: 'idle' });
}

/**
 * Notes that a page has shown the failure of the attempt made at `at`: later opens leave it out
 * (sign-in-notice.ts). A newer attempt's status is left alone.
 */
export async function markSignInFailureRead(at: number, readAt: number): Promise<void> {
  const status = await signInStatusItem.getValue();
  if (status.phase === 'failed' && status.at === at && status.readAt === undefined)
    await signInStatusItem.setValue({ ...status, readAt });
}
