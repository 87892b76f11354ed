import { useWatchedItem } from '@/components/account/use-watched-item';
import { Field } from '@/components/ui/field';
import { ownLanguageName } from '@/lib/i18n/format';
import { languageChoice, languageItem, saveLanguage, UI_LANGUAGES } from '@/lib/i18n/language-setting';
import { browserMessagesLocale } from '@/lib/i18n/message-lookup';
import { i18n } from '@/lib/i18n/translate';

/**
 * What "Browser's language" gives, named in its own words: the browser's language where Review
 * Desk speaks it, else English (an Italian browser reads Review Desk in English).
 */
const browserLanguage = (): string => ownLanguageName(browserMessagesLocale());

/**
 * Options › Language: the browser's language (the default, named in its own words) or one of
 * the five Review Desk speaks, each in its own words, so a person finds theirs whatever the page
 * speaks now. Saved as chosen; every open page and the worker follow at once.
 */
export function LanguageSection() {
  const stored = useWatchedItem(languageItem);
  if (stored === undefined) return null;
  return (
    <section class="options-section" aria-labelledby="options-language">
      <h2 id="options-language">{i18n.t('options.language.heading')}</h2>
      <Field label={i18n.t('options.language.label')} hint={i18n.t('options.language.hint')}>
        {(control) => (
          <select
            {...control}
            value={languageChoice(stored)}
            onChange={(event) => void saveLanguage(languageChoice(event.currentTarget.value))}
          >
            <option value="browser">
              {i18n.t('options.language.browser', { language: browserLanguage() })}
            </option>
            {UI_LANGUAGES.map((code) => (
              <option key={code} value={code} lang={code}>
                {ownLanguageName(code)}
              </option>
            ))}
          </select>
        )}
      </Field>
    </section>
  );
}
