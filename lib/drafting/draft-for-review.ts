/**
 * **Draft a reply**, from the page where the person clicked: reads what a draft is made from (the
 * drafting settings, the saved replies, the location's name, the business's recent replies) and
 * drafts it with the browser's model when the person allows it and it is ready, else composes it
 * (model-draft.ts). Nothing is sent anywhere: the stores read are this browser's own, and the model
 * runs on the device. Loaded when first clicked, so a composer opens without the lexicon and the
 * phrasebooks.
 */
import type { CommentVisibility } from '../api/catalog';
import { readNamesOf } from '../names/cached-names';
import { readAccountLanguages, usualLanguage } from '../review-language/language-tally';
import type { CachedReview } from '../reviews/cached-review';
import { readReplyTemplates } from '../reviews/reply-templates';
import { DEFAULT_DRAFT_LANGUAGE, type DraftLanguage, draftLanguageOf } from './draft-language';
import { type DraftSubject, draftRequest } from './draft-request';
import { type DraftingSettings, readDraftingSettings } from './drafting-settings';
import { draftReply, type ReplyDraft } from './model-draft';
import type { SampleReview } from './phrasebook';
import { phrasebookFor } from './phrasebooks';
import { readRecentReplies } from './recent-replies';

export interface DraftTarget {
  accountId: string;
  review: CachedReview;
  /** Answering a comment under the review. */
  parentId?: string;
  visibility?: CommentVisibility;
}

/**
 * What the reply answers: the review, or, when it answers a customer's comment, that comment's
 * words and author under the review's rating. A reply to the business's own comment answers the
 * review.
 */
export function subjectOf(review: CachedReview, parentId?: string): DraftSubject {
  const comment = parentId ? review.comments.find((candidate) => candidate.id === parentId) : undefined;
  if (comment && comment.authorRole !== 'BUSINESS_OWNER' && comment.message?.trim())
    return {
      reviewId: `${review.id}/${comment.id}`,
      rating: review.rating,
      content: comment.message,
      authorName: comment.authorName,
    };
  return {
    reviewId: review.id,
    rating: review.rating,
    ...(review.title ? { title: review.title } : {}),
    content: review.content ?? '',
    authorName: review.authorName,
  };
}

/** A draft, and the language it is in against the review's. */
export type ReviewDraft = ReplyDraft & DraftLanguage;

export async function draftForReview(target: DraftTarget, signal?: AbortSignal): Promise<ReviewDraft> {
  const { accountId, review } = target;
  const [settings, templates, names, recentReplies, languages] = await Promise.all([
    readDraftingSettings(),
    readReplyTemplates(),
    readNamesOf(accountId, { locationIds: [review.locationId] }),
    readRecentReplies(accountId, review.id),
    readAccountLanguages(accountId),
  ]);
  const language = draftLanguageOf(review, usualLanguage(languages), (code) => !!phrasebookFor(code));
  const request = draftRequest(subjectOf(review, target.parentId), {
    // Only a name the service gave: a reply never says "Location 1003".
    locationName: names.known.locations.get(review.locationId) ?? '',
    savedReplies: templates.map((template) => template.text),
    recentReplies,
    signOff: settings.signOff,
    visibility: target.visibility,
    language: language.language,
    reviewLanguage: language.reviewLanguage,
  });
  return { ...(await draftReply(request, { useModel: settings.useModel, signal })), ...language };
}

/**
 * Options › Drafting's preview: a draft of the phrasebook's sample review, made with `settings` as
 * the page shows them and the person's saved replies.
 */
export async function draftSample(
  settings: DraftingSettings,
): Promise<{ review: SampleReview; draft: ReplyDraft }> {
  const review = (phrasebookFor(DEFAULT_DRAFT_LANGUAGE) as { sample: SampleReview }).sample;
  const templates = await readReplyTemplates();
  const request = draftRequest(
    { reviewId: 'sample', ...review },
    {
      locationName: review.locationName,
      savedReplies: templates.map((template) => template.text),
      recentReplies: [],
      signOff: settings.signOff,
    },
  );
  return { review, draft: await draftReply(request, { useModel: settings.useModel }) };
}
