import { API_PATHS, LIMITS } from './catalog';
import { listItems, type PagingParams, pageQuery } from './paging';
import { type Location, type LocationList, locationListSchema } from './schemas/locations';
import type { Transport } from './transport';

export interface LocationListParams extends PagingParams {
  /** Locations per page, at most `LIMITS.locationsPage.max`. @default 10 (the service's default) */
  limit?: number;
}

export interface LocationsApi {
  /** One page of the account's locations (`GET /v2/accounts/me/locations`). */
  list(params?: LocationListParams): Promise<LocationList>;
  /** Every location, page after page (`limit` is the page size, the largest allowed by default). */
  iterate(params?: LocationListParams): AsyncGenerator<Location, void, undefined>;
}

// conventions.md › Locations: `limit` default 10, max 50; `count` is the total.
export function createLocationsApi(transport: Transport): LocationsApi {
  const list = (params: LocationListParams = {}): Promise<LocationList> =>
    transport.call(
      API_PATHS.locations,
      { method: 'GET', query: pageQuery(params, LIMITS.locationsPage) },
      locationListSchema,
    );
  return {
    list,
    iterate: (params = {}) => listItems(list, params, LIMITS.locationsPage, (page) => page.locations),
  };
}
