/**
 * Publisher suggestions: list, accept, reject (service.md › Publisher suggestion;
 * conventions.md › Publisher suggestions).
 */
import {
  ERROR_CODES,
  LIMITS,
  PENDING_SUGGESTION_STATUS,
  SUGGESTION_RESOLUTIONS,
  SUGGESTION_STATUSES,
} from '../../lib/api/catalog';
import { ApiError, badParameter, missingValue } from '../core/api-error';
import { success } from '../core/envelope';
import { parseIntParam, queryList } from '../core/params';
import type { SuggestionRecord } from '../state/model';
import type { World } from '../state/world';
import type { ApiRouter } from './api-router';

/** The field a suggestion changes, as the activity log's text says it (a person reads it, not code). */
const FIELD_WORDS: Record<SuggestionRecord['fieldName'], string> = {
  phone: 'phone number',
  websiteUrl: 'website',
  description: 'description',
  address: 'address',
};

export function suggestionRoutes(router: ApiRouter, world: World): void {
  router.on('GET', '/netlistings/publishersuggestions', (c) => {
    const limit = parseIntParam('limit', c.req.query('limit'), {
      fallback: LIMITS.suggestionsPage.default,
      min: 1,
      max: LIMITS.suggestionsPage.max,
    });
    const offset = parseIntParam('offset', c.req.query('offset'), { fallback: 0, min: 0 });
    const statuses = queryList(c.req.queries('statuses'));
    const unknown = statuses?.filter((s) => !(SUGGESTION_STATUSES as readonly string[]).includes(s));
    if (unknown?.length) throw badParameter(`Unknown suggestion status: ${unknown.join(', ')}.`);
    const filter = {
      locationIds: queryList(c.req.queries('locationIds')),
      publisherIds: queryList(c.req.queries('publisherIds')),
      statuses,
    };
    return c.json(success(world.suggestions.list(c.get('account').id, filter, offset, limit)));
  });

  router.on('PUT', '/netlistings/publishersuggestions/:suggestionId', async (c) => {
    const account = c.get('account');
    const status = c.req.query('status') ?? (await statusFromBody(c.req.raw));
    if (!status) throw missingValue('status is required: ACCEPTED or REJECTED.');
    if (!(SUGGESTION_RESOLUTIONS as readonly string[]).includes(status))
      throw badParameter('status must be ACCEPTED or REJECTED.');
    const suggestion = world.suggestions.get(account.id, c.req.param('suggestionId') ?? '');
    if (!suggestion) throw new ApiError(404, ERROR_CODES.suggestionNotFound, 'Suggestion not found.');
    if (suggestion.status !== PENDING_SUGGESTION_STATUS)
      throw new ApiError(
        409,
        ERROR_CODES.suggestionNotPending,
        `The suggestion is already ${suggestion.status}.`,
      );

    const now = world.clock.now();
    const location = world.locations.get(suggestion.locationId);
    if (status === 'ACCEPTED' && location) {
      // Accepting writes the publisher's value into the location; rejecting leaves it as it was.
      location.fields[suggestion.fieldName] = suggestion.suggestedContent;
      location.fields.timestamp = now;
    }
    suggestion.status = status;
    suggestion.dateResolved = now;
    suggestion.resolvedBy = 'API';
    const publisher = world.publisher(suggestion.publisherId);
    world.logActivity({
      accountId: account.id,
      locationId: suggestion.locationId,
      type: status === 'ACCEPTED' ? 'PUBLISHER_SUGGESTION_APPROVED' : 'PUBLISHER_SUGGESTION_REJECTED',
      details: `${status === 'ACCEPTED' ? 'Accepted' : 'Rejected'} a suggestion from ${publisher?.name ?? suggestion.publisherId} (${FIELD_WORDS[suggestion.fieldName]})`,
      content: suggestion.suggestedContent,
      actor: 'API',
    });
    return c.json(success({}));
  });
}

/** Leniency: a JSON body `{ "status": … }` is read when the query has none. */
async function statusFromBody(request: Request): Promise<string | undefined> {
  try {
    const body = (await request.json()) as { status?: unknown };
    return typeof body?.status === 'string' ? body.status : undefined;
  } catch {
    return undefined;
  }
}
