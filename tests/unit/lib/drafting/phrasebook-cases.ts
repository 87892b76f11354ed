/**
 * What the drafting suites (compose-draft.test.ts, draft-rules.test.ts) ask of each registered
 * phrasebook: one table a language, in phrasebooks/<language>.ts. A new phrasebook in
 * lib/drafting/phrasebooks.ts is tested by writing its table there; the suites fail until it has one.
 */
import type { DraftRequest } from '@/lib/drafting/compose-draft';
import type { DraftContext, DraftProblem } from '@/lib/drafting/draft-rules';
import type { Phrasebook } from '@/lib/drafting/phrasebook';
import { tableOf } from '../language-table';
import { mentionsOf } from '../themes/theme-scores';

/** A reply text and what the rules make of it, in the language's complaint context unless told. */
export interface RuleRow {
  text: string;
  /** The rules it breaks, all of them, in order. */
  rules?: readonly DraftProblem['rule'][];
  /** Problems it has, among any others. */
  has?: readonly DraftProblem[];
  context?: Partial<DraftContext>;
}

export interface PhrasebookCases {
  /**
   * A 1★ review of a long wait and a rude server, in the language, without its themes: the
   * composer reads them (wait and staff, both complaints).
   */
  review: DraftRequest & { language: string };
  /** Other reviews of the same two complaints that the composer must read as well. */
  alsoReads?: readonly string[];
  /** The reviewer's surname, which a draft must never hold. */
  surname: string;
  /** A regional tag of the language that takes its phrasebook ("de-AT"). */
  regionalTag: string;
  /** The greeting line of the review's reviewer, and of an anonymous one. */
  greeting: RegExp;
  anonymous?: RegExp;
  apology: RegExp;
  /** What no draft of the review holds (Japanese: a Latin full stop, a space after 。). */
  never?: readonly RegExp[];
  /** The full stop that ends a sentence, when not ".". */
  stop?: string;
  /** Review texts that set the seed of drafts whose themes are given, and of a 1★ review with none. */
  texts: { themed: string; noTheme: Partial<DraftRequest> };
  /** How a draft of eight themes joins the ones named together. */
  listJoin?: RegExp;
  saved: {
    /** A saved reply to praise, then one to a complaint. */
    replies: readonly [string, string];
    /** The 5★ review the praise reply fits. */
    praise: Partial<DraftRequest>;
    signOff: string;
    praiseLast: string;
    signed: string;
    complaintLast: string;
    /** An invitation to get in touch: one in a complaint's draft, not the saved reply's and ours. */
    contact: RegExp;
  };
  /** How the phrasebook's parts fit the language's sentences. */
  grammar?: {
    leads?: RegExp;
    clauses?: RegExp;
    clausesNot?: readonly RegExp[];
    names?: RegExp;
    /** What no template naming themes together may hold. */
    listTemplatesNot?: RegExp;
    /** A lead, a clause, and the sentence `book.sentence` makes of them. */
    sentence?: readonly [string, string, string];
  };
  /** Other-language drafts: words that are English and never this language. */
  english?: RegExp;
  /** Other-language drafts: reviews with themes whose drafts must hold no English. */
  mixed?: readonly Partial<DraftRequest>[];
  rules: { good?: string; rows: readonly RuleRow[] };
}

const files = import.meta.glob<PhrasebookCases>('./phrasebooks/*.ts', { eager: true, import: 'cases' });

/** The table of `language`'s phrasebook. */
export const casesOf = (language: string): PhrasebookCases => tableOf(files, 'phrasebooks', language);

/** The language's 1★ complaint about the wait and the staff, as the rules see it. */
export const complaintOf = (cases: PhrasebookCases): DraftContext => ({
  rating: 1,
  themes: mentionsOf('wait- staff-'),
  authorName: `${cases.review.firstName} ${cases.surname}`,
  language: cases.review.language,
});

/** Every word a phrasebook can write, lower case. */
export function wordsOf(book: Phrasebook): Set<string> {
  const texts: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk({ ...book, rules: undefined, sample: undefined });
  return new Set(texts.flatMap((text) => text.toLowerCase().match(/[\p{L}']+/gu) ?? []));
}
