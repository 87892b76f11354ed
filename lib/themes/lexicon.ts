/**
 * What a language gives the theme reader: its words, and how its sentences split and negate. The
 * reader (read-themes.ts) holds no word of any language; a new language is a new `Lexicon`
 * registered in languages.ts.
 *
 * A phrase is words separated by spaces, as the tokenizer gives them: lower-case, contractions
 * expanded ("isn't" → "is not"). A word ending in `*` matches any word it begins ("rud*": "rude",
 * "rudely"), at least three letters before the star; `_` matches any one word ("took _ minutes").
 * At one position the longest phrase wins, and its words are used once.
 */
import type { ThemeId } from './theme-ids';

export interface ThemeWords {
  /** Phrases that raise the theme in its favour ("spotless", "in and out"). */
  praise: readonly string[];
  /** Phrases that raise it against ("filthy", "waited forever"). */
  complaint: readonly string[];
  /**
   * Phrases that name the theme without a verdict ("the bathroom", "parking"): the nearest
   * opinion in the clause gives the tone, an absence alone makes it a complaint ("no parking"),
   * and with neither it is a neutral mention, unless the clause holds a verdict on something
   * else (then it is only that verdict's subject: "the food took forever" is about the wait).
   * Right next to another theme's phrase it is that phrase's subject ("honest mechanics").
   */
  aspects: readonly string[];
  /**
   * Opinions that count only next to this theme's aspects ("long" wait, "steep" prices): said of
   * anything else they mean nothing here. Several themes may share a cue.
   */
  cues?: { praise?: readonly string[]; complaint?: readonly string[] };
  /**
   * Whether an aspect with no verdict is worth a neutral mention. False where the aspects are
   * what every sentence is about (the food, the staff): "we ordered two pizzas" raises nothing.
   * @default true
   */
  neutral?: boolean;
  /**
   * What an aspect's absence says ("no parking" is a complaint; "no joining fee" is praise).
   * @default 'complaint'
   */
  missing?: 'praise' | 'complaint';
}

export interface Grammar {
  /**
   * Written without spaces between words (Japanese): each kanji or kana is a word of its own, a
   * phrase is written as it stands and matched character by character, 。！？ end a sentence, and
   * 、 always starts a clause. Negation follows the verb there, so the lexicon lists the negative
   * forms as phrases ("清潔ではな") and leaves `negators` empty.
   */
  unspaced?: boolean;
  /** Words that turn the tone of what follows them in the clause ("not", "never", "no"). */
  negators: readonly string[];
  /** Negators that, right before an aspect, say it was missing ("no parking", "never called"). */
  absences: readonly string[];
  /** How far after a negator its reach ends, in words. */
  negationReach: number;
  /** Words a negation does not cross ("and": in "not rude and helpful", "helpful" stands). */
  negationStops: readonly string[];
  /** Phrases that hold a negator without negating ("not only", "no doubt"): matched and ignored. */
  idioms: readonly string[];
  /** Whole words spelled out ("can't" → "can not"), before the suffix rules. */
  contractions: Readonly<Record<string, string>>;
  /** Endings spelled out, longest first: `["n't", " not"]` makes "wasn't" "was not". */
  contractionEndings: readonly (readonly [string, string])[];
  /**
   * Beginnings spelled out, longest first: `["n'", 'ne']` makes "n'était" "ne était", as French
   * elides a word into the next. None in English.
   */
  elisions?: readonly (readonly [string, string])[];
  /**
   * Whether words are read without their accents, so "très" and "tres" are one word: reviews
   * typed on a phone often drop them. The lexicon's phrases are then written folded too
   * (`foldAccents` in clauses.ts).
   */
  foldAccents?: boolean;
  /** Words after which a full stop does not end the sentence ("dr", "mr"). */
  abbreviations: readonly string[];
  /** Words that always start a new clause ("but", "although"). */
  contrasts: readonly string[];
  /** Words that start a new clause when a subject follows ("and the", "while they"). */
  joiners: readonly string[];
  /** Words that open a clause's subject: after a comma or a joiner they start a new clause. */
  subjects: readonly string[];
  /**
   * Whether an opinion most often follows what it is said of ("servicio lento, comida buena"),
   * so that, as near to a target before it as to one after, it goes to the one before. English
   * puts it first ("slow service, good food").
   * @default false
   */
  opinionFollows?: boolean;
}

export interface Lexicon {
  /** BCP 47 primary language subtag: "en". */
  language: string;
  grammar: Grammar;
  /** Opinions on nothing in particular ("great", "awful"): they tone the aspects near them. */
  opinions: { praise: readonly string[]; complaint: readonly string[] };
  themes: Partial<Record<ThemeId, ThemeWords>>;
}

/**
 * A word list written as one comma-separated text, so a lexicon reads as prose rather than one
 * phrase a line: list`rude, unfriendly, short with`.
 */
export const list = (strings: TemplateStringsArray): string[] =>
  strings.raw
    .join('')
    .split(',')
    .map((phrase) => phrase.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
