/** The languages replies can be composed in: one phrasebook each (phrasebook.ts). */
import { englishPhrasebook } from './en/english-phrasebook';
import { japanesePhrasebook } from './ja/japanese-phrasebook';
import type { Phrasebook } from './phrasebook';

const PHRASEBOOKS: readonly Phrasebook[] = [englishPhrasebook, japanesePhrasebook];

/** The phrasebook of a language tag ("en-GB" → English), if there is one. */
export const phrasebookFor = (language: string): Phrasebook | undefined => {
  const primary = language.toLowerCase().split('-')[0];
  return PHRASEBOOKS.find((book) => book.language === primary);
};
