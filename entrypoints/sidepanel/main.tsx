import '@/assets/styles/tokens.css';
import '@/assets/styles/base.css';
import { render } from 'preact';
import { applyLocale } from '@/components/shell/apply-locale';
import { bootSidePanel } from '@/components/shell/side-panel-boot';
import { WithPageSession } from '@/components/shell/with-page-session';
import { followSidePanelRouteRequests } from '@/lib/side-panel-route-request';
import { App } from './app';

applyLocale();
// The popup and notifications ask for a view without changing the panel's page for good.
followSidePanelRouteRequests((hash) => window.location.replace(hash));

void bootSidePanel().then((primed) => {
  render(
    <WithPageSession primed={primed}>{(slots) => <App {...slots} />}</WithPageSession>,
    document.getElementById('app')!,
  );
  // The last step the bench reports before the first frame (scripts/bench/side-panel.ts).
  performance.mark('boot:rendered');
});
