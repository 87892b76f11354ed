import { API_PATHS, LIMITS } from './catalog';
import { checkRequest } from './check-request';
import { listItems, type PagingParams, pageQuery } from './paging';
import { listParam } from './query-params';
import {
  type Comment,
  commentSchema,
  type NewComment,
  newCommentSchema,
  type Review,
  type ReviewFilters,
  type ReviewList,
  reviewFiltersSchema,
  reviewListSchema,
  reviewSchema,
} from './schemas/reviews';
import type { Transport } from './transport';

/** The list filters: one definition, with the emulator (lib/api/schemas/reviews.ts). */
export type { ReviewFilters };

export interface ReviewListParams extends ReviewFilters, PagingParams {
  /** Reviews per page, at most `LIMITS.reviewsPage.max`. @default 10 for `list` (the service's), 100 for `iterate` */
  limit?: number;
}

export interface ReviewsApi {
  /** One page, newest update first; `count` and `averageRating` cover every match. */
  list(params?: ReviewListParams): Promise<ReviewList>;
  /** Every matching review. */
  iterate(params?: ReviewListParams): AsyncGenerator<Review, void, undefined>;
  /** One review, in the single-review form (`publisherDate` as a date, `lastServiceUpdateDate`). */
  get(id: string): Promise<Review>;
  /**
   * Posts a reply (service.md › Reviews, 201). Never retried here: the outbox decides, so a reply
   * cannot post twice. A blank `content` fails locally.
   */
  comment(id: string, body: NewComment): Promise<Comment>;
}

export function createReviewsApi(transport: Transport): ReviewsApi {
  // async, so that a local refusal rejects the promise like any other failure instead of throwing.
  async function list(params: ReviewListParams = {}): Promise<ReviewList> {
    const { limit: _limit, offset: _offset, ...rest } = params;
    const f = checkRequest(reviewFiltersSchema, rest, 'review list request');
    return transport.call(
      API_PATHS.reviews,
      {
        method: 'GET',
        query: {
          locationIds: listParam(f.locationIds),
          publisherIds: listParam(f.publisherIds),
          minRating: f.minRating,
          maxRating: f.maxRating,
          minPublisherDate: f.minPublisherDate,
          maxPublisherDate: f.maxPublisherDate,
          minLastServiceUpdateDate: f.minLastServiceUpdateDate,
          maxLastServiceUpdateDate: f.maxLastServiceUpdateDate,
          awaitingResponse: f.awaitingResponse,
          reviewContent: f.reviewContent || undefined,
          reviewerName: f.reviewerName || undefined,
          reviewerEmail: f.reviewerEmail?.trim() || undefined,
          minNonOwnerComments: f.minNonOwnerComments,
          folderId: f.folderId || undefined,
          countries: listParam(f.countries),
          locationLabels: listParam(f.locationLabels),
          status: f.status,
          ...pageQuery(params, LIMITS.reviewsPage),
        },
      },
      reviewListSchema,
    );
  }

  return {
    list,
    iterate: (params = {}) => listItems(list, params, LIMITS.reviewsPage, (page) => page.reviews),
    get: (id) => transport.call(API_PATHS.review(id), { method: 'GET' }, reviewSchema),
    async comment(id, body) {
      const json = checkRequest(newCommentSchema, body, 'reply');
      return transport.call(API_PATHS.reviewComments(id), { method: 'POST', json }, commentSchema);
    },
  };
}
