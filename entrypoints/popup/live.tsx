import { render } from 'preact';
import type { PrimedAccounts } from '@/components/account/use-account-session';
import { bootPopup, primeFromSnapshot } from '@/components/shell/popup-boot';
import { WithPageSession } from '@/components/shell/with-page-session';
import type { FirstScreen } from '@/lib/first-screen/first-screen-snapshot';
import { App } from './app';

/**
 * The live popup (main.tsx loads it): taking over from the first screen main.tsx painted from
 * `painted`, its first render is that same screen, replaced by the views' reads as they answer;
 * without one (or when that render fails) it reads before its first render (bootPopup).
 */
export function startPopup(app: HTMLElement, painted: FirstScreen | undefined): void {
  const renderPage = (primed?: PrimedAccounts) =>
    render(<WithPageSession primed={primed}>{(slots) => <App {...slots} />}</WithPageSession>, app);
  if (painted) {
    try {
      renderPage(primeFromSnapshot(painted));
      performance.mark('boot:live');
      return;
    } catch {
      render(null, app);
    }
  }
  void bootPopup().then((primed) => {
    renderPage(primed);
    // The first render done (scripts/bench: the rest of the time to content is the browser's paint).
    performance.mark('boot:rendered');
  });
}
