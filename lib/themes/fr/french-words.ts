/**
 * French phrases written as French is written, and given to the reader as its tokenizer gives a
 * review's words (clauses.ts): lower case, accents folded ("très" → "tres"), elisions spelled out
 * ("l'attente" → "le attente") and a hyphen as a space ("demi-heure" → "demi heure"). So the
 * lexicon reads naturally and still matches reviews typed with or without accents.
 */
import { foldAccents } from '../clauses';
import { list } from '../lexicon';

/** Elided words and what they stand for, longest first (grammar.ts gives them to the tokenizer). */
export const ELISIONS = [
  ["jusqu'", 'jusque'],
  ["lorsqu'", 'lorsque'],
  ["puisqu'", 'puisque'],
  ["qu'", 'que'],
  ["l'", 'le'],
  ["d'", 'de'],
  ["n'", 'ne'],
  ["j'", 'je'],
  ["c'", 'ce'],
  ["s'", 'se'],
  ["m'", 'me'],
  ["t'", 'te'],
] as const;

function spelledWord(word: string): string {
  const elision = ELISIONS.find(([start]) => word.length > start.length && word.startsWith(start));
  return elision ? `${elision[1]} ${spelledWord(word.slice(elision[0].length))}` : word;
}

/** One phrase as the tokenizer gives it. */
export const spelled = (phrase: string): string =>
  foldAccents(phrase.toLowerCase().replaceAll('’', "'"))
    .replaceAll('-', ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map(spelledWord)
    .join(' ');

/** `list` for French: fr`sans attente, l'attente` is ["sans attente", "le attente"]. */
export const fr = (strings: TemplateStringsArray): string[] => [...new Set(list(strings).map(spelled))];
