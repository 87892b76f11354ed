/**
 * Which updates of a review are news to the person (docs/features.md › Reviews: a
 * change that our own reply caused never makes a review new). Pure.
 *
 * - A review that first arrives in a poll is unread ("new"); history from the backfill is read.
 * - A customer's new comment makes it unread, naming who wrote it.
 * - The reviewer editing the review (rating, title, text) or one of their comments makes it unread.
 * - Anything else leaves the read state as it was: the business's own reply (posted from here or
 *   elsewhere), which also moves the review's update time, is not news.
 */
import type { Comment, Review } from '../api';

/** Why a review is unread, shown on the popup card and the side-panel row. */
export type UnreadReason = { kind: 'new' } | { kind: 'comment'; authorName: string } | { kind: 'edited' };

export interface ReadState {
  read: boolean;
  /** Set only while unread, and only when an update made it so (not a "Mark as unread"). */
  unreadReason?: UnreadReason;
}

/** What the cache held of the review before the update. */
export type KnownReview = Pick<Review, 'rating' | 'content' | 'title' | 'authorName'> & {
  comments: readonly Comment[];
} & ReadState;

const fromCustomer = (comment: Comment): boolean => comment.authorRole !== 'BUSINESS_OWNER';

/** The news in `review` against what was known, or undefined when there is none. */
export function newsIn(review: Review, known: KnownReview): UnreadReason | undefined {
  const before = new Map(known.comments.map((comment) => [comment.id, comment]));
  const added = review.comments.filter((comment) => !before.has(comment.id) && fromCustomer(comment));
  const latest = added.at(-1);
  if (latest) return { kind: 'comment', authorName: latest.authorName.trim() };
  const rewritten = review.comments.some((comment) => {
    const old = before.get(comment.id);
    return old !== undefined && fromCustomer(comment) && old.message !== comment.message;
  });
  const edited =
    review.rating !== known.rating ||
    review.content !== known.content ||
    (review.title ?? '') !== (known.title ?? '') ||
    review.authorName !== known.authorName;
  return rewritten || edited ? { kind: 'edited' } : undefined;
}

/** The read state of a review after an update (`known` undefined: first seen). */
export function readStateAfter(
  review: Review,
  known: KnownReview | undefined,
  origin: 'backfill' | 'poll',
): ReadState {
  if (!known) return origin === 'backfill' ? { read: true } : { read: false, unreadReason: { kind: 'new' } };
  const news = newsIn(review, known);
  if (news) return { read: false, unreadReason: news };
  return known.read
    ? { read: true }
    : { read: false, ...(known.unreadReason ? { unreadReason: known.unreadReason } : {}) };
}
