/**
 * Publishers, listings and opt-in (service.md › Publishers and listings; conventions.md ›
 * Publishers, › Listings).
 */
import { ERROR_CODES, LIMITS } from '../../lib/api/catalog';
import { ApiError, badParameter, missingValue } from '../core/api-error';
import { success } from '../core/envelope';
import { parseIntParam, queryList } from '../core/params';
import type { World } from '../state/world';
import type { ApiRouter } from './api-router';

export function listingRoutes(router: ApiRouter, world: World): void {
  router.on('GET', '/netlistings/publishers', (c) =>
    c.json(
      success(
        world.publishers.map((p) => ({
          id: p.id,
          name: p.name,
          alternateBrands: p.alternateBrands.map((b) => ({ ...b })),
          supportedCountries: [...p.supportedCountries],
        })),
      ),
    ),
  );

  router.on('GET', '/netlistings/listings', (c) => {
    const limit = parseIntParam('limit', c.req.query('limit'), {
      fallback: LIMITS.listingsPage.default,
      min: 1,
      max: LIMITS.listingsPage.max,
    });
    const offset = parseIntParam('offset', c.req.query('offset'), { fallback: 0, min: 0 });
    const filter = {
      locationIds: queryList(c.req.queries('locationIds')),
      publisherIds: queryList(c.req.queries('publisherIds')),
    };
    return c.json(success(world.listings.list(c.get('account'), filter, offset, limit)));
  });

  router.on('PUT', '/netlistings/listings/optin', (c) => {
    const account = c.get('account');
    const locationIds = queryList(c.req.queries('locationIds'));
    const publisherIds = queryList(c.req.queries('publisherIds'));
    if (!locationIds || !publisherIds) throw missingValue('Opt-in needs locationIds and publisherIds.');
    const locations = [...new Set(locationIds)];
    const publishers = [...new Set(publisherIds)];
    // conventions.md › Listings: at most 100 location × publisher pairs per call.
    if (locations.length * publishers.length > LIMITS.optInPairsPerCall)
      throw badParameter(
        `At most ${LIMITS.optInPairsPerCall} listings per call; this one names ${locations.length * publishers.length}.`,
      );
    const locationRecords = locations.map((id) => {
      const location = world.locations.get(id);
      if (!location || location.fields.accountId !== account.id)
        throw new ApiError(404, ERROR_CODES.locationNotFound, `Location ${id} was not found.`);
      return location;
    });
    const publisherRecords = publishers.map((id) => {
      const publisher = world.publisher(id);
      if (!publisher) throw badParameter(`Unknown publisher: ${id}.`);
      return publisher;
    });
    const changed = world.listings.optIn(locationRecords, publisherRecords, world.clock.now());
    const byLocation = new Map<(typeof changed)[number]['location'], typeof changed>();
    for (const o of changed) byLocation.set(o.location, [...(byLocation.get(o.location) ?? []), o]);
    for (const [location, overrides] of byLocation)
      world.logActivity({
        accountId: account.id,
        locationId: location.fields.id,
        type: 'PROFILE_UPDATE',
        details: `Opted in to ${overrides.map((o) => o.publisher.name).join(', ')}`,
        content: '',
        actor: 'API',
      });
    return c.json(success({}));
  });
}
