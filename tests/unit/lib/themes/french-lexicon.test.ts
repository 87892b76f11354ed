/**
 * The French lexicon (lib/themes/fr/) against labelled French sentences (labelled-fr.ts), and
 * the two things French asks of the reader that English does not: elided words spelled out
 * (« n'était » is « ne était ») and accents folded, so a review typed without them reads the same.
 */
import { describe, expect, it } from 'vitest';
import { french } from '@/lib/themes/fr/french';
import { spelled } from '@/lib/themes/fr/french-words';
import { compileMatcher } from '@/lib/themes/phrase-matcher';
import { canReadThemes, themesOf } from '@/lib/themes/read-themes';
import { LABELLED_FR, LABELLED_FR_HELD_OUT } from './labelled-fr';
import { precision, recall, score, scoreTable } from './theme-scores';

const found = (text: string) => themesOf(text, 'fr').map(({ theme, tone }) => `${theme}:${tone}`);

describe('the French theme lexicon', () => {
  it('compiles, and is chosen for French reviews', () => {
    expect(() => compileMatcher(french)).not.toThrow();
    expect(canReadThemes('fr-CA')).toBe(true);
  });

  it('writes its phrases as the tokenizer reads a review', () => {
    expect(spelled('Pas d’attente')).toBe('pas de attente');
    expect(spelled('Très bon rapport qualité-prix')).toBe('tres bon rapport qualite prix');
    expect(spelled("jusqu'à l'heure")).toBe('jusque a le heure');
  });

  it('reads a review typed with or without accents and apostrophes alike', () => {
    expect(found('Le personnel était désagréable.')).toEqual(['staff:complaint']);
    expect(found('le personnel etait desagreable')).toEqual(['staff:complaint']);
    expect(found("Ce n'était pas propre.")).toEqual(['cleanliness:complaint']);
    expect(found('Ce n’était pas propre.')).toEqual(['cleanliness:complaint']);
  });

  it('turns a verdict by its negation and reads an absence', () => {
    expect(found('Nous n’avons pas attendu.')).toEqual(['wait:praise']);
    expect(found('Les prix ne sont pas excessifs.')).toEqual(['price:praise']);
    expect(found('Aucune place de parking.')).toEqual(['parking:complaint']);
    expect(found('Pas de frais de dossier.')).toEqual(['price:praise']);
  });

  it('finds each labelled theme with its tone', () => {
    const tuned = score(LABELLED_FR, 'fr');
    const heldOut = score(LABELLED_FR_HELD_OUT, 'fr');
    console.log(`Themes of ${LABELLED_FR.length} French sentences:\n${scoreTable(tuned)}`);
    console.log(
      `Held out (${LABELLED_FR_HELD_OUT.length} sentences never tuned against): precision ${precision(heldOut.overall).toFixed(3)}, recall ${recall(heldOut.overall).toFixed(3)}`,
    );
    console.log(
      tuned.misses.map((miss) => `${miss.text} | want ${miss.expected} | got ${miss.got}`).join('\n'),
    );
    expect(precision(tuned.overall)).toBeGreaterThanOrEqual(0.85);
    expect(recall(tuned.overall)).toBeGreaterThanOrEqual(0.85);
  });
});
