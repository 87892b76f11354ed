/**
 * The accounts registry, kept by the background only: the visible list (account-items.ts) and each
 * account's credential, sealed in the vault under its own slot. Several accounts may be connected
 * (agencies run many); one is active in the UI.
 */
import { takingTurns } from '../durable/account-turns';
import { deleteSecret, openSecret, sealSecret } from '../vault/token-vault';
import { accountSlot } from '../vault/vault-slots';
import { type AccountSummary, accountsItem, activeAccountIdItem } from './account-items';
import { runAccountRemovedHooks } from './account-removal';

/** The credential an account calls the service with (service.md › Authentication). */
export type AccountCredential = { accessToken: string } | { apiKey: string };

// Registry writes take turns so that a 401 arriving during a sign-in cannot lose either update.
const serialised = takingTurns();

export async function findAccount(accountId: string): Promise<AccountSummary | undefined> {
  return (await accountsItem.getValue()).find((account) => account.id === accountId);
}

/**
 * Stores the credential, then adds the account (or refreshes it, when the same account connects
 * again after needing sign-in) and, unless `activate` is false, makes it the active one. An account
 * saved without activating becomes active only when no account is (a list is never without one).
 */
export function saveAccount(
  account: Pick<AccountSummary, 'id' | 'name' | 'mode' | 'serviceUrl'>,
  credential: AccountCredential,
  { activate = true }: { activate?: boolean } = {},
): Promise<AccountSummary> {
  return serialised(async () => {
    await sealSecret(accountSlot(account.id), JSON.stringify(credential));
    const saved: AccountSummary = { ...account, status: 'connected', connectedAt: Date.now() };
    // A copy: with nothing stored, getValue() hands out the item's shared fallback array.
    const accounts = [...(await accountsItem.getValue())];
    const index = accounts.findIndex((existing) => existing.id === account.id);
    if (index >= 0) accounts[index] = saved;
    else accounts.push(saved);
    await accountsItem.setValue(accounts);
    const activeId = await activeAccountIdItem.getValue();
    if (activate || !accounts.some((existing) => existing.id === activeId))
      await activeAccountIdItem.setValue(account.id);
    return saved;
  });
}

/** The decrypted credential of an account; undefined when none is stored. Background only. */
export async function readCredential(accountId: string): Promise<AccountCredential | undefined> {
  const sealed = await openSecret(accountSlot(accountId));
  return sealed === undefined ? undefined : (JSON.parse(sealed) as AccountCredential);
}

/** Makes `accountId` the active account. Returns false when there is no such account. */
export function switchAccount(accountId: string): Promise<boolean> {
  return serialised(async () => {
    if (!(await findAccount(accountId))) return false;
    await activeAccountIdItem.setValue(accountId);
    return true;
  });
}

/**
 * Disconnect: the token goes first, then the account, then everything cached for it. Another
 * account becomes active if this one was. Returns false when there was no such account.
 */
export function removeAccount(accountId: string): Promise<boolean> {
  return serialised(async () => {
    await deleteSecret(accountSlot(accountId));
    const accounts = await accountsItem.getValue();
    const remaining = accounts.filter((account) => account.id !== accountId);
    const existed = remaining.length !== accounts.length;
    await accountsItem.setValue(remaining);
    if ((await activeAccountIdItem.getValue()) === accountId)
      await activeAccountIdItem.setValue(remaining[0]?.id ?? null);
    await runAccountRemovedHooks(accountId);
    return existed;
  });
}

/**
 * Marks an account as needing sign-in again and forgets its rejected credential (a revoked token
 * is worth nothing, and a secret not kept cannot leak). Returns the account when this call changed
 * its status (so the person is told once), or null when it already needed sign-in or is gone.
 * `forgotten`: the credential was not refused but lost when the browser closed (AccountSummary).
 */
export function markNeedsSignIn(
  accountId: string,
  { forgotten = false }: { forgotten?: boolean } = {},
): Promise<AccountSummary | null> {
  return serialised(async () => {
    const accounts = await accountsItem.getValue();
    const account = accounts.find((candidate) => candidate.id === accountId);
    if (!account || account.status === 'needsSignIn') return null;
    const marked: AccountSummary = {
      ...account,
      status: 'needsSignIn',
      ...(forgotten ? { forgotten: true as const } : {}),
    };
    await accountsItem.setValue(
      accounts.map((candidate) => (candidate.id === accountId ? marked : candidate)),
    );
    await deleteSecret(accountSlot(accountId));
    return marked;
  });
}
