import { LazyView } from '@/components/shell/lazy-view';
import { pageOpenedAt, signInNoticeOf } from '@/lib/auth/sign-in-notice';
import type { AccountSession } from './use-account-session';

// Module-level, so LazyView sees one loader. The banner's code loads only when there is something
// to say: most opens have no banner, and the popup's first load stays within its size budget
// (docs/benchmarks.md).
const load = () => import('./account-notice').then((module) => ({ default: module.AccountNotice }));

/**
 * Whether AccountNotice (account-notice.tsx) may show anything: a sign-in under way or just ended,
 * a failure, or an account that needs sign-in again. When this is false it would render nothing.
 */
export function mayHaveAccountNotice(session: AccountSession, now = Date.now()): boolean {
  return (
    signInNoticeOf(session.signIn, now, session.accounts, pageOpenedAt()) !== null ||
    session.error !== null ||
    session.active?.status === 'needsSignIn'
  );
}

/** The sign-in banner of the popup and the side panel, its code loaded the first time it has one. */
export function LazyAccountNotice({ session }: { session: AccountSession }) {
  if (!mayHaveAccountNotice(session)) return null;
  return <LazyView load={load} props={{ session }} loading={null} />;
}
