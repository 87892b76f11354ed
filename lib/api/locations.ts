import { API_PATHS, ERROR_CODES, LIMITS } from './catalog';
import { ApiError } from './errors';
import { items, pages, tokenPages } from './paging';
import { clampLimit, clampOffset, iterationStart } from './query-params';
import { type Location, type LocationList, locationListSchema } from './schemas/locations';
import type { CallOptions, Transport } from './transport';

export interface LocationListParams {
  /** Locations per page, at most `LIMITS.locationsPage.max`. @default 10 (the service's default) */
  limit?: number;
  /** Where the page starts; not with `pageToken`. @default 0 */
  offset?: number;
  /** A `nextPageToken` of an earlier page; not with `offset`. @default undefined */
  pageToken?: string;
  /** How `iterate` walks: by `offset`, or by following `nextPageToken`. `list` ignores it. @default 'offset' */
  paging?: 'offset' | 'token';
}

export interface LocationsApi {
  /** One page of the account's locations (`GET /v2/accounts/me/locations`). */
  list(params?: LocationListParams, options?: CallOptions): Promise<LocationList>;
  /** Every location, page after page (`limit` is the page size, the largest allowed by default). */
  iterate(params?: LocationListParams, options?: CallOptions): AsyncGenerator<Location, void, undefined>;
}

// conventions.md › Locations: `limit` default 10, max 50; `count` is the total.
export function createLocationsApi(transport: Transport): LocationsApi {
  // async, so that a local refusal rejects the promise like any other failure instead of throwing.
  async function list(params: LocationListParams = {}, options: CallOptions = {}): Promise<LocationList> {
    if (params.pageToken && params.offset !== undefined)
      throw new ApiError('The location list request was not sent: give pageToken or offset, not both.', {
        errors: [
          { code: ERROR_CODES.badParameter, type: 'FATAL_ERROR', message: 'pageToken: not with offset' },
        ],
      });
    return transport.call(
      API_PATHS.locations,
      {
        method: 'GET',
        query: {
          limit: clampLimit(params.limit, LIMITS.locationsPage),
          offset: clampOffset(params.offset),
          pageToken: params.pageToken || undefined,
        },
        signal: options.signal,
      },
      locationListSchema,
    );
  }
  const size = (page: LocationList) => ({ length: page.locations.length, count: page.count });
  const walk = (params: LocationListParams, options: CallOptions) => {
    const start = iterationStart(params, LIMITS.locationsPage);
    if (params.paging !== 'token') return pages((page) => list(page, options), size, start);
    return tokenPages(
      (pageToken) => list({ limit: start.limit, pageToken }, options),
      size,
      params.pageToken,
    );
  };
  return {
    list,
    iterate: (params = {}, options = {}) => items(walk(params, options), (page) => page.locations),
  };
}
