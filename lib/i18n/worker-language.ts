/**
 * The language of what the worker writes: the badge's tooltip, notifications and their buttons.
 * The worker reads the choice (language-setting.ts) when it starts and after each change, and
 * loads the chosen messages; what it writes waits for that first read (`languageReady`), so a
 * notification shown right after a start is in the chosen language too.
 */
import { languageChoice, languageItem } from './language-setting';
import { type LoadedLanguage, loadMessages } from './load-messages';
import { speakMessages } from './message-lookup';

let ready: Promise<void> = Promise.resolve();

/** Counts the reads of the choice: a slower load of an earlier one never overrides a later one. */
let reads = 0;

async function speak(stored: unknown): Promise<void> {
  const choice = languageChoice(stored);
  const read = ++reads;
  let loaded: LoadedLanguage | undefined;
  try {
    loaded = choice === 'browser' ? undefined : await loadMessages(choice);
  } catch {
    // Not packed (an older build's choice): the browser's language, as with no choice.
    loaded = undefined;
  }
  if (read === reads) speakMessages(loaded);
}

/** Resolves once the worker speaks the chosen language (at once where it never started following). */
export const languageReady = (): Promise<void> => ready;

/** At each worker start: speak the choice, and again at each change, then `redraw` what was written. */
export function followLanguageInWorker(redraw: () => void): void {
  ready = languageItem.getValue().then(speak);
  languageItem.watch((next) => {
    ready = speak(next).then(redraw);
  });
}
