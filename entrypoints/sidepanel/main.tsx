import '@/assets/styles/tokens.css';
import '@/assets/styles/base.css';
import { render } from 'preact';
import { applyLocale } from '@/components/shell/apply-locale';
import { WithPageSession } from '@/components/shell/with-page-session';
import { App } from './app';

applyLocale();

render(<WithPageSession>{(slots) => <App {...slots} />}</WithPageSession>, document.getElementById('app')!);
