/**
 * Finds, in a review read back from the service, the reply an earlier attempt may already have
 * posted (the response lost after the commit: the emulator's `dropAfterCommit`). Pure.
 *
 * A match is a business-owner comment with the same text, visibility and parent, that the review
 * did not have when the reply was queued, and not older than the review's update time then (both
 * times on the service's clock, so the browser's clock cannot skew the comparison).
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

export function findLandedReply(
  item: Pick<OutboxItem, 'content' | 'visibility' | 'parentId' | 'knownCommentIds' | 'baseline'>,
  comments: readonly Comment[],
): Comment | undefined {
  const content = normalise(item.content);
  const known = new Set(item.knownCommentIds);
  return comments.find(
    (comment) =>
      comment.authorRole === 'BUSINESS_OWNER' &&
      !known.has(comment.id) &&
      normalise(comment.message) === content &&
      (comment.visibility ?? DEFAULT_COMMENT_VISIBILITY) === item.visibility &&
      (comment.parentId ?? undefined) === (item.parentId ?? undefined) &&
      (item.baseline === undefined || notBefore(comment.publisherDate, item.baseline)),
  );
}
