/**
 * What a draft is made from, gathered for one review (or one customer comment under it): its
 * rating, words and themes, the reviewer's first name, the location, the visibility, the person's
 * saved replies filled in for this reviewer, their recent replies as voice examples with other
 * customers' names taken out (voice-examples.ts), and their sign-off. Pure: the composer and the
 * options page's preview read the stores, then call this.
 */
import type { CommentVisibility } from '../api/catalog';
import { fillTemplate, firstNameOf } from '../reviews/reply-templates';
import { themesOfReview } from '../themes/read-themes';
import { DEFAULT_DRAFT_LANGUAGE } from './draft-language';
import type { ModelDraftRequest } from './model-prompt';
import { type SentReply, voiceExamples } from './voice-examples';

/** What is being answered: the review, or a customer's comment under it (then its words and author). */
export interface DraftSubject {
  reviewId: string;
  rating: number;
  title?: string;
  content: string;
  authorName?: string;
}

export interface DraftContextInput {
  locationName: string;
  /** The saved replies' texts as stored, placeholders unfilled. */
  savedReplies: readonly string[];
  recentReplies: readonly SentReply[];
  signOff: string;
  /** The composer's choice; a reply with none chosen yet is drafted as if everyone reads it. */
  visibility?: CommentVisibility;
  /** What the draft is written in (draft-language.ts); English when absent. */
  language?: string;
  /** What the review reads as: its themes are read in it, and none in a language without a lexicon. */
  reviewLanguage?: string;
}

export function draftRequest(subject: DraftSubject, context: DraftContextInput): ModelDraftRequest {
  const language = context.language ?? DEFAULT_DRAFT_LANGUAGE;
  const voice = voiceExamples(context.recentReplies, subject.authorName);
  const fillContext = { authorName: subject.authorName, locationName: context.locationName };
  return {
    reviewId: subject.reviewId,
    rating: subject.rating,
    ...(subject.title ? { title: subject.title } : {}),
    content: subject.content,
    themes: themesOfReview(subject, context.reviewLanguage ?? language),
    firstName: firstNameOf(subject.authorName),
    ...(subject.authorName ? { authorName: subject.authorName } : {}),
    locationName: context.locationName,
    visibility: context.visibility ?? 'PUBLIC',
    savedReplies: context.savedReplies.map((text) => fillTemplate(text, fillContext)),
    recentReplies: voice.texts,
    otherNames: voice.otherNames,
    language,
    signOff: context.signOff,
  };
}
