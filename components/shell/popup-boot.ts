import type { PrimedAccounts } from '@/components/account/use-account-session';
import { primeInbox, primeShown } from '@/components/reviews/popup-inbox';
import { accountsItem, activeAccountIdItem } from '@/lib/accounts/account-items';
import { startOpeningCache } from '@/lib/cache/open-early';
import { firstScreenCards } from '@/lib/first-screen/first-screen-cards';
import type { FirstScreen } from '@/lib/first-screen/first-screen-snapshot';

/** The longest the popup's first paint waits on the cache; past it, it renders and fills in later. */
const PRIME_DEADLINE_MS = 200;

/**
 * What the popup reads before its first render when it has no snapshot of its first screen to
 * paint (primeFromSnapshot): the accounts, then the active account's inbox. Rendering after these
 * reads, rather than rendering empty and reading in effects, makes the first paint the inbox
 * itself, with no blank or loading frames in between (README › Benchmarks: time to content).
 * Never fails: a read that fails or is slow leaves the views to read as usual.
 */
export async function bootPopup(): Promise<PrimedAccounts | undefined> {
  try {
    performance.mark('boot:start');
    // Opening IndexedDB takes about as long as reading the accounts: start it alongside.
    startOpeningCache();
    const [accounts, activeId] = await Promise.all([accountsItem.getValue(), activeAccountIdItem.getValue()]);
    // Marks for the benchmark's breakdown of the popup's time to content (scripts/bench).
    performance.mark('boot:accounts');
    const active = accounts.find((account) => account.id === activeId) ?? accounts[0];
    if (active) {
      const deadline = new Promise<void>((resolve) => setTimeout(resolve, PRIME_DEADLINE_MS));
      const read = primeInbox(active.id);
      await Promise.race([read.catch(() => {}), deadline]);
      performance.mark('boot:inbox');
    }
    return { accounts, activeId };
  } catch {
    return undefined;
  }
}

/**
 * Gives the live popup the first screen it takes over from (popup-first-screen.tsx painted it from
 * the background's snapshot before this code loaded), so its first render is that same screen; the
 * views' own reads (the account items, the inbox), begun as they mount, replace it.
 */
export function primeFromSnapshot(snapshot: FirstScreen): PrimedAccounts {
  primeShown(snapshot.activeId, firstScreenCards(snapshot), true);
  return { accounts: snapshot.accounts, activeId: snapshot.activeId };
}
