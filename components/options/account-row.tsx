import { useState } from 'preact/hooks';
import { Button } from '@/components/ui/button';
import { Chip } from '@/components/ui/chip';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { AccountSummary } from '@/lib/accounts/account-items';
import { forgetStoredScreens } from '@/lib/first-screen/stored-screen';
import { i18n } from '@/lib/i18n/translate';
import { ask, sendMessage } from '@/lib/messaging';

export interface AccountRowProps {
  account: AccountSummary;
  active: boolean;
  onMakeActive: () => void;
  onSignInAgain: () => void;
  connecting: boolean;
}

/** A check's result, with the account's status it was about: a later status change outdates it. */
type Outcome = { tone: 'ok' | 'error'; message: string; status: AccountSummary['status'] } | null;

/**
 * One connected account in Settings › Accounts: its one state, and what can be done with it. The
 * mode chip says how it connects, never whether it is connected, and a check's "Connected: …" is
 * not shown beside "Needs sign-in again" once the account has met a refusal since.
 */
export function AccountRow({ account, active, onMakeActive, onSignInAgain, connecting }: AccountRowProps) {
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [checking, setChecking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const needsSignIn = account.status === 'needsSignIn';
  const current = outcome?.status === account.status ? outcome : null;

  const check = async () => {
    setChecking(true);
    const result = await ask(() => sendMessage('checkConnection', { accountId: account.id }));
    setChecking(false);
    // A refused check also marks the account, so its error belongs to the "needs sign-in" status.
    setOutcome(
      result.ok
        ? {
            tone: 'ok',
            message: i18n.t('accounts.connectionOk', result.value.locationCount),
            status: 'connected',
          }
        : {
            tone: 'error',
            message: result.error.message,
            status: result.error.kind === 'needsSignIn' ? 'needsSignIn' : account.status,
          },
    );
  };

  const disconnect = async () => {
    setRemoving(true);
    // Before the account goes: no popup or panel opened from now paints it (the worker cannot).
    forgetStoredScreens(account.id);
    const result = await ask(() => sendMessage('disconnectAccount', { accountId: account.id }));
    setRemoving(false);
    setConfirming(false);
    if (!result.ok) setOutcome({ tone: 'error', message: result.error.message, status: account.status });
  };

  return (
    <li class="account-row" aria-label={account.name}>
      <div class="account-row__head">
        <strong class="account-row__name">{account.name}</strong>
        <Chip tone="neutral">
          {account.mode === 'oauth'
            ? i18n.t('options.accounts.modeOAuth')
            : i18n.t('options.accounts.modeApiKey')}
        </Chip>
        {active && <Chip tone="info">{i18n.t('options.accounts.active')}</Chip>}
        {needsSignIn && (
          <Chip tone="danger" dot>
            {i18n.t('accounts.needsSignIn')}
          </Chip>
        )}
      </div>
      <div class="account-row__actions">
        {!active && (
          <Button size="sm" onClick={onMakeActive}>
            {i18n.t('options.accounts.makeActive')}
          </Button>
        )}
        {needsSignIn && account.mode === 'oauth' && (
          <Button size="sm" variant="primary" busy={connecting} onClick={onSignInAgain}>
            {i18n.t('options.accounts.signInAgain')}
          </Button>
        )}
        {!needsSignIn && (
          <Button size="sm" busy={checking} onClick={() => void check()}>
            {i18n.t('accounts.checkConnection')}
          </Button>
        )}
        <Button size="sm" variant="danger" onClick={() => setConfirming(true)}>
          {i18n.t('options.accounts.disconnect')}
        </Button>
      </div>
      <p class={`account-row__outcome account-row__outcome--${current?.tone ?? 'none'}`} role="status">
        {needsSignIn && account.mode === 'apiKey'
          ? i18n.t(account.forgotten ? 'accounts.forgottenApiKey' : 'accounts.needsSignInApiKey', [
              account.name,
            ])
          : current?.message}
      </p>
      <ConfirmDialog
        open={confirming}
        title={i18n.t('options.accounts.disconnectTitle', [account.name])}
        confirmLabel={i18n.t('options.accounts.disconnect')}
        tone="danger"
        busy={removing}
        onConfirm={() => void disconnect()}
        onCancel={() => setConfirming(false)}
      >
        {i18n.t('options.accounts.disconnectBody')}
      </ConfirmDialog>
    </li>
  );
}
