/**
 * Comment threads of reviews on the reply-taking publishers (service.md › Comment): some answered
 * by the business, some where the consumer wrote last, some untouched; threaded replies
 * (`parentId`) only where the publisher takes them (catalog REPLY_PUBLISHERS).
 */
import { canReplyToComment, canReplyToReview } from '../../lib/api/catalog';
import { HOUR_MS, MINUTE_MS } from '../core/dates';
import type { Rng } from '../core/random';
import type { CommentRecord, ReviewRecord } from '../state/model';
import { consumerFollowUp, ownerReply } from './review-phrases';

export interface IdCounter {
  next: number;
}

type Thread = 'untouched' | 'answered' | 'consumer-last';

export function addCommentThread(
  review: ReviewRecord,
  businessName: string,
  rng: Rng,
  ids: IdCounter,
  anchor: number,
): void {
  if (!canReplyToReview(review.publisherId)) return;
  const thread = rng.weighted<Thread>([
    ['untouched', 35],
    ['answered', 42],
    ['consumer-last', 23],
  ]);
  if (thread === 'untouched') return;
  const threaded = canReplyToComment(review.publisherId);
  let time = review.publisherTime;
  const push = (role: CommentRecord['authorRole'], message: string, parent?: CommentRecord) => {
    const gap = rng.int(1, 240) * HOUR_MS + rng.int(0, 59) * MINUTE_MS;
    // A recent review gets its answers within the time left before the data's anchor.
    time += time + gap < anchor ? gap : Math.floor(((anchor - time) * rng.next()) / MINUTE_MS) * MINUTE_MS;
    const comment: CommentRecord = {
      id: ids.next++,
      publisherTime: time,
      authorName: role === 'BUSINESS_OWNER' ? businessName : review.authorName,
      authorRole: role,
      message,
      visibility: role === 'BUSINESS_OWNER' && rng.chance(0.2) ? 'PRIVATE' : 'PUBLIC',
    };
    if (parent && threaded) comment.parentId = String(parent.id);
    review.comments.push(comment);
    return comment;
  };
  const reply = () => ownerReply(rng, review.rating, review.authorName.split(' ')[0]);
  if (thread === 'answered') {
    const first = push('BUSINESS_OWNER', reply());
    if (rng.chance(0.25)) {
      const followUp = push('CONSUMER', consumerFollowUp(rng), first);
      push(
        'BUSINESS_OWNER',
        'Thanks for following up. We have sent you a direct message with the details.',
        followUp,
      );
    }
  } else if (threaded && rng.chance(0.35)) {
    // On the social network a consumer may comment before the business ever answers.
    push('CONSUMER', consumerFollowUp(rng));
  } else {
    const first = push('BUSINESS_OWNER', reply());
    push('CONSUMER', consumerFollowUp(rng), first);
  }
  review.updatedTime = Math.max(review.updatedTime, time);
}
