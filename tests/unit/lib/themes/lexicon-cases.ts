/**
 * What the lexicon suite (theme-lexicon.test.ts) asks of each registered lexicon: one table a
 * language, in lexicons/<language>.ts, beside its labelled sentences (labelled-*.ts). A new lexicon
 * in lib/themes/languages.ts is tested by writing its table there; the suite fails until it has one.
 */
import type { ThemeMention } from '@/lib/themes/theme-ids';
import { tableOf } from '../language-table';
import type { LabelledSentence } from './labelled-a';

/** The mentions read, as labels ("quality+ price-", as labelled-a.ts writes them), or whole with their quotes. */
export type Reading = string | readonly ThemeMention[];

export interface LexiconCases {
  /** Language tags whose reviews it reads ("de-CH"). */
  tags: readonly string[];
  /** The labelled sentences its precision and recall are measured on. */
  labelled: readonly LabelledSentence[];
  /** Sentences never tuned against, whose figures are printed apart. */
  heldOut?: readonly LabelledSentence[];
  /**
   * What its author asked of it, at least: precision and recall overall with the tone, labelled
   * sentences, and how many of them raise no theme.
   */
  least: { precision: number; recall: number; sentences?: number; noTheme: number };
  /** A sentence that raises a theme in this language and nothing read as English (not for English). */
  own?: string;
  /** What the language asks of the reader, by name: sentences and the mentions read from them. */
  readings: Readonly<Record<string, readonly (readonly [string, Reading])[]>>;
  /** Checks of the language's own helpers. */
  extra?: readonly { name: string; run(): void }[];
}

const files = import.meta.glob<LexiconCases>('./lexicons/*.ts', { eager: true, import: 'cases' });

/** The table of `language`'s lexicon. */
export const casesOf = (language: string): LexiconCases => tableOf(files, 'lexicons', language);
