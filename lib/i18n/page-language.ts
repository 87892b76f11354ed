/**
 * The language of a page (popup, side panel, options) after its first frame: reads the choice
 * (language-setting.ts), loads the chosen messages when they differ from what the page speaks
 * (stored-language.ts spoke them from the first script run) and keeps them for the next open, then
 * follows every change, so Options › Language changes every open page at once.
 */
import { type LanguageChoice, languageChoice, languageItem } from './language-setting';
import { loadMessages } from './load-messages';
import { speakMessages } from './message-lookup';
import { noteSpoken, spokenChoice, writeStoredLanguage } from './stored-language';

/** The last choice read: a slower load of an earlier one never overrides it. */
let wanted: LanguageChoice | undefined;

async function speak(choice: LanguageChoice): Promise<void> {
  wanted = choice;
  if (choice === spokenChoice()) return;
  const loaded = choice === 'browser' ? undefined : await loadMessages(choice);
  if (wanted !== choice) return;
  writeStoredLanguage(loaded ? { choice, ...loaded } : { choice, locale: '', messages: {} });
  noteSpoken(choice);
  speakMessages(loaded);
}

/**
 * Reads the choice and speaks it, then each change; returns the watch's removal. A language that
 * cannot be loaded leaves the page as it speaks.
 */
export function followLanguage(): () => void {
  const apply = (stored: unknown) => speak(languageChoice(stored)).catch(() => undefined);
  void languageItem.getValue().then(apply);
  return languageItem.watch(apply);
}
