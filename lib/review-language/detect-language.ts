/// <reference types="dom-chromium-ai" />
/**
 * The language a review is written in, told on the device: Chrome's `LanguageDetector` where the
 * runtime has it and its model is ready, else franc-min. franc-min over eld because of the
 * worker: on the seeded reviews in five languages it was right on 98 % (eld 99.8 %; 98.9 % with
 * the candidates and the near tie below), but its data costs the worker 1.7 MB of heap and 48 kB
 * of script (eld's smallest: 29 MB and 281 kB, which would take the backfill past its 64 MB heap
 * budget; docs/features.md › Review languages).
 *
 * A text with fewer than `MIN_LETTERS` letters is too short to tell: it has no language, and
 * reads as the account's usual one (language-tally.ts). Detection runs once per text, in the
 * worker's review writes (review-cache-writes.ts).
 */
import { francAll } from 'franc-min';

/** Fewer letters than this and no detector tells a language reliably. */
export const MIN_LETTERS = 20;
/** Enough to tell a language; the rest of a long review only costs time. */
const SAMPLE_CHARS = 160;

/**
 * The languages franc-min weighs (ISO 639-3): the product's five and the others reviews on the
 * platform's publishers come in, one script each for the non-Latin ones. franc's time grows with
 * the languages it compares a text with. The bench's backfill of 100,000 reviews took 32 s
 * without telling languages, 141 s against all 82 and 400 characters, 51 s against these and
 * 160; and nothing is misread as a language no customer writes in (Uzbek, Hausa). A review in a
 * language not listed reads as the nearest one listed.
 */
const CANDIDATES = [
  'eng',
  'deu',
  'fra',
  'spa',
  'ita',
  'por',
  'nld',
  'pol',
  'tur',
  'jpn',
  'cmn',
  'kor',
  'rus',
  'ukr',
  'ell',
  'arb',
  'hin',
  'tha',
];

const LETTER = /\p{L}/u;
/** Han, kana and hangul carry a word or a syllable each: they count double. */
const DENSE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

export function letterCount(text: string): number {
  const sample = text.slice(0, SAMPLE_CHARS);
  let count = 0;
  for (let i = 0; i < sample.length; i++) {
    // ASCII without a regular expression or a string a character: a backfill tells 100,000 texts.
    const unit = sample.charCodeAt(i);
    if (unit < 0x80) {
      const lower = unit | 0x20;
      if (lower >= 0x61 && lower <= 0x7a) count++;
      continue;
    }
    const point = sample.codePointAt(i) ?? unit;
    if (point > 0xffff) i++;
    const char = String.fromCodePoint(point);
    if (LETTER.test(char)) count += DENSE.test(char) ? 2 : 1;
  }
  return count;
}

/**
 * A language scoring this close to the best (1 is the best's score) is as likely: the account's
 * usual language then wins the near tie. Measured on the seeded reviews, it takes English read
 * right from 99.5 % to 99.9 % and leaves the other languages as they were (98.6 %).
 */
const NEAR_TIE = 0.95;

const tags = new Map<string, string | undefined>();

/** ISO 639-3 ("fra") to the primary subtag the rest of the code speaks ("fr"). */
function primaryTag(code: string): string | undefined {
  if (!tags.has(code)) {
    try {
      tags.set(code, new Intl.Locale(code).language);
    } catch {
      tags.set(code, undefined);
    }
  }
  return tags.get(code);
}

/**
 * Words so common in each language that a text using several of them, and few of another's, is in
 * it. Most of an account's reviews are in its usual language, and ranking every candidate is what
 * costs the backfill (some 190 µs a text): such a text is taken as the usual language on them.
 */
const COMMON: Record<string, ReadonlySet<string>> = {
  en: new Set(
    'the and was were is are we they you it of to with for very not but this that have had our my'.split(' '),
  ),
  de: new Set(
    'der die das und ist war nicht ich wir sie mit sehr auch ein eine zu auf für es hat'.split(' '),
  ),
  fr: new Set('le la les et est était pas je nous vous avec très une un des du pour que qui il'.split(' ')),
  es: new Set('el la los las y es fue no muy con una un que por para del nos pero lo se'.split(' ')),
};
/** How many common words of the usual language make it plain, and how far ahead of any other. */
const PLAIN_HITS = 3;
const PLAIN_LEAD = 3;

/** The languages of COMMON each word is common in, looked up once a word. */
const LANGUAGES_OF_WORD = new Map<string, string[]>();
for (const [code, words] of Object.entries(COMMON))
  for (const word of words) LANGUAGES_OF_WORD.set(word, [...(LANGUAGES_OF_WORD.get(word) ?? []), code]);

/** Whether `sample` is plainly in `usual` by its common words (see COMMON). */
function plainlyIn(sample: string, usual: string): boolean {
  if (!COMMON[usual]) return false;
  const hits: Record<string, number> = {};
  for (const word of sample.toLowerCase().match(/\p{L}+/gu) ?? [])
    for (const code of LANGUAGES_OF_WORD.get(word) ?? []) hits[code] = (hits[code] ?? 0) + 1;
  const mine = hits[usual] ?? 0;
  if (mine < PLAIN_HITS) return false;
  return Object.entries(hits).every(([code, count]) => code === usual || count * PLAIN_LEAD <= mine);
}

/**
 * The library's answer: a primary subtag, or undefined for a text too short or unknown. `usual`
 * (the account's usual language) wins when it scores within a near tie of the best, and without
 * ranking when the text is plainly in it.
 */
export function detectWithLibrary(text: string, usual?: string): string | undefined {
  if (letterCount(text) < MIN_LETTERS) return undefined;
  if (usual && plainlyIn(text.slice(0, SAMPLE_CHARS), usual)) return usual;
  const ranked = francAll(text.slice(0, SAMPLE_CHARS), { minLength: 1, only: CANDIDATES });
  const [best] = ranked;
  if (!best || best[0] === 'und') return undefined;
  if (usual)
    for (const [code, score] of ranked) {
      if (score < NEAR_TIE) break;
      if (primaryTag(code) === usual) return usual;
    }
  return primaryTag(best[0]);
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
  usual?: string,
  api: LanguageDetectorApi | undefined = builtInDetector(),
): Promise<(string | undefined)[]> {
  const library = () => texts.map((text) => detectWithLibrary(text, usual));
  const detector = api && (await readyDetector(api));
  if (!detector) return library();
  try {
    return await Promise.all(
      texts.map(async (text) => {
        if (letterCount(text) < MIN_LETTERS) return undefined;
        const ranked = await detector.detect(text.slice(0, SAMPLE_CHARS));
        const best = ranked[0];
        const confidence = best?.confidence ?? 0;
        if (!best || best.detectedLanguage === 'und' || confidence < MIN_CONFIDENCE) return undefined;
        const tie = ranked.some(
          (result) =>
            (result.confidence ?? 0) >= confidence * NEAR_TIE &&
            primaryTag(result.detectedLanguage ?? '') === usual,
        );
        return tie ? usual : primaryTag(best.detectedLanguage ?? '');
      }),
    );
  } catch {
    return library();
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
