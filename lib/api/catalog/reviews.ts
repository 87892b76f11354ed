/** Reviews and comments: statuses, filters, visibility, author roles, and who takes replies. */

/** Review `status` values (from `VERSION_GATES.reviewStatus`); a list without a filter shows LIVE ones. */
export const REVIEW_STATUSES = ['LIVE', 'QUARANTINED', 'REMOVED'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const DEFAULT_REVIEW_STATUS: ReviewStatus = 'LIVE';

/** `awaitingResponse` filter values (conventions.md › Reviews). */
export const AWAITING_RESPONSE = ['REVIEW', 'COMMENT', 'REVIEW_OR_COMMENT'] as const;
export type AwaitingResponse = (typeof AWAITING_RESPONSE)[number];

export const COMMENT_VISIBILITIES = ['PUBLIC', 'PRIVATE'] as const;
export type CommentVisibility = (typeof COMMENT_VISIBILITIES)[number];
/** service.md › Reviews: `visibility` defaults to PRIVATE when omitted. */
export const DEFAULT_COMMENT_VISIBILITY: CommentVisibility = 'PRIVATE';

/**
 * Publishers that take review replies, and whether they take replies to comments (`parentId`).
 * service.md › Reviews › Reply rules; conventions.md › Publishers.
 */
export const REPLY_PUBLISHERS: Readonly<Record<string, { comments: boolean }>> = {
  BRANDB: { comments: true },
  BRANDCMYBUSINESS: { comments: false },
};

export const canReplyToReview = (publisherId: string): boolean => publisherId in REPLY_PUBLISHERS;
export const canReplyToComment = (publisherId: string): boolean =>
  REPLY_PUBLISHERS[publisherId]?.comments === true;

/** service.md › Comment: `authorRole` values; a created comment defaults to BUSINESS_OWNER. */
export const COMMENT_AUTHOR_ROLES = ['BUSINESS_OWNER', 'CONSUMER'] as const;
export type KnownCommentAuthorRole = (typeof COMMENT_AUTHOR_ROLES)[number];
