/**
 * The languages whose reviews can be read for themes: one lexicon each, behind one interface
 * (lexicon.ts). Adding a language is adding its lexicon here; nothing else in code changes (its
 * tests are a table in tests/unit/lib/themes/lexicons/).
 */
import { german } from './de/german';
import { english } from './en/english';
import { spanish } from './es/spanish';
import { french } from './fr/french';
import { japanese } from './ja/japanese';
import type { Lexicon } from './lexicon';

/** Every lexicon, English first: the tests run their cases for each. */
export const LEXICONS: readonly Lexicon[] = [english, german, french, spanish, japanese];

/** The lexicon of a primary language subtag ("en"), if there is one. */
export const lexiconFor = (language: string): Lexicon | undefined =>
  LEXICONS.find((lexicon) => lexicon.language === language);
