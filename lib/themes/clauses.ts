/**
 * Splits a review into clauses of normalised words, keeping where each clause stands in the text
 * so it can be quoted as written. A clause is the reach of a negation and of an opinion: "the
 * coffee was great but the barista was rude" is two, so "great" says nothing of the barista.
 * Sentences end at . ! ? ; : and line breaks (not after an abbreviation, nor inside "4.50");
 * a dash or a bracket ends a clause; within a sentence a clause starts at a contrast word ("but"),
 * at a joiner followed by a subject ("and the"), and after a comma at a subject (", they").
 */
import type { Grammar } from './lexicon';

export interface Clause {
  /** Lower-case words, contractions spelled out. */
  words: string[];
  /** Where the clause's quote starts and ends in the text (its leading "but"/"and" left out). */
  start: number;
  end: number;
  /** The sentence around it: a clause of one or two words is quoted with its sentence. */
  sentenceStart: number;
  sentenceEnd: number;
}

/** The `Grammar` as sets, built once per lexicon. */
export interface ClauseRules {
  /** Grammar.unspaced: a character of kanji or kana is a word, and 、 starts a clause. */
  unspaced: boolean;
  contractions: ReadonlyMap<string, string[]>;
  endings: readonly (readonly [string, string[]])[];
  elisions: readonly (readonly [string, string[]])[];
  foldAccents: boolean;
  abbreviations: ReadonlySet<string>;
  contrasts: ReadonlySet<string>;
  joiners: ReadonlySet<string>;
  subjects: ReadonlySet<string>;
}

export function clauseRules(grammar: Grammar): ClauseRules {
  const split = (text: string) => text.trim().split(/\s+/);
  return {
    unspaced: grammar.unspaced === true,
    contractions: new Map(Object.entries(grammar.contractions).map(([word, full]) => [word, split(full)])),
    endings: grammar.contractionEndings.map(([ending, full]) => [ending, split(full)] as const),
    elisions: (grammar.elisions ?? []).map(([start, full]) => [start, split(full)] as const),
    foldAccents: grammar.foldAccents ?? false,
    abbreviations: new Set(grammar.abbreviations),
    contrasts: new Set(grammar.contrasts),
    joiners: new Set(grammar.joiners),
    subjects: new Set(grammar.subjects),
  };
}

interface Word {
  text: string;
  start: number;
  end: number;
  afterComma: boolean;
}

// Words (with inner apostrophes), and the marks that end a sentence or a clause. A hyphen ends a
// clause only with spaces around it: "drive-through" is one word's two halves.
const TOKEN = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*|[.!?;:,()\n–—]|(?<=\s)-+(?=\s)/gu;
const DIGIT = /\d/;
/**
 * The same for a language written without spaces: a kanji or kana alone, a run of other letters,
 * and the ideographic marks besides the Latin ones (。！？ end a sentence, 、 is a comma).
 */
const UNSPACED_TOKEN =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々]|(?:(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々])[\p{L}\p{N}])+|[.!?;:,()\n–—。！？、（）]|(?<=\s)-+(?=\s)/gu;
/** The marks TOKEN matches besides words: a token starting with one of them is no word. */
const MARKS = '.!?;:,()\n–—-。！？、（）';

/** A lower-case word without its accents and ligatures: "très" → "tres", "cœur" → "coeur". */
export const foldAccents = (word: string): string =>
  word.normalize('NFD').replace(/\p{M}/gu, '').replaceAll('œ', 'oe').replaceAll('æ', 'ae');

function spelledOut(word: string, rules: ClauseRules): readonly string[] {
  const whole = rules.contractions.get(word);
  if (whole) return whole;
  if (word.includes("'")) {
    for (const [start, full] of rules.elisions) {
      if (word.length > start.length && word.startsWith(start))
        return [...full, ...spelledOut(word.slice(start.length), rules)];
    }
    for (const [ending, full] of rules.endings) {
      if (word.length > ending.length && word.endsWith(ending))
        return [word.slice(0, -ending.length), ...full].filter(Boolean);
    }
    return [word.replaceAll("'", '')];
  }
  return [word];
}

/** Whether the full stop at `at` ends a sentence: not after an abbreviation, not in "4.50". */
function endsSentence(text: string, at: number, previous: Word | undefined, rules: ClauseRules): boolean {
  if (previous?.end === at && rules.abbreviations.has(previous.text)) return false;
  return !(DIGIT.test(text[at - 1] ?? '') && DIGIT.test(text[at + 1] ?? ''));
}

export function clausesOf(text: string, rules: ClauseRules): Clause[] {
  const clauses: Clause[] = [];
  // Lower-cased once; per token only where lower-casing changed a length (a rare letter).
  const lowered = text.toLowerCase();
  const aligned = lowered.length === text.length;
  let sentence: Word[] = [];
  let afterComma = false;
  const tokens = rules.unspaced ? UNSPACED_TOKEN : TOKEN;
  tokens.lastIndex = 0;
  for (let match = tokens.exec(text); match; match = tokens.exec(text)) {
    const token = match[0];
    const at = match.index;
    if (!MARKS.includes(token[0])) {
      let lower = aligned ? lowered.slice(at, at + token.length) : token.toLowerCase();
      if (lower.includes('’')) lower = lower.replaceAll('’', "'");
      if (rules.foldAccents) lower = foldAccents(lower);
      const end = at + token.length;
      for (const word of spelledOut(lower, rules)) sentence.push({ text: word, start: at, end, afterComma });
      afterComma = false;
    } else if (token === ',' || token === '、') afterComma = true;
    else if (token !== '.' || endsSentence(text, at, sentence[sentence.length - 1], rules)) {
      if (sentence.length > 0) splitSentence(sentence, rules, clauses);
      sentence = [];
      afterComma = false;
    }
  }
  if (sentence.length > 0) splitSentence(sentence, rules, clauses);
  return clauses;
}

function splitSentence(words: Word[], rules: ClauseRules, out: Clause[]): void {
  const sentenceStart = words[0].start;
  const sentenceEnd = words[words.length - 1].end;
  let from = 0;
  const emit = (to: number) => {
    if (to <= from) return;
    let quoteFrom = from;
    while (
      quoteFrom < to - 1 &&
      (rules.contrasts.has(words[quoteFrom].text) || rules.joiners.has(words[quoteFrom].text))
    )
      quoteFrom++;
    out.push({
      words: words.slice(from, to).map((word) => word.text),
      start: words[quoteFrom].start,
      end: words[to - 1].end,
      sentenceStart,
      sentenceEnd,
    });
    from = to;
  };
  for (let i = 1; i < words.length; i++) {
    const word = words[i].text;
    const next = words[i + 1]?.text ?? '';
    const opensSubject = rules.joiners.has(word) && rules.subjects.has(next);
    if (
      rules.contrasts.has(word) ||
      opensSubject ||
      (words[i].afterComma && (rules.unspaced || rules.subjects.has(word) || rules.joiners.has(word)))
    )
      emit(i);
  }
  emit(words.length);
}
