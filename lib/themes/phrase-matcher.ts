/**
 * Finds a lexicon's phrases in a clause's words (lexicon.ts says how a phrase is written), and
 * which of them a negator before them turns. Compiled once per language into maps keyed by a
 * phrase's first word, so reading a clause costs a lookup or two per word.
 */
import type { Grammar, Lexicon } from './lexicon';
import type { ThemeId } from './theme-ids';

export type Verdict = 'praise' | 'complaint';

export type Entry =
  | { kind: 'phrase'; theme: ThemeId; tone: Verdict }
  | { kind: 'aspect'; theme: ThemeId }
  /** An opinion; with themes, a cue that counts only next to those themes' aspects. */
  | { kind: 'opinion'; tone: Verdict; themes?: ThemeId[] }
  | { kind: 'idiom' };

export interface Match {
  entry: Entry;
  /** Word positions in the clause, `end` excluded. */
  start: number;
  end: number;
  /** The negator that turns it, and how many words stand between them; null when none does. */
  negation: { word: string; gap: number } | null;
}

interface Pattern {
  words: string[];
  entry: Entry;
}

export interface Matcher {
  match(words: readonly string[]): Match[];
}

const PREFIX_KEY = 3;

function patternsOf(lexicon: Lexicon): Pattern[] {
  const patterns: Pattern[] = [];
  // Written without spaces, a phrase's words are its characters (Grammar.unspaced).
  const wordsOf = lexicon.grammar.unspaced
    ? (phrase: string) => Array.from(phrase.replace(/\s+/g, ''))
    : (phrase: string) => phrase.trim().split(/\s+/);
  const add = (phrases: readonly string[] | undefined, entry: Entry) => {
    for (const phrase of phrases ?? []) patterns.push({ words: wordsOf(phrase), entry });
  };
  add(lexicon.grammar.idioms, { kind: 'idiom' });
  add(lexicon.opinions.praise, { kind: 'opinion', tone: 'praise' });
  add(lexicon.opinions.complaint, { kind: 'opinion', tone: 'complaint' });
  for (const [theme, words] of Object.entries(lexicon.themes) as [ThemeId, Lexicon['themes'][ThemeId]][]) {
    if (!words) continue;
    add(words.praise, { kind: 'phrase', theme, tone: 'praise' });
    add(words.complaint, { kind: 'phrase', theme, tone: 'complaint' });
    add(words.aspects, { kind: 'aspect', theme });
    add(words.cues?.praise, { kind: 'opinion', tone: 'praise', themes: [theme] });
    add(words.cues?.complaint, { kind: 'opinion', tone: 'complaint', themes: [theme] });
  }
  return mergeCues(patterns);
}

/** A cue listed by several themes is one pattern that counts next to any of their aspects. */
function mergeCues(patterns: Pattern[]): Pattern[] {
  const cues = new Map<string, Pattern>();
  const out: Pattern[] = [];
  for (const pattern of patterns) {
    const { entry } = pattern;
    const key = `${entry.kind === 'opinion' ? entry.tone : ''} ${pattern.words.join(' ')}`;
    const earlier = cues.get(key);
    if (
      entry.kind === 'opinion' &&
      entry.themes &&
      earlier?.entry.kind === 'opinion' &&
      earlier.entry.themes
    ) {
      earlier.entry.themes.push(...entry.themes);
      continue;
    }
    if (entry.kind === 'opinion' && entry.themes) {
      pattern.entry = { ...entry, themes: [...entry.themes] };
      cues.set(key, pattern);
    }
    out.push(pattern);
  }
  return out;
}

const wordFits = (pattern: string, word: string): boolean =>
  pattern === word ||
  pattern === '_' ||
  (pattern.endsWith('*') && word.startsWith(pattern.slice(0, -1)) && word.length >= pattern.length - 1);

/** Compiles a lexicon; throws on a phrase written twice or a `*` or `_` where it cannot be looked up. */
export function compileMatcher(lexicon: Lexicon): Matcher {
  const exact = new Map<string, Pattern[]>();
  const byPrefix = new Map<string, Pattern[]>();
  const seen = new Set<string>();
  for (const pattern of patternsOf(lexicon)) {
    const key = pattern.words.join(' ');
    if (seen.has(key)) throw new Error(`Lexicon ${lexicon.language}: "${key}" is listed twice.`);
    seen.add(key);
    const first = pattern.words[0];
    if (first === '_' || (first.endsWith('*') && first.length - 1 < PREFIX_KEY))
      throw new Error(
        `Lexicon ${lexicon.language}: "${key}" must start with a word of ${PREFIX_KEY}+ letters.`,
      );
    const [index, slot] = first.endsWith('*') ? [byPrefix, first.slice(0, PREFIX_KEY)] : [exact, first];
    index.set(slot, [...(index.get(slot) ?? []), pattern]);
  }
  // Longest first, so the first pattern that fits at a position is the one to take.
  for (const index of [exact, byPrefix])
    for (const list of index.values()) list.sort((a, b) => b.words.length - a.words.length);
  return { match: (words) => matchClause(words, exact, byPrefix, lexicon.grammar) };
}

function longestAt(words: readonly string[], at: number, candidates: readonly Pattern[] | undefined) {
  if (!candidates) return undefined;
  outer: for (const pattern of candidates) {
    if (at + pattern.words.length > words.length) continue;
    for (let k = 0; k < pattern.words.length; k++)
      if (!wordFits(pattern.words[k], words[at + k])) continue outer;
    return pattern;
  }
  return undefined;
}

const negationSets = new WeakMap<Grammar, { negators: Set<string>; stops: Set<string> }>();

function matchClause(
  words: readonly string[],
  exact: Map<string, Pattern[]>,
  byPrefix: Map<string, Pattern[]>,
  grammar: Grammar,
): Match[] {
  let sets = negationSets.get(grammar);
  if (!sets) {
    sets = { negators: new Set(grammar.negators), stops: new Set(grammar.negationStops) };
    negationSets.set(grammar, sets);
  }
  const matches: Match[] = [];
  const used = new Uint8Array(words.length);
  for (let i = 0; i < words.length; ) {
    const a = longestAt(words, i, exact.get(words[i]));
    const b = longestAt(words, i, byPrefix.get(words[i].slice(0, PREFIX_KEY)));
    const pattern = a && b ? (b.words.length > a.words.length ? b : a) : (a ?? b);
    if (!pattern) {
      i++;
      continue;
    }
    const end = i + pattern.words.length;
    used.fill(1, i, end);
    if (pattern.entry.kind !== 'idiom') matches.push({ entry: pattern.entry, start: i, end, negation: null });
    i = end;
  }
  for (const match of matches)
    match.negation = negationOf(words, used, match.start, grammar.negationReach, sets);
  return matches;
}

/** The nearest negator no phrase used within reach before `start`, with no stop between. */
function negationOf(
  words: readonly string[],
  used: Uint8Array,
  start: number,
  reach: number,
  sets: { negators: Set<string>; stops: Set<string> },
): Match['negation'] {
  for (let k = start - 1; k >= 0 && k >= start - reach; k--) {
    if (used[k]) continue;
    if (sets.stops.has(words[k])) return null;
    if (sets.negators.has(words[k])) return { word: words[k], gap: start - 1 - k };
  }
  return null;
}
