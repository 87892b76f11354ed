import { i18n } from '@/lib/i18n/translate';
import './options-page.css';
import { AccountsSection } from './accounts-section';
import { ConnectionForm } from './connection-form';
import { DraftingSection } from './drafting-section';
import { KeyboardSection } from './keyboard-section';
import { LanguageSection } from './language-section';
import { UndoWindowSetting } from './number-settings';
import { ReplyTemplatesSection } from './reply-templates-section';
import { ResponseTargetsSection } from './response-targets-section';
import { ReviewSettingsSection } from './review-settings-section';

/** The options page: Connection and Accounts (UI.md › Options page); later sections join here. */
export function OptionsPage() {
  return (
    <main class="options-page">
      <h1 class="options-page__title">{i18n.t('options.title')}</h1>
      <section class="options-section" aria-labelledby="options-connection">
        <h2 id="options-connection">{i18n.t('options.connection.heading')}</h2>
        <p class="options-section__intro">{i18n.t('options.connection.intro')}</p>
        <ConnectionForm />
      </section>
      <section class="options-section" aria-labelledby="options-accounts">
        <h2 id="options-accounts">{i18n.t('options.accounts.heading')}</h2>
        <p class="options-section__intro">{i18n.t('options.accounts.intro')}</p>
        <AccountsSection />
      </section>
      <LanguageSection />
      <ReviewSettingsSection />
      <UndoWindowSetting />
      <ResponseTargetsSection />
      <ReplyTemplatesSection />
      <DraftingSection />
      <KeyboardSection />
    </main>
  );
}
