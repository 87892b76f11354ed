/**
 * What a publisher's suggestion changes, word by word: the current value with the words it drops,
 * and the suggested value with the words it adds, so a long description is not read twice. Built
 * on jsdiff's word diff (white space kept as it is). Pure.
 */
import { diffWordsWithSpace } from 'diff';

export interface ValuePart {
  text: string;
  /** Whether this run of words differs from the other value. */
  changed: boolean;
}

export interface ValueDiff {
  /** The current value, its dropped words marked. */
  before: ValuePart[];
  /** The suggested value, its new words marked. */
  after: ValuePart[];
}

export function valueDiff(current: string, suggested: string): ValueDiff {
  const before: ValuePart[] = [];
  const after: ValuePart[] = [];
  for (const change of diffWordsWithSpace(current, suggested)) {
    if (!change.added) push(before, change.value, change.removed);
    if (!change.removed) push(after, change.value, change.added);
  }
  return { before, after };
}

/** Appends a run, joining it with the previous one when both are changed or both not. */
function push(parts: ValuePart[], text: string, changed: boolean): void {
  const last = parts.at(-1);
  if (last && last.changed === changed) last.text += text;
  else parts.push({ text, changed });
}
