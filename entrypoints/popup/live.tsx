import { render } from 'preact';
import type { PrimedAccounts } from '@/components/account/use-account-session';
import { primeFromStored } from '@/components/shell/popup-boot';
import { WithPageSession } from '@/components/shell/with-page-session';
import { startOpeningCache } from '@/lib/cache/open-early';
import type { StoredScreen } from '@/lib/first-screen/stored-screen';
import { App } from './app';

/**
 * The live popup (main.tsx loads it). Its views always read the truth as they mount; what main.tsx
 * painted from the popup's last drawing (`painted`) is only their first render's content, so the
 * screen does not blank while they read. Without one (the first open, or a record that could not
 * be drawn) they start empty.
 */
export function startPopup(app: HTMLElement, painted: StoredScreen | undefined): void {
  // The views' first reads need the cache open: it opens while the account items are read.
  void startOpeningCache();
  // `painted` rendered already, with the same components (popup-first-screen.tsx › paintFirstScreen).
  const primed: PrimedAccounts | undefined = painted && primeFromStored(painted);
  render(<WithPageSession primed={primed}>{(slots) => <App {...slots} />}</WithPageSession>, app);
  // The live popup in charge (scripts/bench: a step of the popup's open).
  performance.mark('boot:live');
}
