import '@/assets/styles/tokens.css';
import '@/assets/styles/base.css';
import { applyLocale } from '@/components/shell/apply-locale';
import { loadLivePopup, paintFirstScreen } from '@/components/shell/popup-first-screen';
import type { StoredScreen } from '@/lib/first-screen/stored-screen';
import { speakStoredLanguage } from '@/lib/i18n/stored-language';

// The popup's render-blocking first script: only what paints the popup's last drawing
// (lib/first-screen/stored-screen.ts says why). The rest of the popup (live.tsx: storage, the
// cache, messaging, the tabs) is a module of its own, loaded once that screen is on its way to the
// display (docs/benchmarks.md).

const app = document.getElementById('app')!;

/** The live popup, taking over from the first screen painted here (or starting empty). */
const startLive = (painted: StoredScreen | undefined) =>
  void loadLivePopup(app, painted, () => import('./live'));

// The chosen language (Options › Language) before anything is drawn: no English first.
speakStoredLanguage();
applyLocale();
const painted = paintFirstScreen(app);
if (painted) performance.mark('boot:painted');
// After the first frame (its animation frame, then the task after it): loading and running the
// rest of the popup before it would hold that frame back. A hidden page draws no frame.
if (painted && document.visibilityState === 'visible')
  requestAnimationFrame(() => {
    // The first frame, the first screen in it (scripts/bench: when it could first be seen).
    performance.mark('boot:frame');
    setTimeout(() => startLive(painted));
  });
else startLive(painted);
