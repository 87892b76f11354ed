import '@/assets/styles/tokens.css';
import '@/assets/styles/base.css';
import { render } from 'preact';
import { applyLocale } from '@/components/shell/apply-locale';
import { bootPopup } from '@/components/shell/popup-boot';
import { WithPageSession } from '@/components/shell/with-page-session';
import { App } from './app';

applyLocale();

void bootPopup().then((primed) => {
  render(
    <WithPageSession primed={primed}>{(slots) => <App {...slots} />}</WithPageSession>,
    document.getElementById('app')!,
  );
  // The first render done (scripts/bench: the rest of the time to content is the browser's paint).
  performance.mark('boot:rendered');
});
