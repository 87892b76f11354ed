import { useEffect, useState } from 'preact/hooks';
import type { AccountSummary } from '@/lib/accounts/account-items';
import { pageOpenedAt, type SignInNotice, signInNoticeOf } from '@/lib/auth/sign-in-notice';
import { markSignInFailureRead, type SignInStatus } from '@/lib/auth/sign-in-status';

/**
 * The sign-in banner to show now (lib/auth/sign-in-notice.ts), re-rendered when it expires. A
 * confirmation or a failure also goes on the next navigation (the side panel's routes are the
 * hash): it was about the attempt, not about the view the person moved on to. A failure shown is
 * noted as read, so later opens leave it out.
 */
export function useSignInNotice(
  status: SignInStatus,
  accounts: readonly AccountSummary[],
  now?: number,
  openedAt: number = pageOpenedAt(),
): SignInNotice {
  const [, setTick] = useState(0);
  const [navigatedAt, setNavigatedAt] = useState<number | undefined>(undefined);
  const notice = signInNoticeOf(status, now ?? Date.now(), accounts, openedAt);
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
  const unread = notice?.phase === 'failed' && notice.readAt === undefined ? notice.at : undefined;
  useEffect(() => {
    if (unread !== undefined) void markSignInFailureRead(unread, Date.now());
  }, [unread]);
  if (notice && 'expiresAt' in notice && navigatedAt !== undefined && navigatedAt >= notice.at) return null;
  return notice;
}
