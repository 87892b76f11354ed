import type { PrimedAccounts } from '@/components/account/use-account-session';
import { primeInbox, primeShown } from '@/components/reviews/popup-inbox';
import { accountsItem, activeAccountIdItem } from '@/lib/accounts/account-items';
import { startOpeningCache } from '@/lib/cache/open-early';
import { readFirstScreen } from '@/lib/first-screen/first-screen-snapshot';
import { displayNames } from '@/lib/names/display-name';

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
 * The first screen as the background last stored it (lib/first-screen), primed for a render in
 * the popup's first task, so its cards are in the first frame; undefined when there is none. The
 * views' own reads (the account items, the inbox), begun as they mount, replace it a frame later.
 */
export function primeFromSnapshot(): PrimedAccounts | undefined {
  const snapshot = readFirstScreen();
  if (!snapshot) return undefined;
  primeShown(
    snapshot.activeId,
    {
      reviews: snapshot.reviews,
      names: displayNames({
        locations: new Map(snapshot.locations),
        publishers: new Map(snapshot.publishers),
      }),
      drafts: new Set(snapshot.drafts),
      leaving: new Set(snapshot.leaving),
    },
    true,
  );
  return { accounts: snapshot.accounts, activeId: snapshot.activeId };
}
