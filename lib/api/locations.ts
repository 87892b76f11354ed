import { API_PATHS, LIMITS } from './catalog';
import { items, pages } from './paging';
import { clampLimit, clampOffset, iterationStart } from './query-params';
import { type Location, type LocationList, locationListSchema } from './schemas/locations';
import type { CallOptions, Transport } from './transport';

export interface LocationListParams {
  /** Locations per page, at most `LIMITS.locationsPage.max`. @default 10 (the service's default) */
  limit?: number;
  /** @default 0 */
  offset?: number;
}

export interface LocationsApi {
  /** One page of the account's locations (`GET /v2/accounts/me/locations`). */
  list(params?: LocationListParams, options?: CallOptions): Promise<LocationList>;
  /** Every location, page after page (`limit` is the page size, the largest allowed by default). */
  iterate(params?: LocationListParams, options?: CallOptions): AsyncGenerator<Location, void, undefined>;
}

// conventions.md › Locations: `limit` default 10, max 50; `count` is the total.
export function createLocationsApi(transport: Transport): LocationsApi {
  const list = (params: LocationListParams = {}, options: CallOptions = {}) =>
    transport.call(
      API_PATHS.locations,
      {
        method: 'GET',
        query: { limit: clampLimit(params.limit, LIMITS.locationsPage), offset: clampOffset(params.offset) },
        signal: options.signal,
      },
      locationListSchema,
    );
  return {
    list,
    iterate: (params = {}, options = {}) =>
      items(
        pages(
          (page) => list(page, options),
          (page) => ({ length: page.locations.length, count: page.count }),
          iterationStart(params, LIMITS.locationsPage),
        ),
        (page) => page.locations,
      ),
  };
}
