/**
 * Options › Language: the language Review Desk speaks. `browser` (the default) follows the
 * browser's language, as `browser.i18n` does (Firefox: its UI language); any other value is one of
 * the languages the build packs, chosen over it, on every page and in what the worker writes. A
 * settings item (docs/architecture.md › Contracts › Settings); an odd stored value reads as
 * `browser`.
 */
import { storage } from '#imports';

/** The languages Review Desk is written in: a `locales/<code>.yml` each. */
export const UI_LANGUAGES = ['en', 'de', 'fr', 'es', 'ja'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
export type LanguageChoice = 'browser' | UiLanguage;

export const languageItem = storage.defineItem<LanguageChoice>('local:settings.language', {
  fallback: 'browser',
  version: 1,
});

/** The stored choice as every reader takes it. */
export const languageChoice = (stored: unknown): LanguageChoice =>
  (UI_LANGUAGES as readonly unknown[]).includes(stored) ? (stored as UiLanguage) : 'browser';

export const saveLanguage = (choice: LanguageChoice): Promise<void> => languageItem.setValue(choice);
