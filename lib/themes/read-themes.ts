/**
 * Reads a review for the themes a manager acts on (theme-ids.ts), each with its tone and the
 * clause that raised it. Pure and synchronous: it runs in the background's review writes, in a
 * page, and in Node alike, and costs tens of microseconds a review.
 *
 * The text is split into clauses (clauses.ts), the lexicon's phrases found in each
 * (phrase-matcher.ts), and their verdicts weighed per clause (clause-verdicts.ts). A theme raised
 * both ways in one review is reported both ways; a neutral mention only when it has no tone.
 */

import { clauseVerdicts, type VerdictRules } from './clause-verdicts';
import { type Clause, clauseRules, clausesOf } from './clauses';
import { lexiconFor } from './languages';
import type { Lexicon, ThemeWords } from './lexicon';
import { compileMatcher } from './phrase-matcher';
import type { ThemeId, ThemeMention } from './theme-ids';

/** Longest quote, in characters; a longer clause is cut at a word and ends with "…". */
const QUOTE_MAX = 120;
/** A clause shorter than this, in words, is quoted with its whole sentence. */
const QUOTE_MIN_WORDS = 3;

/** Reads one language's reviews: `themesOf` bound to a lexicon. */
export type ThemeReader = (text: string) => ThemeMention[];

const readers = new Map<string, ThemeReader | null>();

function readerFor(language: string): ThemeReader | null {
  const key = language.toLowerCase().split('-')[0];
  let reader = readers.get(key);
  if (reader === undefined) {
    const lexicon = lexiconFor(key);
    reader = lexicon ? themeReader(lexicon) : null;
    readers.set(key, reader);
  }
  return reader;
}

function verdictRules(lexicon: Lexicon): VerdictRules {
  const themes = Object.entries(lexicon.themes) as [ThemeId, ThemeWords][];
  const where = (test: (words: ThemeWords) => boolean) =>
    new Set(themes.filter(([, words]) => test(words)).map(([theme]) => theme));
  return {
    absences: new Set(lexicon.grammar.absences),
    neutral: where((words) => words.neutral !== false),
    welcomeAbsence: where((words) => words.missing === 'praise'),
    opinionFollows: lexicon.grammar.opinionFollows ?? false,
  };
}

/** Whether reviews in `language` can be read for themes. */
export const canReadThemes = (language: string): boolean => readerFor(language) !== null;

function quoteOf(text: string, clause: Clause): string {
  const short = clause.words.length < QUOTE_MIN_WORDS;
  const quote = short
    ? text.slice(clause.sentenceStart, clause.sentenceEnd)
    : text.slice(clause.start, clause.end);
  if (quote.length <= QUOTE_MAX) return quote;
  const cut = quote.slice(0, QUOTE_MAX);
  const space = cut.lastIndexOf(' ');
  return `${(space > QUOTE_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:]+$/, '')}…`;
}

/** A reader for `lexicon`'s language; compiling it takes a few milliseconds, reading microseconds. */
export function themeReader(lexicon: Lexicon): ThemeReader {
  const rules = clauseRules(lexicon.grammar);
  const matcher = compileMatcher(lexicon);
  const verdicts = verdictRules(lexicon);
  return (text) => {
    const byTheme = new Map<ThemeId, ThemeMention[]>();
    for (const clause of clausesOf(text, rules)) {
      for (const { theme, tone } of clauseVerdicts(matcher.match(clause.words), verdicts)) {
        const mentions = byTheme.get(theme) ?? [];
        if (mentions.some((mention) => mention.tone === tone)) continue;
        mentions.push({ theme, tone, quote: quoteOf(text, clause) });
        byTheme.set(theme, mentions);
      }
    }
    const out: ThemeMention[] = [];
    for (const mentions of byTheme.values()) {
      const withTone = mentions.filter((mention) => mention.tone !== 'neutral');
      out.push(...(withTone.length > 0 ? withTone : mentions));
    }
    return out;
  };
}

/**
 * The themes of `text` in order of first mention, at most one mention per theme and tone. A
 * language with no lexicon gives none.
 */
export function themesOf(text: string, language = 'en'): ThemeMention[] {
  const reader = readerFor(language);
  return reader && text ? reader(text) : [];
}

/** A review's themes, title and text read as one (the title is a sentence of its own). */
export const themesOfReview = (
  review: { title?: string; content?: string },
  language = 'en',
): ThemeMention[] => themesOf([review.title, review.content].filter(Boolean).join('\n'), language);
