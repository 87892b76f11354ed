/**
 * The rules every drafted reply must keep, whoever wrote it (the composer or the browser's model):
 * thank the reviewer; answer each theme the review raised; after a complaint, apologise and say
 * what happens next; never promise money or goods back; never admit legal fault; no personal
 * data; at most about 90 words; in the review's language; no placeholder left unfilled. A draft
 * with any problem is not shown.
 */
import { themesOf } from '../themes/read-themes';
import type { ThemeId, ThemeMention } from '../themes/theme-ids';
import type { Phrasebook } from './phrasebook';
import { phrasebookFor } from './phrasebooks';

export const MAX_DRAFT_WORDS = 90;

export interface DraftContext {
  rating: number;
  /** The review's themes (read-themes.ts). */
  themes: readonly Pick<ThemeMention, 'theme' | 'tone'>[];
  /** The reviewer's name as the publisher gives it: its surname must not appear. */
  authorName?: string;
  /**
   * Names of other customers the drafter saw (the reviewers answered in its voice examples,
   * voice-examples.ts): a draft naming one of them is refused.
   */
  otherNames?: readonly string[];
  language: string;
}

export type DraftProblem =
  | { rule: 'empty' }
  | { rule: 'unknownLanguage' }
  | { rule: 'tooLong'; words: number }
  | { rule: 'noThanks' }
  | { rule: 'themeNotAnswered'; theme: ThemeId }
  | { rule: 'noApology' }
  | { rule: 'noNextStep' }
  | { rule: 'refundPromise'; phrase: string }
  | { rule: 'faultAdmission'; phrase: string }
  | { rule: 'personalData'; what: 'email' | 'phone' | 'surname' | 'otherCustomer' }
  | { rule: 'placeholder' }
  | { rule: 'wrongLanguage' };

/**
 * Characters of the scripts written without spaces between words (Japanese kanji and kana). Words
 * there have no edges to find, so a phrase matches anywhere, and length is counted in characters.
 */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fc]/u;
const UNSPACED_ALL = new RegExp(UNSPACED.source, 'gu');
/** About this many such characters say what one English word says: 90 words, some 225 characters. */
const UNSPACED_PER_WORD = 2.5;

/**
 * Words of a text: runs of characters holding a letter or a digit (a dash alone is none), and
 * for unspaced scripts, their characters at `UNSPACED_PER_WORD` a word.
 */
export const wordCount = (text: string): number => {
  const unspaced = text.match(UNSPACED_ALL)?.length ?? 0;
  const spaced = (unspaced > 0 ? text.replace(UNSPACED_ALL, ' ') : text)
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return spaced + Math.ceil(unspaced / UNSPACED_PER_WORD);
};

const WORD_CHARACTER = /[\p{L}\p{N}]/u;
const isWordCharacter = (character: string | undefined) =>
  character !== undefined && WORD_CHARACTER.test(character) && !UNSPACED.test(character);
/** Lower case, with the typographic apostrophe as the plain one, so "we’ll" is "we'll". */
const folded = (text: string) => text.toLowerCase().replace(/’/g, "'");

/**
 * Where `words` stand in `text` from `from` on, with no letter or digit just before them nor, unless
 * `stem`, just after; -1 when they do not. Plain text with the edges checked by hand: a Unicode
 * regular expression per phrase cost V8 milliseconds each to build, and a page's first draft
 * waited 150 ms on them (scripts/bench/composed-draft.ts).
 */
export function wordsAt(text: string, words: string, { stem = false, from = 0 } = {}): number {
  if (!words) return -1;
  for (let at = text.indexOf(words, from); at !== -1; at = text.indexOf(words, at + 1))
    if (!isWordCharacter(text[at - 1]) && (stem || !isWordCharacter(text[at + words.length]))) return at;
  return -1;
}

/** The first of `phrases` in `text`, case aside, matched at word starts (a trailing `*` takes any ending). */
export function findPhrase(text: string, phrases: readonly string[]): string | undefined {
  const lower = folded(text);
  return phrases.find((phrase) => {
    const stem = phrase.endsWith('*');
    return wordsAt(lower, folded(stem ? phrase.slice(0, -1) : phrase), { stem }) !== -1;
  });
}

/**
 * Whether `text` names `name`, as written: capitalised, a whole word. Case counts, so a customer
 * called Will or Rose does not make "we will" or "a rose" a name.
 */
