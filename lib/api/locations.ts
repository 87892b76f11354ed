import { API_PATHS, LIMITS } from './catalog';
import { listItems, type PagingParams, pageQuery } from './paging';
import { type Location, type LocationList, locationListSchema } from './schemas/locations';
import type { CallOptions, Transport } from './transport';

export interface LocationListParams extends PagingParams {
  /** Locations per page, at most `LIMITS.locationsPage.max`. @default 10 (the service's default) */
  limit?: number;
}

export interface LocationsApi {
  /** One page of the account's locations (`GET /v2/accounts/me/locations`). */
  list(params?: LocationListParams, options?: CallOptions): Promise<LocationList>;
  /** Every location, page after page (`limit` is the page size, the largest allowed by default). */
  iterate(params?: LocationListParams, options?: CallOptions): AsyncGenerator<Location, void, undefined>;
}

// conventions.md › Locations: `limit` default 10, max 50; `count` is the total.
export function createLocationsApi(transport: Transport): LocationsApi {
  const list = (params: LocationListParams = {}, options: CallOptions = {}): Promise<LocationList> =>
    transport.call(
      API_PATHS.locations,
      { method: 'GET', query: pageQuery(params, LIMITS.locationsPage), signal: options.signal },
      locationListSchema,
    );
  return {
    list,
    iterate: (params = {}, options = {}) =>
      listItems(
        (page) => list(page, options),
        params,
        LIMITS.locationsPage,
        (page) => page.locations,
      ),
  };
}
