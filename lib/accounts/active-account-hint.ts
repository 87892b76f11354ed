/**
 * The active account as this browser's pages last saw it, kept in the extension's localStorage:
 * read synchronously, so the popup starts reading that account's inbox while the account items
 * (lib/accounts/account-items.ts, the one source of truth) are still being read. Only a guess:
 * the popup uses what it read ahead only when the items name the same account.
 */
const KEY = 'accounts.activeHint';

export function readActiveAccountHint(): string | null {
  try {
    return globalThis.localStorage?.getItem(KEY) ?? null;
  } catch {
    // Storage disabled for the origin: no guess, the popup reads in order.
    return null;
  }
}

export function rememberActiveAccount(accountId: string): void {
  try {
    globalThis.localStorage?.setItem(KEY, accountId);
  } catch {
    // As above: the next open reads in order.
  }
}
