/**
 * The one hook for "this account is gone": Disconnect wipes the account's token (the registry does
 * that) and everything cached for it. Whatever keeps per-account data registers its cleanup here, from
 * the background's main(), so one added later cannot be forgotten by Disconnect.
 */

export type AccountRemovedHook = (accountId: string) => Promise<void> | void;

const hooks = new Set<AccountRemovedHook>();

/** Registers a cleanup; returns the function that unregisters it. */
export function onAccountRemoved(hook: AccountRemovedHook): () => void {
  hooks.add(hook);
  return () => hooks.delete(hook);
}

/**
 * Runs every cleanup for `accountId`. All run even if one fails; the first failure is rethrown
 * afterwards so Disconnect can say the wipe was incomplete.
 */
export async function runAccountRemovedHooks(accountId: string): Promise<void> {
  const results = await Promise.allSettled([...hooks].map(async (hook) => hook(accountId)));
  const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) throw failed.reason;
}
