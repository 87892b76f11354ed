/**
 * The languages whose reviews can be read for themes: one lexicon each, behind one interface
 * (lexicon.ts). Adding a language is adding its lexicon here; nothing else changes.
 */
import { english } from './en/english';
import { japanese } from './ja/japanese';
import type { Lexicon } from './lexicon';

const LEXICONS: readonly Lexicon[] = [english, japanese];

/** The lexicon of a primary language subtag ("en"), if there is one. */
export const lexiconFor = (language: string): Lexicon | undefined =>
  LEXICONS.find((lexicon) => lexicon.language === language);
