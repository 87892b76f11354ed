/**
 * What the browser's model is asked (model-draft.ts): a system prompt with the rules and the
 * person's voice, and the review to answer. The prompt is instructions to a model, not text shown
 * to anyone, so it is written once, in English, and names the language the reply must be in.
 */
import { languageName } from '../i18n/format';
import type { ThemeMention } from '../themes/theme-ids';
import { MAX_DRAFT_WORDS } from './draft-rules';

export interface ModelDraftRequest {
  reviewId: string;
  rating: number;
  title?: string;
  content: string;
  themes: readonly Pick<ThemeMention, 'theme' | 'tone'>[];
  firstName?: string;
  /** The reviewer's name as the publisher gives it, for the rules' personal-data check. */
  authorName?: string;
  locationName: string;
  visibility: 'PUBLIC' | 'PRIVATE';
  /** The person's saved replies, placeholders filled for this review. */
  savedReplies: readonly string[];
  /** A few replies the person sent lately, their own voice, other customers' names taken out. */
  recentReplies: readonly string[];
  /** The names taken out of them: a draft using one is refused (draft-rules.ts). */
  otherNames?: readonly string[];
  /** The review's language ("en"): the reply is written in it. */
  language: string;
  signOff?: string;
}

/** Voice examples: at most this many, each cut to this many words, so the prompt stays small. */
const EXAMPLES = 4;
const EXAMPLE_WORDS = 60;

const clip = (text: string) => {
  const words = text.trim().split(/\s+/);
  return words.length <= EXAMPLE_WORDS ? words.join(' ') : `${words.slice(0, EXAMPLE_WORDS).join(' ')}…`;
};

export function systemPrompt(request: ModelDraftRequest): string {
  const examples = [...request.recentReplies, ...request.savedReplies]
    .filter((text) => text.trim())
    .slice(0, EXAMPLES)
    .map((text, i) => `${i + 1}. ${clip(text)}`);
  return [
    request.locationName.trim()
      ? `You write the reply of a local business, ${request.locationName}, to a customer's review.`
      : "You write the reply of a local business to a customer's review.",
    'Rules:',
    '- Thank the reviewer.',
    '- Answer each theme the reviewer raised, specifically, in plain words.',
    '- If they complained, apologise and say what the business does next.',
    '- Never promise a refund, compensation, a discount or anything free.',
    '- Never admit legal fault or liability.',
    '- No personal data: no surnames, emails, phone numbers or health details.',
    `- At most ${MAX_DRAFT_WORDS - 10} words. Write only the reply: no preamble, no placeholders, no sign-off.`,
    `- Write in ${languageName(request.language, 'en') ?? request.language}.`,
    ...(examples.length > 0
      ? [
          "The business's own earlier replies, for its voice only (never copy their names or details):",
          ...examples,
        ]
      : []),
  ].join('\n');
}

export function userPrompt(request: ModelDraftRequest): string {
  const themes = request.themes.map(({ theme, tone }) => `${theme} (${tone})`).join(', ') || 'none found';
  return [
    `Review, ${request.rating} of 5 stars${request.title ? `, titled "${request.title}"` : ''}:`,
    `"${request.content}"`,
    `Themes raised: ${themes}.`,
    request.firstName
      ? `Reviewer's first name: ${request.firstName}.`
      : 'The reviewer gave no first name: greet them without one.',
    request.visibility === 'PRIVATE'
      ? 'The reply is private: only the reviewer reads it.'
      : 'The reply is public: everyone who reads the review reads it.',
    'Write the reply.',
  ].join('\n');
}
