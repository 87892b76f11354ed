/**
 * What a language gives the drafts: the phrasings a composed reply is built from, and the words
 * its rules are checked by. A reply is text for the customer in the review's language, not text
 * of the extension's interface, so these live here per language rather than in `locales/`: a
 * person whose browser speaks French still answers an English review in English, and the locale
 * files follow the browser. Adding a language is adding its phrasebook to `PHRASEBOOKS`
 * (phrasebooks.ts), and its tests' table to tests/unit/lib/drafting/phrasebooks/.
 *
 * Templates take `{firstName}`, `{location}`, `{names}` (a joined list of theme names).
 */
import type { ThemeId } from '../themes/theme-ids';

/** How the review rated the visit: 4–5 stars, 3, or 1–2. */
export type RatingBand = 'high' | 'mixed' | 'low';

export interface ThemePhrases {
  /** How the reply names the theme in a list: "the wait", "our prices". */
  name: string;
  /** Clauses that follow a praise lead ("…that" + "you were seen so quickly"). */
  praise: readonly string[];
  /** Clauses that follow an apology lead ("…that" + "you had to wait so long"). */
  complaint: readonly string[];
  /** What happens next after a complaint about it: whole sentences. */
  next: readonly string[];
}

/**
 * Words and phrases the rules look for, matched at the start of a word and to its end; one
 * ending in `*` matches any ending ("refund*": "refunds", "refunded").
 */
export interface DraftRuleWords {
  thanks: readonly string[];
  apology: readonly string[];
  nextStep: readonly string[];
  /** Any of these is a promise of money or goods back: a draft holding one is refused. */
  refund: readonly string[];
  /** Any of these admits legal fault: a draft holding one is refused. */
  fault: readonly string[];
  /** The language's most common words: a reply in the language uses them often. */
  common: readonly string[];
}

export interface Phrasebook {
  language: string;
  /** With a first name, and for an anonymous review. */
  greeting: { named: readonly string[]; anonymous: readonly string[] };
  thanks: Record<RatingBand, readonly string[]>;
  /** Opens a sentence of praise: "We're so glad that". */
  praiseLead: Record<RatingBand, readonly string[]>;
  /** Opens a sentence of apology: "We're truly sorry that". */
  complaintLead: Record<RatingBand, readonly string[]>;
  /** For a theme mentioned without a verdict: "Thank you for mentioning {names}." */
  neutral: readonly string[];
  /** When a reply has no room for a sentence per theme: "We're also glad you mentioned {names}." */
  alsoPraise: readonly string[];
  alsoComplaint: readonly string[];
  /** An apology for a low rating that raised no theme. */
  apology: readonly string[];
  /** What happens next after a low rating that raised no theme. */
  next: readonly string[];
  /** An invitation to talk, after a complaint, naming the location. */
  contact: readonly string[];
  closing: Record<RatingBand, readonly string[]>;
  /** `thanks` and `contact` for a location whose name is not known yet (a draft never says "Location 1003"). */
  unnamed: { thanks: Record<RatingBand, readonly string[]>; contact: readonly string[] };
  themes: Record<ThemeId, ThemePhrases>;
  /**
   * A theme's sentence from a lead and a clause. Without it, "lead clause." as English writes it;
   * a language whose word order puts the lead after the clause (Japanese) says so here.
   */
  sentence?(lead: string, clause: string): string;
  /** What stands between two sentences of a paragraph: a space unless given ("" in Japanese). */
  sentenceGap?: string;
  /** "a, b and c". */
  joinList(items: readonly string[]): string;
  /** The sign-off line under the reply. */
  signOff(name: string): string;
  rules: DraftRuleWords;
  /** A review in this language for Options › Drafting's preview: what a draft of it looks like. */
  sample: SampleReview;
}

export interface SampleReview {
  authorName: string;
  rating: number;
  title?: string;
  content: string;
  locationName: string;
}

export const ratingBand = (rating: number): RatingBand =>
  rating >= 4 ? 'high' : rating === 3 ? 'mixed' : 'low';
