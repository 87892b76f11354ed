/**
 * Whether a review awaits the business's response, computed locally exactly as the service's
 * `awaitingResponse` filter defines it (conventions.md › Reviews), so the cache agrees with what
 * the service would answer without asking it.
 */
import type { Comment } from '../api';
import { canReplyToReview } from '../api/catalog';

/** `REVIEW`: no business-owner comment at all; `COMMENT`: the newest comment is a consumer's. */
export type AwaitingKind = 'REVIEW' | 'COMMENT';

type CommentLike = Pick<Comment, 'authorRole' | 'publisherDate'>;

/**
 * The newest comment: latest `publisherDate` (minute precision), and on a tie the later one in the
 * list, which is the order the service appends them in.
 */
export function newestComment<C extends CommentLike>(comments: readonly C[]): C | undefined {
  let newest: C | undefined;
  for (const comment of comments)
    if (!newest || comment.publisherDate >= newest.publisherDate) newest = comment;
  return newest;
}

export function awaitingResponse(comments: readonly CommentLike[]): AwaitingKind | null {
  if (!comments.some((comment) => comment.authorRole === 'BUSINESS_OWNER')) return 'REVIEW';
  return newestComment(comments)?.authorRole === 'CONSUMER' ? 'COMMENT' : null;
}

/**
 * Awaiting a response that can actually be given: the publisher takes replies (catalog
 * REPLY_PUBLISHERS). Most publishers never carry comments, so by the service's definition every
 * review there "awaits" one; counting those on the badge would only show a number nobody can lower.
 */
export function needsReply(review: { publisherId: string; comments: readonly CommentLike[] }): boolean {
  return canReplyToReview(review.publisherId) && awaitingResponse(review.comments) !== null;
}
