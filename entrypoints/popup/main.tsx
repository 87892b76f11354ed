import '@/assets/styles/tokens.css';
import '@/assets/styles/base.css';
import { render } from 'preact';
import type { PrimedAccounts } from '@/components/account/use-account-session';
import { applyLocale } from '@/components/shell/apply-locale';
import { bootPopup, primeFromSnapshot } from '@/components/shell/popup-boot';
import { WithPageSession } from '@/components/shell/with-page-session';
import { App } from './app';

const app = document.getElementById('app')!;
const renderPage = (primed?: PrimedAccounts) =>
  render(<WithPageSession primed={primed}>{(slots) => <App {...slots} />}</WithPageSession>, app);

/**
 * The first screen from the background's snapshot, rendered in this first task so the first frame
 * shows it; the views read the truth as they mount and replace it. False when there is no snapshot
 * to paint (or it could not be rendered): the popup then reads before its first render.
 */
function paintSnapshot(): boolean {
  const snapshot = primeFromSnapshot();
  if (!snapshot) return false;
  try {
    renderPage(snapshot);
    performance.mark('boot:snapshot');
    return true;
  } catch {
    render(null, app);
    return false;
  }
}

applyLocale();
if (!paintSnapshot())
  void bootPopup().then((primed) => {
    renderPage(primed);
    // The first render done (scripts/bench: the rest of the time to content is the browser's paint).
    performance.mark('boot:rendered');
  });
