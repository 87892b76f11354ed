/** The German lexicon: its labelled sentences (in-sample: it was tuned on them) and how German reads. */
import { LABELLED_DE } from '../labelled-de';
import type { LexiconCases } from '../lexicon-cases';

export const cases: LexiconCases = {
  tags: ['de', 'de-CH'],
  labelled: LABELLED_DE,
  least: { precision: 0.8, recall: 0.8, noTheme: 8 },
  own: 'Das Personal war unfreundlich.',
  readings: {
    'turns a verdict after "nicht" and "kein": "nicht sauber" is a complaint, "nicht warten" praise': [
      ['Der Raum war nicht sauber.', 'cleanliness-'],
      ['Wir mussten nicht warten.', 'wait+'],
      ['Die Preise waren nicht schlecht.', 'price+'],
      ['Leider gibt es keine Parkplätze.', 'parking-'],
    ],
    'splits clauses at "aber" and "und" with a subject, so each verdict keeps to its own theme': [
      ['Die Pizza war lecker, aber die Preise sind zu hoch.', 'quality+ price-'],
      ['Nicht sauber und das Personal war unfreundlich.', 'cleanliness- staff-'],
    ],
    'reads inflected adjectives through their stems: "freundliche", "unfreundlichen"': [
      ['Sehr freundliche Mitarbeiter.', 'staff+'],
      ['Mit dem unfreundlichen Kellner.', 'staff-'],
    ],
  },
};
