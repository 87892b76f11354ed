/** The French lexicon: its grammar, its opinions, and the words of every theme. */
import type { Lexicon } from '../lexicon';
import { grammar, opinions } from './grammar';
import * as kindThemes from './kind-themes';
import * as serviceThemes from './service-themes';
import * as workThemes from './work-themes';

export const french: Lexicon = {
  language: 'fr',
  grammar,
  opinions,
  // Each file exports its themes under their ids (theme-ids.ts), and nothing else.
  themes: { ...serviceThemes, ...workThemes, ...kindThemes },
};
