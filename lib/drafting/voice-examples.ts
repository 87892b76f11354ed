/**
 * The person's recent replies, made safe to show the browser's model as examples of their voice.
 * Each answered someone else: "Hi Alex, thanks for…". Copied into this reviewer's draft, Alex's
 * name would be another customer's personal data, which the rules (draft-rules.ts) could not
 * otherwise tell from any word. So the answered person's names are taken out of each example, an
 * example holding an email address or a phone number is left out whole, and the names taken out
 * are handed to the checker, which refuses a draft that uses one (unless it is this reviewer's own).
 */
import { findPhrase, hasContactDetails, wordsAt } from './draft-rules';

/** A reply the business sent, and the name of the person it answered as the publisher gives it. */
export interface SentReply {
  text: string;
  answeredName?: string;
}

export interface VoiceExamples {
  texts: string[];
  /** Names taken out of the examples, for the checker (DraftContext.otherNames). */
  otherNames: string[];
}

/** The words of a display name that could be a name: "Alex R." → ["Alex"]. */
export const nameWords = (name: string | undefined): string[] =>
  (name ?? '')
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{M}'-]/gu, ''))
    .filter((word) => word.replace(/['-]/g, '').length > 1);

/** What to take out for a display name: its name words, and its initials where written with a dot ("P."). */
function namesToRemove(name: string | undefined): string[] {
  const initials = (name ?? '').match(/(?<![\p{L}\p{N}])\p{L}\./gu) ?? [];
  return [...nameWords(name), ...initials];
}

/**
 * `text` without `names` (as written: "Will" the customer, not "will" the word), and without the
 * gaps they leave: "Hi Alex, thanks" → "Hi, thanks".
 */
function withoutNames(text: string, names: readonly string[]): string {
  let out = text;
  for (const name of names)
    for (let at = wordsAt(out, name); at !== -1; at = wordsAt(out, name, { from: at }))
      out = out.slice(0, at) + out.slice(at + name.length);
  return out
    .replace(/[ \t]+([,.!?;:])/g, '$1')
    .replace(/([,;:])(?:\s*[,;:])+/g, '$1')
    .replace(/[,;:]+([.!?])/g, '$1')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/^[ \t]*[,;:][ \t]*/gm, '')
    .trim();
}

export function voiceExamples(replies: readonly SentReply[], authorName: string | undefined): VoiceExamples {
  const own = nameWords(authorName);
  // Every answered person's names out of every example: one reply may name another's customer.
  const names = replies.flatMap((reply) => namesToRemove(reply.answeredName));
  const texts: string[] = [];
  const otherNames = new Set<string>();
  for (const reply of replies) {
    if (hasContactDetails(reply.text)) continue;
    const text = withoutNames(reply.text, names);
    if (!text) continue;
    texts.push(text);
    for (const name of nameWords(reply.answeredName)) if (!findPhrase(name, own)) otherNames.add(name);
  }
  return { texts, otherNames: [...otherNames] };
}
