/**
 * `GET /reviews` and `GET /reviews/<id>` (service.md › Reviews; conventions.md › Reviews:
 * parameter names, defaults, order; the 2017 filters, `status` and page tokens behind their
 * version gates, emulator/README.md › Versions).
 */
import {
  AWAITING_RESPONSE,
  DEFAULT_REVIEW_STATUS,
  ERROR_CODES,
  LIMITS,
  REVIEW_STATUSES,
  VERSION_GATES,
} from '../../lib/api/catalog';
import { ApiError, badParameter } from '../core/api-error';
import { success, successText } from '../core/envelope';
import {
  parseDayParam,
  parseEnumParam,
  parseIntParam,
  parseNumberParam,
  parseOptionalIntParam,
  queryList,
} from '../core/params';
import { gateOpen } from '../core/version';
import type { AppContext } from '../middleware/app-env';
import { reviewListText, reviewSingleJson } from '../serialize/review-json';
import type { ReviewRecord } from '../state/model';
import { filtersHash, type TokenScope } from '../state/page-tokens';
import type { OrderKey } from '../state/review-index';
import { queryReviews, type ReviewFilters, type ReviewWindow } from '../state/review-query';
import type { World } from '../state/world';
import type { ApiRouter } from './api-router';

function filtersOf(c: AppContext): ReviewFilters {
  const q = (name: string) => c.req.query(name);
  return {
    locationIds: queryList(c.req.queries('locationIds')),
    publisherIds: queryList(c.req.queries('publisherIds')),
    minRating: parseNumberParam('minRating', q('minRating')),
    maxRating: parseNumberParam('maxRating', q('maxRating')),
    minPublisherDate: parseDayParam('minPublisherDate', q('minPublisherDate')),
    maxPublisherDate: parseDayParam('maxPublisherDate', q('maxPublisherDate')),
    minLastServiceUpdateDate: parseDayParam('minLastServiceUpdateDate', q('minLastServiceUpdateDate')),
    maxLastServiceUpdateDate: parseDayParam('maxLastServiceUpdateDate', q('maxLastServiceUpdateDate')),
    awaitingResponse: parseEnumParam('awaitingResponse', q('awaitingResponse'), AWAITING_RESPONSE),
    reviewContent: q('reviewContent') || undefined,
    reviewerName: q('reviewerName') || undefined,
    reviewerEmail: q('reviewerEmail')?.trim() || undefined,
    minNonOwnerComments: parseOptionalIntParam('minNonOwnerComments', q('minNonOwnerComments'), 0),
    folderId: q('folderId') || undefined,
    countries: queryList(c.req.queries('countries')),
    locationLabels: queryList(c.req.queries('locationLabels')),
    // Before its gate `status` is an unknown parameter, ignored like any other: LIVE reviews only.
    status: gateOpen(c, VERSION_GATES.reviewStatus)
      ? parseEnumParam('status', q('status'), REVIEW_STATUSES)
      : undefined,
  };
}

/** A review of the credential's account that the request's version can see, or 404 code 2500. */
export function findReview(world: World, c: AppContext): ReviewRecord {
  const raw = c.req.param('reviewId') ?? '';
  const review = /^\d+$/.test(raw) ? world.reviews.get(Number(raw)) : undefined;
  const visible = review?.status === DEFAULT_REVIEW_STATUS || gateOpen(c, VERSION_GATES.reviewStatus);
  if (!review || review.accountId !== c.get('account').id || !visible)
    throw new ApiError(404, ERROR_CODES.reviewNotFound, `Review ${raw} was not found.`);
  return review;
}

/** The page's window: an offset, or the cursor of a page token (which excludes `offset`). */
function windowOf(c: AppContext, world: World, scope: TokenScope, limit: number): ReviewWindow {
  const offsetRaw = c.req.query('offset');
  // An empty pageToken is how some clients write an unset one: the first page.
  const token = gateOpen(c, VERSION_GATES.reviewPageTokens)
    ? c.req.query('pageToken') || undefined
    : undefined;
  if (token !== undefined && offsetRaw !== undefined)
    throw badParameter(
      'Send pageToken or offset, not both: pageToken already says where the next page starts.',
    );
  if (token !== undefined) {
    const after = world.pageTokens.read(token, scope, world.clock.now()) as OrderKey;
    return { limit, after };
  }
  return { limit, offset: parseIntParam('offset', offsetRaw, { fallback: 0, min: 0 }) };
}

export function reviewRoutes(router: ApiRouter, world: World): void {
  router.on('GET', '/reviews', (c) => {
    const account = c.get('account');
    const limit = parseIntParam('limit', c.req.query('limit'), {
      fallback: LIMITS.reviewsPage.default,
      min: 1,
      max: LIMITS.reviewsPage.max,
    });
    const filters = filtersOf(c);
    const scope: TokenScope = { list: 'reviews', accountId: account.id, filters: filtersHash(filters) };
    const window = windowOf(c, world, scope, limit);
    const page = queryReviews(world.reviewIndex(account.id), account.locations, filters, window);
    // Pages are assembled from each review's cached JSON: a 100-review page costs no serialisation.
    const withStatus = gateOpen(c, VERSION_GATES.reviewStatus);
    const reviews = page.reviews.map((review) => reviewListText(review, withStatus)).join(',');
    // A caller paging by offset keeps doing so: only a request without `offset` is handed a token.
    const last = page.reviews.at(-1);
    const tokens = gateOpen(c, VERSION_GATES.reviewPageTokens) && c.req.query('offset') === undefined;
    const next =
      tokens && page.more && last
        ? world.pageTokens.issue(scope, { updatedTime: last.updatedTime, id: last.id }, world.clock.now())
        : undefined;
    const token = next ? `,"nextPageToken":${JSON.stringify(next)}` : '';
    return c.body(
      successText(
        `{"reviews":[${reviews}],"averageRating":${JSON.stringify(page.averageRating)},"count":${page.count}${token}}`,
      ),
      200,
      { 'Content-Type': 'application/json' },
    );
  });

  router.on('GET', '/reviews/:reviewId', (c) => {
    const review = findReview(world, c);
    return c.json(success(reviewSingleJson(review, gateOpen(c, VERSION_GATES.reviewStatus))));
  });
}
