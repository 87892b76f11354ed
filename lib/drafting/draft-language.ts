/**
 * The language a draft is written in: the review's. The service gives reviews no language
 * (service.md › Review) and English is the one language with a phrasebook and a lexicon
 * (phrasebooks.ts, themes/languages.ts), so every draft is English; a second phrasebook brings
 * its detection here. Its own module so a composer asks the model's state in that language
 * without loading either.
 */
export const DRAFT_LANGUAGE = 'en';
