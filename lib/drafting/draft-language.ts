/**
 * The language a draft is written in: the review's, when a phrasebook speaks it (phrasebooks.ts),
 * else English, said plainly by the composer with the reason. The service gives reviews no
 * language (service.md › Review): the worker tells it on the device (lib/review-language), and a
 * review too short to tell reads as the account's usual language. Its own module, with the
 * phrasebooks passed in, so a composer asks the model's state without loading them.
 */

/** The language of a draft when the review's has no phrasebook, and of the model's probe. */
export const DEFAULT_DRAFT_LANGUAGE = 'en';

export interface DraftLanguage {
  /** What the draft is written in. */
  language: string;
  /** What the review reads as: its own language, else the account's usual one. */
  reviewLanguage: string;
  /** The review's language has no phrasebook: the draft is in `language` instead. */
  noPhrasebook?: true;
}

const primary = (tag: string): string => tag.toLowerCase().split('-')[0];

export function draftLanguageOf(
  review: { language?: string },
  usualLanguage: string,
  hasPhrasebook: (language: string) => boolean,
): DraftLanguage {
  const reviewLanguage = primary(review.language ?? usualLanguage);
  if (hasPhrasebook(reviewLanguage)) return { language: reviewLanguage, reviewLanguage };
  return { language: DEFAULT_DRAFT_LANGUAGE, reviewLanguage, noPhrasebook: true };
}
