import type { PrimedAccounts } from '@/components/account/use-account-session';
import { primeInbox, readFirstInbox } from '@/components/reviews/popup-inbox';
import { accountsItem, activeAccountIdItem } from '@/lib/accounts/account-items';
import { readActiveAccountHint, rememberActiveAccount } from '@/lib/accounts/active-account-hint';
import { startOpeningCache } from '@/lib/cache/open-early';

/** The longest the popup's first paint waits on the cache; past it, it renders and fills in later. */
const PRIME_DEADLINE_MS = 200;

/**
 * What the popup reads before its first render: the accounts, then the active account's inbox
 * (read alongside the accounts when the last active account is still the active one).
 * Rendering after these reads, rather than rendering empty and reading in effects, makes the first
 * paint the inbox itself, with no blank or loading frames in between (README › Benchmarks: time
 * to content). Never fails: a read that fails or is slow leaves the views to read as usual.
 */
export async function bootPopup(): Promise<PrimedAccounts | undefined> {
  try {
    performance.mark('boot:start');
    // Opening IndexedDB takes about as long as reading the accounts: start it alongside, and with
    // it the inbox of the account active last time (almost always still the active one).
    startOpeningCache();
    const hint = readActiveAccountHint();
    const ahead = hint === null ? undefined : readFirstInbox(hint);
    ahead?.catch(() => {});
    const [accounts, activeId] = await Promise.all([accountsItem.getValue(), activeAccountIdItem.getValue()]);
    // Marks for the benchmark's breakdown of the popup's time to content (scripts/bench).
    performance.mark('boot:accounts');
    const active = accounts.find((account) => account.id === activeId) ?? accounts[0];
    if (active) {
      if (active.id !== hint) rememberActiveAccount(active.id);
      const deadline = new Promise<void>((resolve) => setTimeout(resolve, PRIME_DEADLINE_MS));
      const read = primeInbox(active.id, active.id === hint ? ahead : undefined);
      await Promise.race([read.catch(() => {}), deadline]);
      performance.mark('boot:inbox');
    }
    return { accounts, activeId };
  } catch {
    return undefined;
  }
}
