import { describe, expect, it } from 'vitest';
import { languageName } from '@/lib/i18n/format';
import { foreignLanguageName } from '@/lib/review-language/language-name';
import { readsAs, usualLanguage } from '@/lib/review-language/language-tally';
import { unreadLanguages } from '@/lib/review-language/unread-languages';

describe("an account's usual language", () => {
  it('is the language most of its reviews are in; English before any is told', () => {
    expect(usualLanguage({})).toBe('en');
    expect(usualLanguage({ '': 40 })).toBe('en');
    expect(usualLanguage({ fr: 30, en: 12, '': 50 })).toBe('fr');
  });

  it('is what a review too short to tell reads as', () => {
    expect(readsAs({}, { de: 3, en: 1 })).toBe('de');
    expect(readsAs({ language: 'ja' }, { de: 3 })).toBe('ja');
  });
});

describe('reviews the themes could not read', () => {
  it('counts each language without a lexicon, the short ones with the usual language', () => {
    expect(unreadLanguages({ en: 10, fr: 4, it: 4, pt: 6, '': 2 })).toEqual([
      { language: 'pt', count: 6 },
      { language: 'it', count: 4 },
    ]);
    expect(unreadLanguages({ it: 10, en: 2, '': 3 })).toEqual([{ language: 'it', count: 13 }]);
    expect(unreadLanguages({ en: 10, ja: 4, '': 3 })).toEqual([]);
  });

  it('adds several accounts up, each one short reviews read as its own usual language', () => {
    expect(unreadLanguages({ it: 10, '': 2 }, { en: 5, it: 1, '': 4 }, { pt: 3 })).toEqual([
      { language: 'it', count: 13 },
      { language: 'pt', count: 3 },
    ]);
  });
});

describe("a review's language as a page says it", () => {
  it('names it in the interface language, and says nothing of the interface language itself', () => {
    expect(foreignLanguageName('fr', 'en-US')).toBe('French');
    expect(foreignLanguageName('fr', 'de')).toBe('Französisch');
    expect(foreignLanguageName('ja', 'fr-FR')).toBe('japonais');
    expect(foreignLanguageName('en', 'en-GB')).toBeUndefined();
    expect(foreignLanguageName(undefined, 'en')).toBeUndefined();
    expect(languageName('xx-not-a-language', 'en')).toBeUndefined();
  });
});
