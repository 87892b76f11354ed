import '@/assets/styles/tokens.css';
import '@/assets/styles/base.css';
import { applyLocale } from '@/components/shell/apply-locale';
import { renderSidePanel } from '@/components/shell/side-panel-boot';
import { SpeaksLanguage } from '@/components/shell/speaks-language';
import { WithPageSession } from '@/components/shell/with-page-session';
import { startOpeningCache } from '@/lib/cache/open-early';
import { followLanguage } from '@/lib/i18n/page-language';
import { speakStoredLanguage } from '@/lib/i18n/stored-language';
import { followSidePanelRouteRequests } from '@/lib/side-panel-route-request';
import { App } from './app';

// The page's code is loaded and evaluated (scripts/bench/side-panel.ts: the steps of an open).
performance.mark('boot:script');
// The chosen language (Options › Language) before anything is drawn, then followed.
speakStoredLanguage();
applyLocale();
followLanguage();
// The popup and notifications ask for a view without changing the panel's page for good.
followSidePanelRouteRequests((hash) => window.location.replace(hash));
// The views' first reads need the cache open: it opens while the account items are read.
void startOpeningCache();

// In this first script run: the inbox's first rows as the panel last drew them, when it opens on
// them (lib/first-screen/stored-screen.ts says why); the views' own reads replace them.
const painted = renderSidePanel(document.getElementById('app')!, (primed) => (
  <SpeaksLanguage>
    <WithPageSession primed={primed}>{(slots) => <App {...slots} />}</WithPageSession>
  </SpeaksLanguage>
));
performance.mark(painted ? 'boot:painted' : 'boot:rendered');
