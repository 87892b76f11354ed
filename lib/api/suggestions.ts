import { z } from 'zod';
import {
  API_PATHS,
  type KnownSuggestionStatus,
  LIMITS,
  SUGGESTION_RESOLUTIONS,
  type SuggestionResolution,
} from './catalog';
import { checkRequest } from './check-request';
import { listItems, pageQuery } from './paging';
import { listParam } from './query-params';
import { type PublisherSuggestion, type SuggestionList, suggestionListSchema } from './schemas/suggestions';
import type { Transport } from './transport';

export interface SuggestionListParams {
  /** Only suggestions for these locations. @default all */
  locationIds?: readonly string[];
  /** Only suggestions of these publishers (the service returns `BRANDCMYBUSINESS` ones only). @default all */
  publisherIds?: readonly string[];
  /** Only suggestions in these statuses; `WAITING_ON_CUSTOMER` means pending. @default all */
  statuses?: readonly KnownSuggestionStatus[];
  /** Suggestions per page, at most `LIMITS.suggestionsPage.max`. @default 10 (the service's default) */
  limit?: number;
  /** @default 0 */
  offset?: number;
}

export interface SuggestionsApi {
  /** One page of publisher suggestions (`GET .../netlistings/publishersuggestions`). */
  list(params?: SuggestionListParams): Promise<SuggestionList>;
  /** Every matching suggestion, page after page. */
  iterate(params?: SuggestionListParams): AsyncGenerator<PublisherSuggestion, void, undefined>;
  /**
   * Accepts (the location takes the publisher's value) or rejects a pending suggestion
   * (service.md › Publisher suggestion). One no longer pending fails with 409, code 7304.
   */
  resolve(id: string, status: SuggestionResolution): Promise<void>;
}

// conventions.md › Publisher suggestions: `limit` default 10, max 50; filters comma-separated.
export function createSuggestionsApi(transport: Transport): SuggestionsApi {
  const list = (params: SuggestionListParams = {}) =>
    transport.call(
      API_PATHS.suggestions,
      {
        method: 'GET',
        query: {
          locationIds: listParam(params.locationIds),
          publisherIds: listParam(params.publisherIds),
          statuses: listParam(params.statuses),
          ...pageQuery(params, LIMITS.suggestionsPage),
        },
      },
      suggestionListSchema,
    );
  return {
    list,
    iterate: (params = {}) => listItems(list, params, LIMITS.suggestionsPage, (page) => page.suggestions),
    async resolve(id, status) {
      await transport.callAllowingEmpty(
        API_PATHS.suggestion(id),
        {
          method: 'PUT',
          query: { status: checkRequest(z.enum(SUGGESTION_RESOLUTIONS), status, 'decision') },
        },
        z.unknown(),
      );
    },
  };
}
