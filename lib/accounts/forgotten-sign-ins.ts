/**
 * After a browser restart with "Forget sign-ins when the browser closes" on, the accounts' sealed
 * credentials can no longer be decrypted (lib/vault/token-vault.ts). Run at every background start:
 * such accounts are marked as needing sign-in at once, so the popup, the options page and the badge
 * say so before anything tries to call the service. No notification: the person chose this, and
 * one per account at every browser start would be noise; the badge shows "!".
 */
import { lostSecrets } from '../vault/token-vault';
import { accountSlot } from '../vault/vault-slots';
import { accountsItem } from './account-items';
import { markNeedsSignIn } from './account-registry';

export async function markForgottenSignIns(): Promise<void> {
  const lost = new Set(await lostSecrets());
  if (lost.size === 0) return;
  for (const account of await accountsItem.getValue())
    if (account.status === 'connected' && lost.has(accountSlot(account.id)))
      await markNeedsSignIn(account.id, { forgotten: true });
}
