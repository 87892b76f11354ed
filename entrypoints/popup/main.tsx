import '@/assets/styles/tokens.css';
import '@/assets/styles/base.css';
import { render } from 'preact';
import { applyLocale } from '@/components/shell/apply-locale';
import { PopupFirstScreen } from '@/components/shell/popup-first-screen';
import { type FirstScreen, readFirstScreen } from '@/lib/first-screen/first-screen-snapshot';

// The popup's render-blocking first script: only what paints the first screen from the snapshot.
// The rest of the popup (live.tsx: storage, the cache, messaging, the tabs) is a module of its own,
// loaded once that screen is on the way to the display (README › Benchmarks).

const app = document.getElementById('app')!;

/** The live popup, taking over from the first screen painted here (or painting its own). */
const startLive = (painted: FirstScreen | undefined) =>
  void import('./live').then(({ startPopup }) => startPopup(app, painted));

/**
 * The first screen from the background's snapshot, rendered in this first task so the first frame
 * shows it. Undefined when there is no snapshot to paint (or it could not be rendered).
 */
function paintSnapshot(): FirstScreen | undefined {
  const snapshot = readFirstScreen();
  if (!snapshot) return undefined;
  try {
    render(<PopupFirstScreen snapshot={snapshot} />, app);
    performance.mark('boot:snapshot');
    return snapshot;
  } catch {
    render(null, app);
    return undefined;
  }
}

applyLocale();
const painted = paintSnapshot();
// After the first frame (its animation frame, then the task after it): loading and running the
// rest of the popup before it would hold that frame back. A hidden page draws no frame.
if (painted && document.visibilityState === 'visible')
  requestAnimationFrame(() => setTimeout(() => startLive(painted)));
else startLive(painted);
