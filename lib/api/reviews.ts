import { API_PATHS, LIMITS } from './catalog';
import { checkRequest } from './check-request';
import { items, pages } from './paging';
import { clampLimit, clampOffset, iterationStart, listParam } from './query-params';
import {
  type Comment,
  commentSchema,
  type NewComment,
  newCommentSchema,
  type Review,
  type ReviewFilters,
  type ReviewList,
  reviewListSchema,
  reviewSchema,
} from './schemas/reviews';
import type { CallOptions, Transport } from './transport';

// The filters are shared with the emulator, which may import only schemas (README › Layout).
export type { ReviewFilters };

export interface ReviewListParams extends ReviewFilters {
  /** Reviews per page, at most `LIMITS.reviewsPage.max`. @default 10 for `list` (the service's), 100 for `pages`/`iterate` */
  limit?: number;
  /** @default 0 */
  offset?: number;
}

/** A page of reviews with the offset it was asked at. */
export type ReviewPage = ReviewList & { offset: number };

export interface ReviewsApi {
  /** One page, newest update first; `count` and `averageRating` cover every match. */
  list(params?: ReviewListParams, options?: CallOptions): Promise<ReviewList>;
  /** Pages of matching reviews, newest update first: a sync can stop at the first one it has seen. */
  pages(params?: ReviewListParams, options?: CallOptions): AsyncGenerator<ReviewPage, void, undefined>;
  /** Every matching review. */
  iterate(params?: ReviewListParams, options?: CallOptions): AsyncGenerator<Review, void, undefined>;
  /** One review, in the single-review form (`publisherDate` as a date, `lastServiceUpdateDate`). */
  get(id: string, options?: CallOptions): Promise<Review>;
  /**
   * Posts a reply (service.md › Reviews, 201). Never retried here: the outbox decides, so a reply
   * cannot post twice. A blank `content` fails locally.
   */
  comment(id: string, body: NewComment, options?: CallOptions): Promise<Comment>;
}

export function createReviewsApi(transport: Transport): ReviewsApi {
  const list = (params: ReviewListParams = {}, options: CallOptions = {}) =>
    transport.call(
      API_PATHS.reviews,
      {
        method: 'GET',
        query: {
          locationIds: listParam(params.locationIds),
          publisherIds: listParam(params.publisherIds),
          minRating: params.minRating,
          maxRating: params.maxRating,
          minPublisherDate: params.minPublisherDate,
          maxPublisherDate: params.maxPublisherDate,
          minLastServiceUpdateDate: params.minLastServiceUpdateDate,
          maxLastServiceUpdateDate: params.maxLastServiceUpdateDate,
          awaitingResponse: params.awaitingResponse,
          reviewContent: params.reviewContent || undefined,
          reviewerName: params.reviewerName || undefined,
          limit: clampLimit(params.limit, LIMITS.reviewsPage),
          offset: clampOffset(params.offset),
        },
        signal: options.signal,
      },
      reviewListSchema,
    );

  const reviewPages = (params: ReviewListParams = {}, options: CallOptions = {}) =>
    pages(
      (page) => list({ ...params, ...page }, options),
      (page) => ({ length: page.reviews.length, count: page.count }),
      iterationStart(params, LIMITS.reviewsPage),
    );

  return {
    list,
    pages: reviewPages,
    iterate: (params = {}, options = {}) => items(reviewPages(params, options), (page) => page.reviews),
    get: (id, options = {}) =>
      transport.call(API_PATHS.review(id), { method: 'GET', signal: options.signal }, reviewSchema),
    async comment(id, body, options = {}) {
      const json = checkRequest(newCommentSchema, body, 'reply');
      return transport.call(
        API_PATHS.reviewComments(id),
        { method: 'POST', json, signal: options.signal },
        commentSchema,
      );
    },
  };
}
