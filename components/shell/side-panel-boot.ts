import type { PrimedAccounts } from '@/components/account/use-account-session';
import { primeFirstScreen } from '@/components/reviews/inbox/first-screen';
import { accountsItem, activeAccountIdItem } from '@/lib/accounts/account-items';
import { startOpeningCache } from '@/lib/cache/open-early';
import { readInboxSort } from '@/lib/reviews/inbox-sort-setting';
import { parseRoute } from './side-panel-route';
import { preloadView } from './side-panel-view';

/** The longest the panel's first paint waits on the cache; past it, it renders and fills in later. */
const PRIME_DEADLINE_MS = 200;

/**
 * What the side panel reads before its first render, all at once: the accounts, the view's code
 * and, for the inbox, its first screen of reviews (inbox/first-screen.ts). One after the other,
 * in effects, they made the first review row wait for three round trips (README › Benchmarks).
 * Never fails: a read that fails or is slow leaves the views to read as usual.
 */
export async function bootSidePanel(): Promise<PrimedAccounts | undefined> {
  try {
    performance.mark('boot:start');
    startOpeningCache();
    const { view } = parseRoute(window.location.hash);
    const code = preloadView(view);
    const sort = view === 'inbox' ? readInboxSort().catch(() => 'newest' as const) : undefined;
    const [accounts, activeId] = await Promise.all([accountsItem.getValue(), activeAccountIdItem.getValue()]);
    // Marks for the benchmark's breakdown of the panel's first render (scripts/bench).
    performance.mark('boot:accounts');
    const active = accounts.find((account) => account.id === activeId) ?? accounts[0];
    const deadline = new Promise<void>((resolve) => setTimeout(resolve, PRIME_DEADLINE_MS));
    const screen = active && sort ? primeFirstScreen(active.id, sort) : undefined;
    await Promise.race([Promise.allSettled([code, screen]), deadline]);
    performance.mark('boot:view');
    return { accounts, activeId };
  } catch {
    return undefined;
  }
}
