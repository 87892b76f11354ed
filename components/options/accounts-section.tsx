import { AccountNotice } from '@/components/account/account-notice';
import { useAccountSession } from '@/components/account/use-account-session';
import { Button } from '@/components/ui/button';
import { i18n } from '@/lib/i18n/translate';
import { AccountRow } from './account-row';
import { ApiKeyAccountForm } from './api-key-account-form';
import { ForgetSignInsSetting } from './forget-sign-ins-setting';

/** Settings › Accounts (UI.md › Options page): connected accounts, API-key accounts, Disconnect. */
export function AccountsSection() {
  const session = useAccountSession();
  if (!session.ready) return null;
  return (
    <div class="options-accounts">
      <AccountNotice session={session} />
      {session.accounts.length === 0 ? (
        <p class="options-section__intro">{i18n.t('options.accounts.none')}</p>
      ) : (
        <ul class="options-accounts__list">
          {session.accounts.map((account) => (
            <AccountRow
              key={account.id}
              account={account}
              active={account.id === session.active?.id}
              onMakeActive={() => void session.switchTo(account.id)}
              onSignInAgain={() => void session.connect(account.id)}
              connecting={session.connecting}
            />
          ))}
        </ul>
      )}
      <div class="options-form__actions">
        <Button variant="primary" busy={session.connecting} onClick={() => void session.connect()}>
          {session.accounts.length === 0
            ? i18n.t('common.connect.button')
            : i18n.t('options.accounts.connectAnother')}
        </Button>
      </div>
      <ForgetSignInsSetting />
      <ApiKeyAccountForm />
    </div>
  );
}
