import '@/assets/styles/tokens.css';
import '@/assets/styles/base.css';
import { render } from 'preact';
import { OptionsPage } from '@/components/options/options-page';
import { applyLocale } from '@/components/shell/apply-locale';

applyLocale();
render(<OptionsPage />, document.getElementById('app')!);
