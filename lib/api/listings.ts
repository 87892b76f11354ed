import { z } from 'zod';
import { API_PATHS, ERROR_CODES, LIMITS } from './catalog';
import { ApiError } from './errors';
import { type OptInPair, planOptInBatches } from './opt-in-plan';
import { listItems, pageQuery } from './paging';
import { bracketList, listParam, unsafeListIds } from './query-params';
import {
  type Listing,
  type ListingList,
  listingListSchema,
  type Publisher,
  publisherListSchema,
} from './schemas/listings';
import type { Transport } from './transport';

export interface ListingListParams {
  /** Only listings of these locations. @default all */
  locationIds?: readonly string[];
  /** Only listings at these publishers. @default all */
  publisherIds?: readonly string[];
  /** Listings per page, at most `LIMITS.listingsPage.max`. @default 100 (the service's default) */
  limit?: number;
  /** @default 0 */
  offset?: number;
}

/** The outcome of one opt-in call. */
export interface OptInBatchResult {
  locationIds: string[];
  publisherIds: string[];
  /** Listings this call covered. */
  pairs: number;
  ok: boolean;
  /** Why the call failed, when `ok` is false. */
  error?: ApiError;
}

export interface OptInOptions {
  /** Called after each call, in order, e.g. to show progress. @default undefined */
  onBatch?: (result: OptInBatchResult) => void;
}

export interface ListingsApi {
  /** The publishers available to the account (`GET .../netlistings/publishers`, no paging). */
  publishers(): Promise<Publisher[]>;
  /** One page of listings, ordered by publisher then location. */
  list(params?: ListingListParams): Promise<ListingList>;
  /** Every matching listing, page after page. */
  iterate(params?: ListingListParams): AsyncGenerator<Listing, void, undefined>;
  /**
   * Opts in exactly the given listings, in as few calls as the service allows (see
   * `planOptInBatches`). One failed call does not stop the others; each result says how it went.
   */
  optIn(pairs: readonly OptInPair[], options?: OptInOptions): Promise<OptInBatchResult[]>;
}

export function createListingsApi(transport: Transport): ListingsApi {
  const list = (params: ListingListParams = {}) =>
    transport.call(
      API_PATHS.listings,
      {
        method: 'GET',
        query: {
          locationIds: listParam(params.locationIds),
          publisherIds: listParam(params.publisherIds),
          ...pageQuery(params, LIMITS.listingsPage),
        },
      },
      listingListSchema,
    );

  async function optIn(pairs: readonly OptInPair[], options: OptInOptions = {}) {
    const unsafe = unsafeListIds(pairs.flatMap((pair) => [pair.locationId, pair.publisherId]));
    if (unsafe.length)
      throw new ApiError(
        `Nothing was opted in: the ids ${unsafe.map((id) => JSON.stringify(id)).join(', ')} cannot be sent safely (an id may not be empty or hold a comma or a square bracket).`,
        { errors: [{ code: ERROR_CODES.badParameter, type: 'FATAL_ERROR', message: 'unsafe id in opt-in' }] },
      );
    const results: OptInBatchResult[] = [];
    // One call after the other: kinder to the hourly quota, and results arrive in plan order.
    for (const batch of planOptInBatches(pairs)) {
      let result: OptInBatchResult;
      try {
        await transport.callAllowingEmpty(
          API_PATHS.optIn,
          {
            method: 'PUT',
            query: {
              locationIds: bracketList(batch.locationIds),
              publisherIds: bracketList(batch.publisherIds),
            },
          },
          z.unknown(),
        );
        result = { ...batch, ok: true };
      } catch (error) {
        if (!(error instanceof ApiError)) throw error; // the caller's abort, or a bug
        result = { ...batch, ok: false, error };
      }
      results.push(result);
      options.onBatch?.(result);
    }
    return results;
  }

  return {
    publishers: () => transport.call(API_PATHS.publishers, { method: 'GET' }, publisherListSchema),
    list,
    iterate: (params = {}) => listItems(list, params, LIMITS.listingsPage, (page) => page.listings),
    optIn,
  };
}
