/**
 * The themes a review is read for, and what reading one gives. Ids only: the words that evoke a
 * theme live in each language's lexicon (lexicon.ts), and a theme's name shown to a person lives
 * in the locale files with the view that shows it.
 *
 * The order is part of the stored form: a review's themes are kept as bit masks (theme-masks.ts)
 * with the reputation facts, bit `i` for `THEMES[i]`. Append new themes; never reorder or remove
 * one without a cache version bump.
 */

export const THEMES = [
  // What a manager of any business acts on.
  'wait',
  'staff',
  'cleanliness',
  'price',
  'quality',
  'booking',
  'communication',
  'parking',
  // The business kinds' own (KIND_THEMES).
  'comfort',
  'honesty',
  'repair',
  'atmosphere',
  'portion',
  'delivery',
  'freshness',
  'equipment',
  'membership',
] as const;

export type ThemeId = (typeof THEMES)[number];

/**
 * The kinds of business whose reviews raise each of the kind-specific themes, for ordering and
 * grouping in a view. Reading does not depend on it: a theme's words are found in any review.
 */
export const KIND_THEMES: Partial<Record<ThemeId, readonly string[]>> = {
  comfort: ['dental', 'vet', 'salon'],
  honesty: ['auto', 'vet', 'dental'],
  repair: ['auto'],
  atmosphere: ['cafe', 'pizzeria', 'bakery', 'salon', 'fitness'],
  portion: ['pizzeria', 'cafe', 'bakery'],
  delivery: ['pizzeria'],
  freshness: ['bakery', 'cafe', 'pizzeria'],
  equipment: ['fitness'],
  membership: ['fitness'],
};

/** What a mention says of its theme. */
export type Tone = 'praise' | 'complaint' | 'neutral';

/** The tones that carry an opinion: what Reputation counts, and what the inbox's Theme filter offers. */
export const OPINION_TONES = ['complaint', 'praise'] as const satisfies readonly Tone[];
export type OpinionTone = (typeof OPINION_TONES)[number];

/** One theme of one review: its tone and the clause that raised it, as the reviewer wrote it. */
export interface ThemeMention {
  theme: ThemeId;
  tone: Tone;
  quote: string;
}

export const isThemeId = (value: string): value is ThemeId => (THEMES as readonly string[]).includes(value);
