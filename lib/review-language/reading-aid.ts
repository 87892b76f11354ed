/// <reference types="dom-chromium-ai" />
/**
 * The thread's reading aid: a review in another language put into the interface's, by Chrome's
 * Translator API on this device, shown beneath the review's own words and never in their place.
 * The API is a soft dependency (Chrome 138+, pages only; absent in Firefox): without it, or for a
 * pair of languages it cannot translate, the thread offers nothing. A translator still to download
 * is created from the person's click, which the API asks for.
 */

/** The part of `Translator` used here; tests and pages may give a stand-in. */
export type TranslatorApi = Pick<typeof Translator, 'availability' | 'create'>;

/** The browser's `Translator`, read when called (a stand-in put on `globalThis` counts). */
export const builtInTranslator = (): TranslatorApi | undefined =>
  (globalThis as { Translator?: TranslatorApi }).Translator;

const pair = (from: string, to: string) => ({
  sourceLanguage: from.toLowerCase().split('-')[0],
  targetLanguage: to.toLowerCase().split('-')[0],
});

/** Whether the reading aid can be offered for this pair: the API is here and can translate it. */
export async function canTranslate(from: string, to: string, api = builtInTranslator()): Promise<boolean> {
  if (!api) return false;
  try {
    return (await api.availability(pair(from, to))) !== 'unavailable';
  } catch {
    return false;
  }
}

/**
 * The texts put into `to`, in order; call it from the person's click. Undefined when Chrome could
 * not (a refused download, a failed model): the thread says so, and the review's words stay.
 */
export async function translateTexts(
  texts: readonly string[],
  from: string,
  to: string,
  api = builtInTranslator(),
): Promise<string[] | undefined> {
  if (!api) return undefined;
  let translator: Translator | undefined;
  try {
    translator = await api.create(pair(from, to));
    const done: string[] = [];
    for (const text of texts) done.push(text ? await translator.translate(text) : '');
    return done;
  } catch {
    return undefined;
  } finally {
    translator?.destroy();
  }
}
