/// <reference types="dom-chromium-ai" />
/**
 * Where the browser's own model stands (Chrome's Prompt API, `LanguageModel`), and its download.
 * Kept apart from the drafting itself (model-draft.ts), so a composer can say what the model can
 * do the moment it opens without loading the lexicon and the phrasebooks a draft needs.
 *
 * The API is a soft dependency: absent in Firefox, blocked by policy, or too big for the machine.
 * Any of those reads as `unavailable`.
 */

export type ModelState = 'unavailable' | 'downloadable' | 'downloading' | 'available';

/** The part of `LanguageModel` used here; tests and pages may give a stand-in. */
export type LanguageModelApi = Pick<typeof LanguageModel, 'availability' | 'create'>;

/** The browser's `LanguageModel`, read when called (a stand-in put on `globalThis` counts). */
export const builtInModel = (): LanguageModelApi | undefined =>
  (globalThis as { LanguageModel?: LanguageModelApi }).LanguageModel;

/**
 * The model's size as Google documents it (developer.chrome.com › built-in AI › hardware): the API
 * itself says nothing of it, so the words that offer the download say "about".
 */
export const MODEL_DOWNLOAD_GB = 4;

/** What Gemini Nano reads and writes (Chrome 140: English, Spanish, Japanese); others are composed. */
export const MODEL_LANGUAGES: readonly string[] = ['en', 'es', 'ja'];

export const modelWrites = (language: string): boolean =>
  MODEL_LANGUAGES.includes(language.toLowerCase().split('-')[0]);

/** The same options for `availability()` and `create()`, as the API asks. */
export const sessionOptions = (language: string) => ({
  expectedInputs: [{ type: 'text' as const, languages: [language] }],
  expectedOutputs: [{ type: 'text' as const, languages: [language] }],
});

export async function modelState(language: string, api = builtInModel()): Promise<ModelState> {
  if (!api) return 'unavailable';
  try {
    return await api.availability(sessionOptions(language));
  } catch {
    return 'unavailable';
  }
}

const isNotAllowed = (error: unknown) => error instanceof Error && error.name === 'NotAllowedError';

export type DownloadOutcome = 'available' | 'notAllowed' | 'unavailable' | 'failed';

/**
 * Starts or follows the model's download; call it from the person's click (the API refuses a
 * download without one). `onProgress` gets the share done, 0 to 1. Resolves once the model is
 * ready, or says why not.
 */
export async function downloadModel(
  language: string,
  options: { onProgress?: (loaded: number) => void; signal?: AbortSignal; api?: LanguageModelApi } = {},
): Promise<DownloadOutcome> {
  const api = options.api ?? builtInModel();
  if (!api) return 'unavailable';
  try {
    const session = await api.create({
      ...sessionOptions(language),
      signal: options.signal,
      monitor: (monitor) =>
        monitor.addEventListener('downloadprogress', (event) => options.onProgress?.(event.loaded)),
    });
    session.destroy();
    return 'available';
  } catch (error) {
    return isNotAllowed(error) ? 'notAllowed' : 'failed';
  }
}
