/**
 * Every lexicon (lib/themes/languages.ts) against its language's review sentences labelled by hand
 * (labelled-*.ts), and what its language asks of the reader (its table in lexicons/<language>.ts).
 * Prints precision and recall per theme (a theme found with the wrong tone counts in the overall
 * row, which needs theme and tone both right), and the misses.
 */
import { describe, expect, it } from 'vitest';
import { LEXICONS } from '@/lib/themes/languages';
import { compileMatcher } from '@/lib/themes/phrase-matcher';
import { canReadThemes, themesOf } from '@/lib/themes/read-themes';
import { THEMES } from '@/lib/themes/theme-ids';
import { casesOf, type Reading } from './lexicon-cases';
import { labelOf, precision, recall, score, scoreTable } from './theme-scores';

const KINDS = ['dental', 'cafe', 'auto', 'salon', 'vet', 'bakery', 'fitness', 'pizzeria'];

it('has a table for every lexicon', () => {
  for (const { language } of LEXICONS) expect(casesOf(language).tags).toContain(language);
});

describe.each(LEXICONS.map((lexicon) => ({ lexicon, language: lexicon.language })))(
  'the $language theme lexicon',
  ({ lexicon, language }) => {
    const cases = casesOf(language);
    const { labelled, heldOut, least } = cases;

    it('compiles, words every theme, and reads the reviews of its tags', () => {
      expect(() => compileMatcher(lexicon)).not.toThrow();
      expect(Object.keys(lexicon.themes).sort()).toEqual([...THEMES].sort());
      for (const tag of cases.tags) expect(canReadThemes(tag)).toBe(true);
    });

    it('has labelled sentences across every kind of business, some with no theme', () => {
      expect(labelled.length).toBeGreaterThanOrEqual(least.sentences ?? 0);
      const kinds = new Set(labelled.map(([kind]) => kind));
      for (const kind of KINDS) expect(kinds).toContain(kind);
      expect(labelled.filter(([, , labels]) => labels === '').length).toBeGreaterThanOrEqual(least.noTheme);
    });

    it(`finds each labelled theme with its tone: precision ${least.precision} and recall ${least.recall} at least`, () => {
      const scores = score(labelled, language);
      console.log(`Themes of ${labelled.length} labelled ${language} sentences:\n${scoreTable(scores)}`);
      if (heldOut) {
        const held = score(heldOut, language);
        console.log(
          `Held out (${heldOut.length} sentences never tuned against): precision ${precision(held.overall).toFixed(3)}, recall ${recall(held.overall).toFixed(3)}`,
        );
      }
      for (const miss of scores.misses) console.log(`${miss.text} | want ${miss.expected} | got ${miss.got}`);
      expect(precision(scores.overall)).toBeGreaterThanOrEqual(least.precision);
      expect(recall(scores.overall)).toBeGreaterThanOrEqual(least.recall);
    });

    const { own } = cases;
    if (own)
      it('is not read by the English lexicon, nor English by it', () => {
        expect(themesOf(own, language)).not.toEqual([]);
        expect(themesOf(own, 'en')).toEqual([]);
        expect(themesOf('The staff were rude.', language)).toEqual([]);
      });

    /** The mentions of `text` in the form of `expected`: labels, or whole with their quotes. */
    const read = (text: string, expected: Reading) => {
      const mentions = themesOf(text, language);
      return typeof expected === 'string'
        ? mentions.map(labelOf).join(' ')
        : mentions.map(({ theme, tone, quote }) => ({ theme, tone, quote }));
    };
    it.each(Object.entries(cases.readings))('%s', (_, rows) => {
      for (const [text, expected] of rows) expect(read(text, expected), text).toEqual(expected);
    });

    it.each(cases.extra ?? [])('$name', ({ run }) => run());
  },
);
