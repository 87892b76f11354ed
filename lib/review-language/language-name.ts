/**
 * What a review's language is called where a page says it: the language's name in the
 * interface's own language ("French", "Französisch", "フランス語"; lib/i18n/format.ts), and only
 * when it is not the interface's language, which needs no saying.
 */
import { languageName } from '../i18n/format';
import { activeLocale } from '../i18n/message-lookup';

/** The interface's language: the one whose messages are in use (the browser's or the chosen). */
export const uiLanguage = (): string => activeLocale();

const primary = (tag: string): string => tag.toLowerCase().split('-')[0];

/** The name a review row says: its language when it has one that is not the interface's. */
export function foreignLanguageName(
  language: string | undefined,
  ui: string = uiLanguage(),
): string | undefined {
  if (!language || primary(language) === primary(ui)) return undefined;
  return languageName(language, ui);
}
