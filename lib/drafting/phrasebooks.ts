/** The languages replies can be composed in: one phrasebook each (phrasebook.ts). */
import { germanPhrasebook } from './de/german-phrasebook';
import { englishPhrasebook } from './en/english-phrasebook';
import { spanishPhrasebook } from './es/spanish-phrasebook';
import { frenchPhrasebook } from './fr/french-phrasebook';
import { japanesePhrasebook } from './ja/japanese-phrasebook';
import type { Phrasebook } from './phrasebook';

/** Every phrasebook, English first: the tests run their cases for each. */
export const PHRASEBOOKS: readonly Phrasebook[] = [
  englishPhrasebook,
  germanPhrasebook,
  frenchPhrasebook,
  spanishPhrasebook,
  japanesePhrasebook,
];

/** The phrasebook of a language tag ("en-GB" → English), if there is one. */
export const phrasebookFor = (language: string): Phrasebook | undefined => {
  const primary = language.toLowerCase().split('-')[0];
  return PHRASEBOOKS.find((book) => book.language === primary);
};
