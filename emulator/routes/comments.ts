/**
 * `POST /reviews/<id>/comments` (service.md › Reviews; conventions.md › Reviews: JSON body,
 * codes 22, 2503, 2504). The reply is the business's; the review moves to the top of the list.
 */
import {
  API_ACTOR,
  COMMENT_VISIBILITIES,
  canReplyToComment,
  canReplyToReview,
  DEFAULT_COMMENT_VISIBILITY,
  ERROR_CODES,
  REVIEW_RESPONSE_DETAILS,
} from '../../lib/api/catalog';
import { ApiError, badParameter, missingValue } from '../core/api-error';
import { readJsonObject } from '../core/body';
import { success } from '../core/envelope';
import { commentJson } from '../serialize/review-json';
import type { CommentRecord, Visibility } from '../state/model';
import type { World } from '../state/world';
import type { ApiRouter } from './api-router';
import { findReview } from './reviews';

export function commentRoutes(router: ApiRouter, world: World): void {
  router.on('POST', '/reviews/:reviewId/comments', async (c) => {
    const review = findReview(world, c);
    const body = await readJsonObject(c);
    if (body.content !== undefined && typeof body.content !== 'string')
      throw badParameter('content must be text.');
    const content = body.content ?? '';
    if (!content.trim()) throw missingValue('content is required: the text of the comment.');
    if (!canReplyToReview(review.publisherId))
      throw new ApiError(
        403,
        ERROR_CODES.publisherTakesNoReplies,
        `${review.publisherId} does not take replies.`,
      );
    const visibility = body.visibility ?? DEFAULT_COMMENT_VISIBILITY;
    if (!(COMMENT_VISIBILITIES as readonly unknown[]).includes(visibility))
      throw badParameter('visibility must be PUBLIC or PRIVATE.');

    let parentId: string | undefined;
    if (body.parentId !== undefined && body.parentId !== null && body.parentId !== '') {
      parentId = String(body.parentId);
      // Replying to a comment: only on the social network, and only to a comment of this review.
      if (!canReplyToComment(review.publisherId))
        throw new ApiError(
          400,
          ERROR_CODES.badParentId,
          `${review.publisherId} does not take replies to comments.`,
        );
      if (!review.comments.some((comment) => String(comment.id) === parentId))
        throw new ApiError(400, ERROR_CODES.badParentId, `Review ${review.id} has no comment ${parentId}.`);
    }

    const now = world.clock.now();
    const location = world.locations.get(review.locationId);
    const comment: CommentRecord = {
      id: world.commentIds.next++,
      publisherTime: now,
      authorName: location?.fields.locationName ?? c.get('account').name,
      authorRole: 'BUSINESS_OWNER',
      message: content,
      visibility: visibility as Visibility,
      ...(parentId !== undefined ? { parentId } : {}),
    };
    // conventions.md › Reviews: lastServiceUpdateTime changes whenever a comment changes.
    world.reviewIndex(review.accountId).update(review, () => {
      review.comments.push(comment);
      review.updatedTime = now;
    });
    world.logActivity({
      accountId: review.accountId,
      locationId: review.locationId,
      type: 'SOCIAL_POST',
      details: `${REVIEW_RESPONSE_DETAILS} on ${world.publisher(review.publisherId)?.name ?? review.publisherId}`,
      content,
      actor: API_ACTOR,
    });
    return c.json(success(commentJson(comment)), 201);
  });
}
