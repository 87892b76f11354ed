import { useEffect, useState } from 'preact/hooks';
import type { AccountSummary } from '@/lib/accounts/account-items';
import { type SignInNotice, signInNoticeOf } from '@/lib/auth/sign-in-notice';
import type { SignInStatus } from '@/lib/auth/sign-in-status';

/**
 * The sign-in banner to show now (lib/auth/sign-in-notice.ts), re-rendered when a confirmation
 * expires; a confirmation also goes on the next navigation (the side panel's routes are the hash).
 */
export function useSignInNotice(
  status: SignInStatus,
  accounts: readonly AccountSummary[],
  now?: number,
): SignInNotice {
  const [, setTick] = useState(0);
  const [navigatedAt, setNavigatedAt] = useState<number | undefined>(undefined);
  const notice = signInNoticeOf(status, now ?? Date.now(), accounts);
  const expiresAt = notice && 'expiresAt' in notice ? notice.expiresAt : undefined;
  useEffect(() => {
    if (expiresAt === undefined) return;
    const timer = setTimeout(() => setTick((tick) => tick + 1), Math.max(0, expiresAt - Date.now()));
    const navigated = () => setNavigatedAt(Date.now());
    addEventListener('hashchange', navigated);
    return () => {
      clearTimeout(timer);
      removeEventListener('hashchange', navigated);
    };
  }, [expiresAt]);
  if (notice && 'expiresAt' in notice && navigatedAt !== undefined && navigatedAt >= notice.at) return null;
  return notice;
}
