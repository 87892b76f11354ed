/// <reference types="dom-chromium-ai" />
/**
 * The language a review is written in, told on the device: Chrome's `LanguageDetector` where the
 * runtime has it and its model is ready, else franc-min. franc-min over eld because of the
 * worker: on the seeded reviews in five languages it was right on 98 % (eld 99.8 %), but its data
 * costs the worker 1.7 MB of heap and 48 kB of script (eld's smallest: 29 MB and 281 kB, which
 * would take the backfill past its 64 MB heap budget; docs/features.md › Review languages).
 *
 * A text with fewer than `MIN_LETTERS` letters is too short to tell: it has no language, and
 * reads as the account's usual one (language-tally.ts). Detection runs once per text, in the
 * worker's review writes (review-cache-writes.ts).
 */
import { franc } from 'franc-min';

/** Fewer letters than this and no detector tells a language reliably. */
export const MIN_LETTERS = 20;
/** Enough to tell a language; the rest of a long review only costs time. */
const SAMPLE_CHARS = 400;

/** Han, kana and hangul carry a word or a syllable each: they count double. */
const DENSE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

export function letterCount(text: string): number {
  let count = 0;
  for (const char of text.slice(0, SAMPLE_CHARS)) {
    if (!/\p{L}/u.test(char)) continue;
    count += DENSE.test(char) ? 2 : 1;
  }
  return count;
}

/** ISO 639-3 ("fra") to the primary subtag the rest of the code speaks ("fr"). */
const primaryTag = (code: string): string | undefined => {
  try {
    return new Intl.Locale(code).language;
  } catch {
    return undefined;
  }
};

/** The library's answer: a primary subtag, or undefined for a text too short or unknown. */
export function detectWithLibrary(text: string): string | undefined {
  if (letterCount(text) < MIN_LETTERS) return undefined;
  const code = franc(text.slice(0, SAMPLE_CHARS), { minLength: 1 });
  return code === 'und' ? undefined : primaryTag(code);
}

/** The part of Chrome's `LanguageDetector` used here; a test may give a stand-in. */
export type LanguageDetectorApi = Pick<typeof LanguageDetector, 'availability' | 'create'>;

const builtInDetector = (): LanguageDetectorApi | undefined =>
  (globalThis as { LanguageDetector?: LanguageDetectorApi }).LanguageDetector;

/** Chrome's answer must be at least this sure; below it the text reads as too short to tell. */
const MIN_CONFIDENCE = 0.5;

/**
 * The language of each text, in order. Chrome's detector when it is there and ready (no download
 * is started: that needs a click), else the library, text by text.
 */
export async function detectLanguages(
  texts: readonly string[],
  api: LanguageDetectorApi | undefined = builtInDetector(),
): Promise<(string | undefined)[]> {
  const detector = api && (await readyDetector(api));
  if (!detector) return texts.map(detectWithLibrary);
  try {
    return await Promise.all(
      texts.map(async (text) => {
        if (letterCount(text) < MIN_LETTERS) return undefined;
        const [best] = await detector.detect(text.slice(0, SAMPLE_CHARS));
        if (!best || best.detectedLanguage === 'und' || (best.confidence ?? 0) < MIN_CONFIDENCE)
          return undefined;
        return primaryTag(best.detectedLanguage ?? '');
      }),
    );
  } catch {
    return texts.map(detectWithLibrary);
  } finally {
    detector.destroy();
  }
}

async function readyDetector(api: LanguageDetectorApi): Promise<LanguageDetector | undefined> {
  try {
    return (await api.availability()) === 'available' ? await api.create() : undefined;
  } catch {
    return undefined;
  }
}

/** The words a review's language is told from: its title and text, as the themes read them. */
export const wordsOf = (review: { title?: string; content?: string }): string =>
  [review.title, review.content].filter(Boolean).join('\n');
