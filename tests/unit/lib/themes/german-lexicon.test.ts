/**
 * The German lexicon against German review sentences labelled by hand (labelled-de.ts), across the
 * emulator's eight kinds of business, with negations, mixed tones and sentences that raise no
 * theme; and the reading rules the English lexicon's tests check (read-themes.test.ts), in German.
 */
import { describe, expect, it } from 'vitest';
import { german } from '@/lib/themes/de/german';
import { compileMatcher } from '@/lib/themes/phrase-matcher';
import { canReadThemes, themesOf } from '@/lib/themes/read-themes';
import { THEMES } from '@/lib/themes/theme-ids';
import { LABELLED_DE } from './labelled-de';
import { precision, recall, score, scoreTable } from './theme-scores';

const tones = (text: string) => themesOf(text, 'de').map(({ theme, tone }) => `${theme}:${tone}`);

describe('the German theme lexicon', () => {
  it('compiles, words every theme, and reads "de" and "de-CH" reviews', () => {
    expect(() => compileMatcher(german)).not.toThrow();
    expect(Object.keys(german.themes).sort()).toEqual([...THEMES].sort());
    expect(canReadThemes('de')).toBe(true);
    expect(canReadThemes('de-CH')).toBe(true);
  });

  it('has labelled sentences across every kind of business, some with no theme', () => {
    const kinds = new Set(LABELLED_DE.map(([kind]) => kind));
    for (const kind of ['dental', 'cafe', 'auto', 'salon', 'vet', 'bakery', 'fitness', 'pizzeria'])
      expect(kinds).toContain(kind);
    expect(LABELLED_DE.filter(([, , labels]) => labels === '').length).toBeGreaterThanOrEqual(8);
  });

  it('finds each labelled theme with its tone: precision and recall of at least 0.8 overall', () => {
    const scores = score(LABELLED_DE, 'de');
    console.log(`Themes of ${LABELLED_DE.length} German sentences:\n${scoreTable(scores)}`);
    if (scores.misses.length > 0)
      console.log(
        scores.misses.map((miss) => `${miss.text} | want ${miss.expected} | got ${miss.got}`).join('\n'),
      );
    expect(precision(scores.overall)).toBeGreaterThanOrEqual(0.8);
    expect(recall(scores.overall)).toBeGreaterThanOrEqual(0.8);
  });

  it('turns a verdict after "nicht" and "kein": "nicht sauber" is a complaint, "nicht warten" praise', () => {
    expect(tones('Der Raum war nicht sauber.')).toEqual(['cleanliness:complaint']);
    expect(tones('Wir mussten nicht warten.')).toEqual(['wait:praise']);
    expect(tones('Die Preise waren nicht schlecht.')).toEqual(['price:praise']);
    expect(tones('Leider gibt es keine Parkplätze.')).toEqual(['parking:complaint']);
  });

  it('splits clauses at "aber" and "und" with a subject, so each verdict keeps to its own theme', () => {
    expect(tones('Die Pizza war lecker, aber die Preise sind zu hoch.')).toEqual([
      'quality:praise',
      'price:complaint',
    ]);
    expect(tones('Nicht sauber und das Personal war unfreundlich.')).toEqual([
      'cleanliness:complaint',
      'staff:complaint',
    ]);
  });

  it('reads inflected adjectives through their stems: "freundliche", "unfreundlichen"', () => {
    expect(tones('Sehr freundliche Mitarbeiter.')).toEqual(['staff:praise']);
    expect(tones('Mit dem unfreundlichen Kellner.')).toEqual(['staff:complaint']);
  });

  it('is not read by the English lexicon, nor English by the German one', () => {
    expect(themesOf('Das Personal war unfreundlich.', 'en')).toEqual([]);
    expect(themesOf('The staff were rude.', 'de')).toEqual([]);
  });
});
