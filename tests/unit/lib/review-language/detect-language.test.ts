/// <reference types="dom-chromium-ai" />
/**
 * Telling a review's language on the device: the library path on the sentences the emulator
 * seeds (what customers write, in five languages), the texts too short to tell, and Chrome's
 * LanguageDetector where it is ready.
 */
import { describe, expect, it } from 'vitest';
import { World } from '@/emulator/state/world';
import {
  detectLanguages,
  detectWithLibrary,
  type LanguageDetectorApi,
  letterCount,
  MIN_LETTERS,
} from '@/lib/review-language/detect-language';

/** The titles and texts of an account seeded in one language. */
function seeded(language: string): string[] {
  const world = new World({
    seed: 'detect',
    locations: 6,
    reviews: 150,
    reportDelayMs: 0,
    optInDelayMs: 0,
    redirectDomains: [],
    languages: [language],
  });
  const reviews = [...world.reviews.values()].filter((review) => review.accountId === world.primary.id);
  return reviews.flatMap((review) => [review.title ?? '', review.content]).filter(Boolean);
}

describe('the library path (franc-min)', () => {
  it.each([
    ['de', 'Das Personal war unglaublich freundlich, aber wir haben eine halbe Stunde gewartet.'],
    ['fr', 'Accueil glacial, on nous a fait sentir que nous dérangions.'],
    ['es', 'Esperamos más de media hora sin que nadie nos dijera nada.'],
    ['ja', 'スタッフの方がとても親切で、丁寧に対応してくださいました。'],
    ['en', 'We waited forever before anyone helped us, and the floor was sticky.'],
    ['it', 'Il personale è stato gentilissimo e il caffè era davvero ottimo.'],
  ])('tells %s from one sentence a customer wrote', (language, text) => {
    expect(detectWithLibrary(text)).toBe(language);
  });

  it.each(['de', 'fr', 'es', 'ja', 'en'])(
    'is right on 95 in 100 or more of the seeded %s texts long enough to tell',
    (language) => {
      const texts = seeded(language).filter((text) => letterCount(text) >= MIN_LETTERS);
      const right = texts.filter((text) => detectWithLibrary(text) === language).length;
      expect(texts.length).toBeGreaterThan(100);
      expect(right / texts.length).toBeGreaterThanOrEqual(0.95);
    },
  );

  it('gives no language to a text under 20 letters: it reads as the account usual one', () => {
    for (const text of [
      'Great!',
      'Sehr gut',
      'Très déçu',
      '¡Muy bien!',
      'Five stars, no notes',
      '大満足です',
    ])
      expect(detectWithLibrary(text)).toBeUndefined();
    expect(letterCount('Five stars, no notes')).toBe(16);
  });

  it('counts a kanji or kana as two letters, so a short Japanese sentence is long enough', () => {
    const text = '待ち時間が長すぎます。';
    expect(letterCount(text)).toBe(20);
    expect(detectWithLibrary(text)).toBe('ja');
  });

  it("gives a near tie to the account's usual language, and only a near tie", () => {
    const english = 'Cute little shop that smells amazing. Thank you!';
    expect(detectWithLibrary(english)).toBe('fr');
    expect(detectWithLibrary(english, 'en')).toBe('en');
    expect(detectWithLibrary(english, 'de')).toBe('fr');
    expect(detectWithLibrary('Accueil glacial, on nous a fait sentir que nous dérangions.', 'en')).toBe('fr');
  });

  it('reads only the start of a long review', () => {
    const long = `${'Le personnel est adorable et de très bon conseil. '.repeat(40)}`;
    expect(detectWithLibrary(long)).toBe('fr');
    expect(letterCount(long)).toBeLessThan(400);
  });
});

/** Chrome's detector as the API documents it: ranked answers with a confidence. */
function fakeDetector(
  availability: Availability,
  answer: (text: string) => LanguageDetectionResult[],
): LanguageDetectorApi & { destroyed: number } {
  const fake = {
    destroyed: 0,
    availability: async () => availability,
    create: async () =>
      ({
        detect: async (text: string) => answer(text),
        destroy: () => {
          fake.destroyed++;
        },
      }) as unknown as LanguageDetector,
  };
  return fake;
}

describe("Chrome's LanguageDetector, where it is ready", () => {
  const french = 'Accueil glacial, on nous a fait sentir que nous dérangions.';

  it('answers for each text, and is closed after', async () => {
    const api = fakeDetector('available', () => [{ detectedLanguage: 'fr-CA', confidence: 0.93 }]);
    expect(await detectLanguages([french, 'Super !'], undefined, api)).toEqual(['fr', undefined]);
    expect(api.destroyed).toBe(1);
  });

  it("a near tie goes to the account's usual language", async () => {
    const api = fakeDetector('available', () => [
      { detectedLanguage: 'fr', confidence: 0.6 },
      { detectedLanguage: 'en', confidence: 0.58 },
      { detectedLanguage: 'it', confidence: 0.3 },
    ]);
    expect(await detectLanguages([french], 'en', api)).toEqual(['en']);
    expect(await detectLanguages([french], 'it', api)).toEqual(['fr']);
  });

  it('an unsure or undetermined answer is no language', async () => {
    const unsure = fakeDetector('available', () => [{ detectedLanguage: 'fr', confidence: 0.3 }]);
    const und = fakeDetector('available', () => [{ detectedLanguage: 'und', confidence: 0.9 }]);
    expect(await detectLanguages([french], undefined, unsure)).toEqual([undefined]);
    expect(await detectLanguages([french], undefined, und)).toEqual([undefined]);
  });

  it('a model still to download is never started from the worker: the library answers', async () => {
    const api = fakeDetector('downloadable', () => [{ detectedLanguage: 'de', confidence: 1 }]);
    expect(await detectLanguages([french], undefined, api)).toEqual(['fr']);
    expect(await detectLanguages([french], undefined, undefined)).toEqual(['fr']);
  });

  it('a detector that fails mid-way leaves the library to answer', async () => {
    const api = fakeDetector('available', () => {
      throw new DOMException('gone', 'InvalidStateError');
    });
    expect(await detectLanguages([french], undefined, api)).toEqual(['fr']);
  });
});

describe("the account's usual language, taken on its common words", () => {
  it.each(['de', 'fr', 'es', 'en'])(
    'is right on the seeded %s texts as often as ranking them all',
    (language) => {
      const texts = seeded(language).filter((text) => letterCount(text) >= MIN_LETTERS);
      const right = texts.filter((text) => detectWithLibrary(text, language) === language).length;
      expect(right / texts.length).toBeGreaterThanOrEqual(0.95);
    },
  );

  it.each(['de', 'fr', 'es', 'ja'])(
    'does not take the seeded %s texts of an English account for English',
    (language) => {
      const texts = seeded(language).filter((text) => letterCount(text) >= MIN_LETTERS);
      const right = texts.filter((text) => detectWithLibrary(text, 'en') === language).length;
      expect(right / texts.length).toBeGreaterThanOrEqual(0.95);
    },
  );
});
