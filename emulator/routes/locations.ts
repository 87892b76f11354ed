/**
 * `GET /locations` (service.md › Locations; conventions.md › Locations: limit 10 by default, 50
 * at most; `count` independent of paging).
 */
import { LIMITS } from '../../lib/api/catalog';
import { success } from '../core/envelope';
import { parseIntParam } from '../core/params';
import type { ApiRouter } from './api-router';

export function locationRoutes(router: ApiRouter): void {
  router.on('GET', '/locations', (c) => {
    const account = c.get('account');
    const limit = parseIntParam('limit', c.req.query('limit'), {
      fallback: LIMITS.locationsPage.default,
      min: 1,
      max: LIMITS.locationsPage.max,
    });
    const offset = parseIntParam('offset', c.req.query('offset'), { fallback: 0, min: 0 });
    return c.json(
      success({
        count: account.locations.length,
        locations: account.locations
          .slice(offset, offset + limit)
          .map((l) => ({ ...l.fields, categoryIds: [...l.fields.categoryIds] })),
      }),
    );
  });
}
