/**
 * What a reviewer writing in one language brings to the seeded data (`--languages`): the openers,
 * closers and titles that say how the visit went, sentences on the themes any business has
 * (lib/themes/theme-ids.ts), the business's answers and the customer's follow-ups, and the names
 * and e-mail domains of that country (faker's own lists for it). English keeps the richer banks of
 * review-phrases.ts and the business kinds.
 */
import type { LocaleDefinition } from '@faker-js/faker';
import type { Sentiment } from '../review-phrases';

/** The themes every language's sentences raise: those of any business. */
export type GeneralTheme =
  | 'wait'
  | 'staff'
  | 'cleanliness'
  | 'price'
  | 'quality'
  | 'booking'
  | 'communication'
  | 'parking';

export interface ReviewLanguage {
  /** Its BCP 47 primary subtag, as the extension's detection says it. */
  code: string;
  /** Faker's definitions for the country: first and last names, free e-mail domains. */
  locale: LocaleDefinition;
  /** How a publisher shows the reviewer: "Marie Dubois", "田中 さくら". */
  authorName(first: string, last: string, initialOnly: boolean): string;
  /** Between sentences: a space, or nothing in Japanese. */
  space: string;
  /** `{name}` is the location's name, `{city}` its city. */
  openers: Record<Sentiment, readonly string[]>;
  closers: Record<Sentiment, readonly string[]>;
  titles: Record<Sentiment, readonly string[]>;
  praise: Record<GeneralTheme, readonly string[]>;
  complaints: Record<GeneralTheme, readonly string[]>;
  /** A three-star review's turn from praise to complaint: "Par contre, …". */
  however(sentence: string): string;
  /** The business's answer; `{author}` is the reviewer's first name. */
  ownerReplies: Record<Sentiment, readonly string[]>;
  /** A customer's comment after the answer. */
  followUps: readonly string[];
}
