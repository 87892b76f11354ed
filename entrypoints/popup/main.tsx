import '@/assets/styles/tokens.css';
import '@/assets/styles/base.css';
import { render } from 'preact';
import { browser } from 'wxt/browser';
import { applyLocale } from '@/components/shell/apply-locale';
import { App } from './app';

applyLocale();

// Until the sign-in flow is wired to the background, Connect account opens the options page,
// where the connection to the service is set up.
render(
  <App connected={false} onConnect={() => void browser.runtime.openOptionsPage()} />,
  document.getElementById('app')!,
);
