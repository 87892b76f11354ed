import '@/assets/styles/tokens.css';
import '@/assets/styles/base.css';
import { render } from 'preact';
import { OptionsPage } from '@/components/options/options-page';
import { applyLocale } from '@/components/shell/apply-locale';
import { SpeaksLanguage } from '@/components/shell/speaks-language';
import { followLanguage } from '@/lib/i18n/page-language';
import { speakStoredLanguage } from '@/lib/i18n/stored-language';

// The chosen language (Options › Language) before anything is drawn, then followed.
speakStoredLanguage();
applyLocale();
followLanguage();
render(
  <SpeaksLanguage>
    <OptionsPage />
  </SpeaksLanguage>,
  document.getElementById('app')!,
);
