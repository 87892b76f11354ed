import '@/assets/styles/tokens.css';
import '@/assets/styles/base.css';
import { render } from 'preact';
import type { PrimedAccounts } from '@/components/account/use-account-session';
import { applyLocale } from '@/components/shell/apply-locale';
import { bootSidePanel, primePanelFromSnapshot } from '@/components/shell/side-panel-boot';
import { WithPageSession } from '@/components/shell/with-page-session';
import { followSidePanelRouteRequests } from '@/lib/side-panel-route-request';
import { App } from './app';

// The page's code is loaded and evaluated (scripts/bench/side-panel.ts: the steps of an open).
performance.mark('boot:script');
applyLocale();
// The popup and notifications ask for a view without changing the panel's page for good.
followSidePanelRouteRequests((hash) => window.location.replace(hash));

const app = document.getElementById('app')!;
const renderPage = (primed?: PrimedAccounts) =>
  render(<WithPageSession primed={primed}>{(slots) => <App {...slots} />}</WithPageSession>, app);

/**
 * The inbox's first rows from the background's snapshot, rendered in this first task so the first
 * frame shows them; the views read the truth as they mount and replace them. False when there is
 * no snapshot to paint (or it could not be rendered): the panel then reads before its first render.
 */
function paintSnapshot(): boolean {
  const primed = primePanelFromSnapshot();
  if (!primed) return false;
  try {
    renderPage(primed);
    performance.mark('boot:snapshot');
    return true;
  } catch {
    render(null, app);
    return false;
  }
}

if (!paintSnapshot())
  void bootSidePanel().then((primed) => {
    renderPage(primed);
    // The last step the bench reports before the first frame (scripts/bench/side-panel.ts).
    performance.mark('boot:rendered');
  });