const hasName = (text: string, name: string): boolean => wordsAt(text, name) !== -1;

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+\.[\p{L}.]{2,}/u;
const PHONE = /(?:\+?\d[\s().-]*){7,}/;
const PLACEHOLDER = /\{[^}]*\}|\[[^\]]*\]/;

/** Whether `text` holds an email address or a phone number. */
export const hasContactDetails = (text: string): boolean => EMAIL.test(text) || PHONE.test(text);

function personalData(text: string, context: DraftContext): DraftProblem | undefined {
  if (EMAIL.test(text)) return { rule: 'personalData', what: 'email' };
  if (PHONE.test(text)) return { rule: 'personalData', what: 'phone' };
  const { authorName, otherNames = [] } = context;
  const surnames = (authorName ?? '')
    .split(/\s+/)
    .slice(1)
    .map((word) => word.replace(/[^\p{L}'-]/gu, ''))
    .filter((word) => word.length > 1);
  if (findPhrase(text, surnames)) return { rule: 'personalData', what: 'surname' };
  if (otherNames.some((name) => hasName(text, name))) return { rule: 'personalData', what: 'otherCustomer' };
  return undefined;
}

/** Whether the reply speaks of `theme`: the lexicon reads it there, or it uses the phrasebook's words for it. */
function answered(text: string, theme: ThemeId, found: ReadonlySet<ThemeId>, book: Phrasebook): boolean {
  if (found.has(theme)) return true;
  const lower = text.toLowerCase();
  const { name, praise, complaint } = book.themes[theme];
  return [name, ...praise, ...complaint].some((words) => lower.includes(words.toLowerCase()));
}

/** Occurrences of `word` in `text`, one after another. */
function occurrences(text: string, word: string): number {
  let count = 0;
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + word.length)) count++;
  return count;
}

/**
 * Whether the language's common words make up a fair share of the text. Spaced words are taken
 * whole; a common word of an unspaced script (a Japanese particle) is counted wherever it stands.
 * A text of fewer than `minWords` words passes: too short to tell.
 */
export function inLanguage(text: string, book: Phrasebook, minWords = 8): boolean {
  const lower = text.toLowerCase();
  const unspaced = lower.match(UNSPACED_ALL)?.length ?? 0;
  const words = (unspaced > 0 ? lower.replace(UNSPACED_ALL, ' ') : lower).match(/[\p{L}']+/gu) ?? [];
  const total = words.length + Math.ceil(unspaced / UNSPACED_PER_WORD);
  if (total < Math.max(minWords, 1)) return true;
  const common = new Set(book.rules.common);
  const joined = book.rules.common.filter((word) => UNSPACED.test(word));
  const hits =
    words.filter((word) => common.has(word)).length +
    joined.reduce((sum, word) => sum + occurrences(lower, word), 0);
  return hits / total >= 0.15;
}

export function checkDraft(text: string, context: DraftContext): { ok: boolean; problems: DraftProblem[] } {
  const book = phrasebookFor(context.language);
  const problems: DraftProblem[] = [];
  if (!text.trim()) problems.push({ rule: 'empty' });
  if (!book) problems.push({ rule: 'unknownLanguage' });
  if (problems.length > 0 || !book) return { ok: false, problems };
  const { rules } = book;
  const words = wordCount(text);
  if (words > MAX_DRAFT_WORDS) problems.push({ rule: 'tooLong', words });
  if (!findPhrase(text, rules.thanks)) problems.push({ rule: 'noThanks' });
  const found = new Set(themesOf(text, context.language).map((mention) => mention.theme));
  for (const theme of new Set(context.themes.map((mention) => mention.theme)))
    if (!answered(text, theme, found, book)) problems.push({ rule: 'themeNotAnswered', theme });
  const complaint = context.rating <= 2 || context.themes.some((mention) => mention.tone === 'complaint');
  if (complaint && !findPhrase(text, rules.apology)) problems.push({ rule: 'noApology' });
  if (complaint && !findPhrase(text, rules.nextStep)) problems.push({ rule: 'noNextStep' });
  const refund = findPhrase(text, rules.refund);
  if (refund) problems.push({ rule: 'refundPromise', phrase: refund });
  const fault = findPhrase(text, rules.fault);
  if (fault) problems.push({ rule: 'faultAdmission', phrase: fault });
  const personal = personalData(text, context);
  if (personal) problems.push(personal);
  if (PLACEHOLDER.test(text)) problems.push({ rule: 'placeholder' });
  if (!inLanguage(text, book)) problems.push({ rule: 'wrongLanguage' });
  return { ok: problems.length === 0, problems };
}
