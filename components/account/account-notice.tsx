import { Banner } from '@/components/ui/banner';
import { otherAccountMessage } from '@/lib/auth/sign-in-notice';
import type { ErrorKind } from '@/lib/errors/app-error';
import { i18n } from '@/lib/i18n/translate';
import { openOptionsPage } from '@/lib/open-options-page';
import type { AccountSession } from './use-account-session';
import { useSignInNotice } from './use-sign-in-notice';

/** Failures the person fixes in Settings rather than by trying again. */
const SETTINGS_KINDS: readonly ErrorKind[] = [
  'invalidSettings',
  'permissionDenied',
  'unsupportedResponseType',
];

const openSettings = () => void openOptionsPage();

/**
 * The one banner about sign-in for the popup and the side panel: a sign-in under way, how the last
 * one ended (also that it gave another account than the one meant), or that the active account
 * needs sign-in again.
 */
export function AccountNotice({ session, now }: { session: AccountSession; now?: number }) {
  const { active, error } = session;
  const signIn = useSignInNotice(session.signIn, session.accounts, now);
  if (signIn?.phase === 'waiting') return <Banner tone="info">{i18n.t('auth.waiting')}</Banner>;
  if (signIn?.phase === 'failed')
    return (
      <Banner
        tone="error"
        onDismiss={session.dismissSignIn}
        action={
          SETTINGS_KINDS.includes(signIn.kind)
            ? { label: i18n.t('auth.openSettings'), onClick: openSettings }
            : undefined
        }
      >
        {signIn.message}
      </Banner>
    );
  if (signIn?.phase === 'otherAccount')
    return (
      <Banner
        tone="warning"
        onDismiss={session.dismissSignIn}
        action={{
          label: i18n.t('accounts.reconnect'),
          onClick: () => void session.connect(signIn.expectedId),
        }}
      >
        {otherAccountMessage(signIn)}
      </Banner>
    );
  if (error)
    return (
      <Banner tone="error" onDismiss={session.dismissSignIn}>
        {error.message}
      </Banner>
    );
  if (active?.status === 'needsSignIn')
    return (
      <Banner
        tone="warning"
        action={
          active.mode === 'oauth'
            ? { label: i18n.t('accounts.reconnect'), onClick: () => void session.connect(active.id) }
            : { label: i18n.t('auth.openSettings'), onClick: openSettings }
        }
      >
        {active.mode === 'oauth'
          ? i18n.t('accounts.needsSignInLong', [active.name])
          : i18n.t(active.forgotten ? 'accounts.forgottenApiKey' : 'accounts.needsSignInApiKey', [
              active.name,
            ])}
      </Banner>
    );
  if (signIn?.phase === 'connected')
    return (
      <Banner tone="success" onDismiss={session.dismissSignIn}>
        {i18n.t('auth.connected', [signIn.accountName])}
      </Banner>
    );
  return null;
}
