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
  | { phase: 'failed'; kind: ErrorKind; message: string; at: number }
  | { phase: 'connected'; accountName: string; at: number };

export const signInStatusItem = storage.defineItem<SignInStatus>('session:auth.signInStatus', {
  fallback: { phase: 'idle' },
});
