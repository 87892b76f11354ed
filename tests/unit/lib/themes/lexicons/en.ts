/**
 * The English lexicon against 395 review sentences written and labelled by hand, across the
 * emulator's eight kinds of business, with negations, mixed tones and sentences that raise no
 * theme; labelled-d.ts is the set never tuned against. How English reads is read-themes.test.ts.
 */
import { LABELLED_A } from '../labelled-a';
import { LABELLED_B } from '../labelled-b';
import { LABELLED_C } from '../labelled-c';
import { LABELLED_D } from '../labelled-d';
import type { LexiconCases } from '../lexicon-cases';

export const cases: LexiconCases = {
  tags: ['en', 'en-GB'],
  labelled: [...LABELLED_A, ...LABELLED_B, ...LABELLED_C, ...LABELLED_D],
  heldOut: LABELLED_D,
  least: { precision: 0.85, recall: 0.85, sentences: 200, noTheme: 15 },
  readings: {},
};
