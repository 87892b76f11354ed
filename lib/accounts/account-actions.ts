/**
 * What the person does to accounts from any page: switch the active one, disconnect one. The
 * registry does the storage; this adds the consequences (notification, and the host access that
 * the last account on a service held).
 */

import { AppError } from '../errors/app-error';
import { i18n } from '../i18n/translate';
import { releaseUnusedHostAccess } from '../settings/host-access-release';
import { type AccountsView, readAccountsView } from './account-items';
import { removeAccount, switchAccount } from './account-registry';
import { clearNeedsSignInNotification } from './needs-sign-in-alert';

export async function switchTo(accountId: string): Promise<AccountsView> {
  if (!(await switchAccount(accountId))) throw new AppError('noAccount', i18n.t('accounts.gone'));
  return readAccountsView();
}

export async function disconnect(accountId: string): Promise<AccountsView> {
  // The page asking has dropped its pages' stored first screens of the account already
  // (lib/first-screen/stored-screen.ts › forgetStoredScreens): this worker has no localStorage.
  await removeAccount(accountId);
  await clearNeedsSignInNotification(accountId).catch(() => {});
  await releaseUnusedHostAccess().catch(() => {});
  return readAccountsView();
}
