import '@/assets/styles/tokens.css';
import '@/assets/styles/base.css';
import { render } from 'preact';
import { WithAccountSession } from '@/components/account/with-account-session';
import { applyLocale } from '@/components/shell/apply-locale';
import { App } from './app';

applyLocale();

render(
  <WithAccountSession>{(slots) => <App {...slots} />}</WithAccountSession>,
  document.getElementById('app')!,
);
