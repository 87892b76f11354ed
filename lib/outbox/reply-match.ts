/**
 * Finds, in a review read back from the service, the copies of a reply that its attempts posted
 * (the answer lost after the commit: the emulator's `dropAfterCommit`). Pure.
 *
 * A copy is a business-owner comment with the same text, visibility and parent, that the review
 * did not have when the reply was queued, and not older than the review's update time then (both
 * times on the service's clock, so the browser's clock cannot skew the comparison). A comment
 * another outbox record already holds as its own is that reply's, not a copy of this one.
 *
 * More than one copy means the service saved the reply twice: a browser may resend a POST whose
 * connection dropped before any answer (Chromium does, on a reused keep-alive connection), and
 * the service offers no idempotency key to tell the two apart.
 */
import type { Comment } from '../api';
import { DEFAULT_COMMENT_VISIBILITY } from '../api/catalog';
import type { OutboxItem } from './outbox-machine';

/** Line endings and surrounding blanks are not the person's words. */
const normalise = (text: string): string => text.replace(/\r\n?/g, '\n').trim();

/** `a >= b` on the precision both have: the single-review form may date to the day only. */
function notBefore(a: string, b: string): boolean {
  const length = Math.min(a.length, b.length);
  return a.slice(0, length) >= b.slice(0, length);
}

type Sought = Pick<OutboxItem, 'content' | 'visibility' | 'parentId' | 'knownCommentIds' | 'baseline'>;

/** Every copy of the reply on the review, in the service's order. */
export function findLandedReplies(
  item: Sought,
  comments: readonly Comment[],
  claimed: ReadonlySet<string> = new Set(),
): Comment[] {
  const content = normalise(item.content);
  const known = new Set(item.knownCommentIds);
  return comments.filter(
    (comment) =>
      comment.authorRole === 'BUSINESS_OWNER' &&
      !known.has(comment.id) &&
      !claimed.has(comment.id) &&
      normalise(comment.message) === content &&
      (comment.visibility ?? DEFAULT_COMMENT_VISIBILITY) === item.visibility &&
      (comment.parentId ?? undefined) === (item.parentId ?? undefined) &&
      (item.baseline === undefined || notBefore(comment.publisherDate, item.baseline)),
  );
}

/** What a read-back says about the reply: not there (yet), there once, or there more than once. */
export type ReadBack =
  | { kind: 'notLanded' }
  | { kind: 'once'; comment: Comment }
  /** `comment` is the first copy; `extra` the ones after it. */
  | { kind: 'doubled'; comment: Comment; extra: Comment[] };

export function readBackVerdict(
  item: Sought,
  comments: readonly Comment[],
  claimed?: ReadonlySet<string>,
): ReadBack {
  const [comment, ...extra] = findLandedReplies(item, comments, claimed);
  if (!comment) return { kind: 'notLanded' };
  return extra.length === 0 ? { kind: 'once', comment } : { kind: 'doubled', comment, extra };
}
