/**
 * Accepting or rejecting a publisher suggestion (service.md › Publisher suggestion). Afterwards the
 * list is fetched again and, after accepting, the location is read back so its field shows the new
 * value. A suggestion resolved elsewhere meanwhile (409, code 7304) or gone (404, code 7300) is
 * explained in words, and the list is refreshed so it shows where the suggestion stands.
 */

import type { ApiClient } from '../api';
import { ERROR_CODES, type SuggestionResolution } from '../api/catalog';
import type { FeatureDeps } from '../background/feature';
import { AppError } from '../errors/app-error';
import { i18n } from '../i18n/translate';
import { fetchLocation } from '../locations/location-sync';
import { announce, cacheLocation, updateSummary } from './listing-cache-writes';
import { refreshSuggestions } from './listing-refresh';

export interface SuggestionOutcome {
  id: string;
  status: SuggestionResolution;
  /** The location's field after the change, as the service reports it (accepting only). */
  locationUpdated: boolean;
}

interface ApiErrorLike {
  name?: string;
  status?: number;
  code?: number;
}

const isApiError = (error: unknown): error is ApiErrorLike =>
  error instanceof Error && (error.name === 'ApiError' || error.name === 'AuthError');

export async function resolveSuggestion(
  deps: FeatureDeps,
  accountId: string,
  input: { id: string; locationId: string; status: SuggestionResolution },
): Promise<SuggestionOutcome> {
  return deps.withApi(accountId, async (api) => {
    try {
      await api.suggestions.resolve(input.id, input.status);
    } catch (error) {
      const explained = explain(error);
      if (!explained) throw error;
      await reloadSuggestions(deps, api, accountId);
      throw explained;
    }
    let locationUpdated = false;
    if (input.status === 'ACCEPTED') {
      const location = await fetchLocation(api.locations, input.locationId);
      if (location) {
        await cacheLocation(accountId, location);
        locationUpdated = true;
      }
    }
    await reloadSuggestions(deps, api, accountId);
    return { id: input.id, status: input.status, locationUpdated };
  });
}

/** 409 and 404 of a suggestion in words; anything else is left to the generic handling. */
function explain(error: unknown): AppError | undefined {
  if (!isApiError(error)) return undefined;
  if (error.status === 409 || error.code === ERROR_CODES.suggestionNotPending)
    return new AppError('service', i18n.t('suggestions.alreadyResolved'));
  if (error.status === 404 && error.code === ERROR_CODES.suggestionNotFound)
    return new AppError('notFound', i18n.t('suggestions.gone'));
  return undefined;
}

async function reloadSuggestions(deps: FeatureDeps, api: ApiClient, accountId: string): Promise<void> {
  const change = await refreshSuggestions(api, accountId, deps.now());
  await updateSummary(accountId, change);
  announce(accountId, ['suggestions', 'snapshots']);
}
