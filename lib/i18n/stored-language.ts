/**
 * The chosen language's messages as a page last loaded them, kept in the extension origin's
 * localStorage (the one store a page reads synchronously), so each page speaks the chosen language
 * from its first script run and never paints English first. The choice itself is a settings item
 * (language-setting.ts), read after the first frame by page-language.ts, which keeps this record.
 * Apart from page-language.ts because the popup's first script loads this, and no storage code.
 */
import { thisBuild } from '../first-screen/stored-screen';
import type { LanguageChoice } from './language-setting';
import { type MessageDictionary, speakMessages } from './message-lookup';

const KEY = 'language';

export interface StoredLanguage {
  choice: LanguageChoice;
  /** The build whose messages these are: another build's may lack a key or word it otherwise. */
  build: string;
  locale: string;
  messages: MessageDictionary;
}

function readStored(): StoredLanguage | undefined {
  try {
    const value = JSON.parse(globalThis.localStorage.getItem(KEY) ?? 'null') as StoredLanguage | null;
    return value && value.build === thisBuild() && typeof value.messages === 'object' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps what a page now speaks, for the next page's first script run. */
export function writeStoredLanguage(value: Omit<StoredLanguage, 'build'>): void {
  try {
    globalThis.localStorage.setItem(KEY, JSON.stringify({ ...value, build: thisBuild() }));
  } catch {
    // Storage full or disabled: the next open speaks once page-language.ts has read the choice.
  }
}

let spoken: LanguageChoice = 'browser';

/** The choice this page speaks now. */
export const spokenChoice = (): LanguageChoice => spoken;
export const noteSpoken = (choice: LanguageChoice): void => {
  spoken = choice;
};

/** In the page's first script run: the chosen language's messages as last stored, if any. */
export function speakStoredLanguage(): void {
  const stored = readStored();
  if (!stored || stored.choice === 'browser') return;
  spoken = stored.choice;
  speakMessages({ locale: stored.locale, messages: stored.messages });
}
