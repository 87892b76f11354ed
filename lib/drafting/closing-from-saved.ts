/**
 * A composed draft ends in the person's own words when it can: the last sentence of one of their
 * saved replies (lib/reviews/reply-templates.ts, placeholders already filled), one that fits the
 * draft's tone (an apologetic one after a complaint, a warm one after praise), is short, keeps
 * the rules (draft-rules.ts) and is in the draft's language: an English saved reply does not close
 * a French draft, however short its last sentence.
 */
import { findPhrase, inLanguage, wordCount } from './draft-rules';
import type { Phrasebook } from './phrasebook';
import { choose } from './pick';

const MIN_WORDS = 3;
const MAX_WORDS = 18;

function lastSentence(text: string): string | undefined {
  const sentences = text
    .match(/[^.!?。！？]+[.!?。！？]+["'’”)」』）]*/g)
    ?.map((sentence) => sentence.trim());
  return sentences?.[sentences.length - 1] ?? (text.trim() || undefined);
}

export function closingFromSaved(
  savedReplies: readonly string[],
  afterComplaint: boolean,
  book: Phrasebook,
  seed: number,
): string | undefined {
  const usable: { sentence: string; apologetic: boolean }[] = [];
  for (const reply of savedReplies) {
    const sentence = lastSentence(reply);
    if (!sentence || /[{}[\]]/.test(sentence)) continue;
    if (!inLanguage(reply, book, 0) || !inLanguage(sentence, book, 0)) continue;
    const words = wordCount(sentence);
    if (words < MIN_WORDS || words > MAX_WORDS) continue;
    if (findPhrase(sentence, book.rules.refund) || findPhrase(sentence, book.rules.fault)) continue;
    if (usable.some((earlier) => earlier.sentence === sentence)) continue;
    const apologetic =
      findPhrase(reply, book.rules.apology) !== undefined ||
      findPhrase(sentence, book.rules.nextStep) !== undefined;
    usable.push({ sentence, apologetic });
  }
  const fitting = usable.filter((closing) => closing.apologetic === afterComplaint);
  return fitting.length > 0 ? choose(fitting, seed, 'closing').sentence : undefined;
}
