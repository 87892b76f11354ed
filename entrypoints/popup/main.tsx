import '@/assets/styles/tokens.css';
import '@/assets/styles/base.css';
import { applyLocale } from '@/components/shell/apply-locale';
import { loadLivePopup, paintFirstScreen } from '@/components/shell/popup-first-screen';
import type { FirstScreen } from '@/lib/first-screen/first-screen-snapshot';

// The popup's render-blocking first script: only what paints the first screen from the snapshot.
// The rest of the popup (live.tsx: storage, the cache, messaging, the tabs) is a module of its own,
// loaded once that screen is on its way to the display (README › Benchmarks).

const app = document.getElementById('app')!;

/** The live popup, taking over from the first screen painted here (or painting its own). */
const startLive = (painted: FirstScreen | undefined) =>
  void loadLivePopup(app, painted, () => import('./live'));

applyLocale();
const painted = paintFirstScreen(app);
if (painted) performance.mark('boot:snapshot');
// After the first frame (its animation frame, then the task after it): loading and running the
// rest of the popup before it would hold that frame back. A hidden page draws no frame.
if (painted && document.visibilityState === 'visible')
  requestAnimationFrame(() => {
    // The first frame, the first screen in it (scripts/bench: when it could first be seen).
    performance.mark('boot:frame');
    setTimeout(() => startLive(painted));
  });
else startLive(painted);
