/**
 * The French lexicon, tuned on LABELLED_FR only, and the two things French asks of the reader that
 * English does not: elided words spelled out (« n'était » is « ne était ») and accents folded, so a
 * review typed without them reads the same.
 */
import { expect } from 'vitest';
import { spelled } from '@/lib/themes/fr/french-words';
import { LABELLED_FR, LABELLED_FR_HELD_OUT } from '../labelled-fr';
import type { LexiconCases } from '../lexicon-cases';

export const cases: LexiconCases = {
  tags: ['fr', 'fr-CA'],
  labelled: LABELLED_FR,
  heldOut: LABELLED_FR_HELD_OUT,
  least: { precision: 0.85, recall: 0.85, noTheme: 4 },
  own: 'Le personnel était désagréable.',
  readings: {
    'reads a review typed with or without accents and apostrophes alike': [
      ['Le personnel était désagréable.', 'staff-'],
      ['le personnel etait desagreable', 'staff-'],
      ["Ce n'était pas propre.", 'cleanliness-'],
      ['Ce n’était pas propre.', 'cleanliness-'],
    ],
    'turns a verdict by its negation and reads an absence': [
      ['Nous n’avons pas attendu.', 'wait+'],
      ['Les prix ne sont pas excessifs.', 'price+'],
      ['Aucune place de parking.', 'parking-'],
      ['Pas de frais de dossier.', 'price+'],
    ],
  },
  extra: [
    {
      name: 'writes its phrases as the tokenizer reads a review',
      run: () => {
        expect(spelled('Pas d’attente')).toBe('pas de attente');
        expect(spelled('Très bon rapport qualité-prix')).toBe('tres bon rapport qualite prix');
        expect(spelled("jusqu'à l'heure")).toBe('jusque a le heure');
      },
    },
  ],
};
