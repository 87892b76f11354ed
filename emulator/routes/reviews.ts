/**
 * `GET /reviews` and `GET /reviews/<id>` (service.md › Reviews; conventions.md › Reviews:
 * parameter names, defaults, order).
 */
import { AWAITING_RESPONSE, type AwaitingResponse, ERROR_CODES, LIMITS } from '../../lib/api/catalog';
import { ApiError, badParameter } from '../core/api-error';
import { success, successText } from '../core/envelope';
import { parseDayParam, parseIntParam, parseNumberParam, queryList } from '../core/params';
import type { AppContext } from '../middleware/app-env';
import { reviewListText, reviewSingleJson } from '../serialize/review-json';
import type { ReviewRecord } from '../state/model';
import { queryReviews, type ReviewFilters } from '../state/review-query';
import type { World } from '../state/world';
import type { ApiRouter } from './api-router';

function filtersOf(c: AppContext): ReviewFilters {
  const q = (name: string) => c.req.query(name);
  const awaiting = q('awaitingResponse');
  if (awaiting !== undefined && !(AWAITING_RESPONSE as readonly string[]).includes(awaiting))
    throw badParameter(`awaitingResponse must be one of ${AWAITING_RESPONSE.join(', ')}.`);
  return {
    locationIds: queryList(c.req.queries('locationIds')),
    publisherIds: queryList(c.req.queries('publisherIds')),
    minRating: parseNumberParam('minRating', q('minRating')),
    maxRating: parseNumberParam('maxRating', q('maxRating')),
    minPublisherDate: parseDayParam('minPublisherDate', q('minPublisherDate')),
    maxPublisherDate: parseDayParam('maxPublisherDate', q('maxPublisherDate')),
    minLastServiceUpdateDate: parseDayParam('minLastServiceUpdateDate', q('minLastServiceUpdateDate')),
    maxLastServiceUpdateDate: parseDayParam('maxLastServiceUpdateDate', q('maxLastServiceUpdateDate')),
    awaitingResponse: awaiting as AwaitingResponse | undefined,
    reviewContent: q('reviewContent') || undefined,
    reviewerName: q('reviewerName') || undefined,
  };
}

/** A review of the credential's account, or 404 code 2500. */
export function findReview(world: World, c: AppContext): ReviewRecord {
  const raw = c.req.param('reviewId') ?? '';
  const review = /^\d+$/.test(raw) ? world.reviews.get(Number(raw)) : undefined;
  if (!review || review.accountId !== c.get('account').id)
    throw new ApiError(404, ERROR_CODES.reviewNotFound, `Review ${raw} was not found.`);
  return review;
}

export function reviewRoutes(router: ApiRouter, world: World): void {
  router.on('GET', '/reviews', (c) => {
    const limit = parseIntParam('limit', c.req.query('limit'), {
      fallback: LIMITS.reviewsPage.default,
      min: 1,
      max: LIMITS.reviewsPage.max,
    });
    const offset = parseIntParam('offset', c.req.query('offset'), { fallback: 0, min: 0 });
    const page = queryReviews(world.reviewIndex(c.get('account').id), filtersOf(c), offset, limit);
    // Pages are assembled from each review's cached JSON: a 100-review page costs no serialisation.
    const reviews = page.reviews.map(reviewListText).join(',');
    return c.body(
      successText(
        `{"reviews":[${reviews}],"averageRating":${JSON.stringify(page.averageRating)},"count":${page.count}}`,
      ),
      200,
      { 'Content-Type': 'application/json' },
    );
  });

  router.on('GET', '/reviews/:reviewId', (c) => c.json(success(reviewSingleJson(findReview(world, c)))));
}
