import type { PrimedAccounts } from '@/components/account/use-account-session';
import { primeFirstScreen, primeProvisionalScreen } from '@/components/reviews/inbox/first-screen';
import { inboxRoute } from '@/components/reviews/inbox/inbox-route';
import { startOpeningCache } from '@/lib/cache/open-early';
import { readFirstScreen } from '@/lib/first-screen/first-screen-snapshot';
import { panelScreenOf } from '@/lib/first-screen/panel-screen';
import { readSidePanelSettings } from '@/lib/side-panel-settings';
import { parseRoute } from './side-panel-route';
import { preloadView } from './side-panel-view';

/** The longest the panel's first paint waits on the cache; past it, it renders and fills in later. */
const PRIME_DEADLINE_MS = 200;

/** Marks for the bench's steps of an open (scripts/bench/side-panel.ts), each when its part is done. */
const marked = <T>(name: string, work: Promise<T>): Promise<T> =>
  work.then((value) => {
    performance.mark(name);
    return value;
  });

/**
 * What the side panel reads before its first render, all at once: the accounts and the inbox's
 * order (one storage request), the view's code and, for the inbox, its first screen of reviews
 * (inbox/first-screen.ts). One after the other, in effects, they made the first review row wait
 * for three round trips (README › Benchmarks). The storage request and the cache's opening are
 * asked for before the view's code: requesting the code's files holds the main thread a while,
 * and reads asked for after it waited that long too. Never fails: a read that fails or is slow
 * leaves the views to read as usual.
 */
export async function bootSidePanel(): Promise<PrimedAccounts | undefined> {
  try {
    performance.mark('boot:start');
    const settings = marked('boot:settings', readSidePanelSettings());
    void marked('boot:cache', startOpeningCache());
    const { view } = parseRoute(window.location.hash);
    const code = marked('boot:code', preloadView(view));
    const { accounts, activeId, sort } = await settings;
    const active = accounts.find((account) => account.id === activeId) ?? accounts[0];
    const deadline = new Promise<void>((resolve) => setTimeout(resolve, PRIME_DEADLINE_MS));
    const screen =
      active && view === 'inbox' ? marked('boot:screen', primeFirstScreen(active.id, sort)) : undefined;
    await Promise.race([Promise.allSettled([code, screen]), deadline]);
    performance.mark('boot:view');
    return { accounts, activeId };
  } catch {
    return undefined;
  }
}

/**
 * The inbox's first rows as the background last stored them (lib/first-screen/panel-screen.ts),
 * primed for a render in the page's first script run, so they are in its first frame; undefined
 * when there is none, or the panel opens elsewhere than the inbox's unfiltered list. The views'
 * own reads, begun as they mount, replace them a frame later.
 */
export function primePanelFromSnapshot(): PrimedAccounts | undefined {
  const route = parseRoute(window.location.hash);
  if (route.view !== 'inbox' || inboxRoute(route).locationId !== undefined) return undefined;
  const snapshot = readFirstScreen();
  const panel = panelScreenOf(snapshot);
  if (!snapshot || !panel) return undefined;
  primeProvisionalScreen(snapshot.activeId, panel.reviews, {
    locations: new Map(panel.locations),
    publishers: new Map(panel.publishers),
  });
  return { accounts: snapshot.accounts, activeId: snapshot.activeId };
}
