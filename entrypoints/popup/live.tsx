import { render } from 'preact';
import type { PrimedAccounts } from '@/components/account/use-account-session';
import { primeFromStored } from '@/components/shell/popup-boot';
import { SpeaksLanguage } from '@/components/shell/speaks-language';
import { WithPageSession } from '@/components/shell/with-page-session';
import { startOpeningCache } from '@/lib/cache/open-early';
import type { StoredScreen } from '@/lib/first-screen/stored-screen';
import { followLanguage } from '@/lib/i18n/page-language';
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
  render(
    <SpeaksLanguage>
      <WithPageSession primed={primed}>{(slots) => <App {...slots} />}</WithPageSession>
    </SpeaksLanguage>,
    app,
  );
  // Options › Language, read now and followed: a change redraws the popup in the new words.
  followLanguage();
  // The live popup in charge (scripts/bench: a step of the popup's open).
  performance.mark('boot:live');
}
