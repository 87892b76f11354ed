/**
 * `GET /locations` (service.md › Locations; conventions.md › Locations: limit 10 by default, 50
 * at most; `count` independent of paging). Page tokens from `VERSION_GATES.locationPageTokens`,
 * as on the reviews list (emulator/README.md › Versions says why that date).
 */
import { LIMITS, VERSION_GATES } from '../../lib/api/catalog';
import { badParameter } from '../core/api-error';
import { success } from '../core/envelope';
import { parseIntParam } from '../core/params';
import { gateOpen } from '../core/version';
import { filtersHash, type TokenScope } from '../state/page-tokens';
import type { World } from '../state/world';
import type { ApiRouter } from './api-router';

/** Location ids are numbers written as text and the account keeps its locations in id order. */
const idNumber = (id: string): number => Number(id);

export function locationRoutes(router: ApiRouter, world: World): void {
  router.on('GET', '/locations', (c) => {
    const account = c.get('account');
    const limit = parseIntParam('limit', c.req.query('limit'), {
      fallback: LIMITS.locationsPage.default,
      min: 1,
      max: LIMITS.locationsPage.max,
    });
    const tokens = gateOpen(c, VERSION_GATES.locationPageTokens);
    const offsetRaw = c.req.query('offset');
    const token = tokens ? c.req.query('pageToken') || undefined : undefined;
    if (token !== undefined && offsetRaw !== undefined)
      throw badParameter(
        'Send pageToken or offset, not both: pageToken already says where the next page starts.',
      );
    const scope: TokenScope = { list: 'locations', accountId: account.id, filters: filtersHash({}) };
    const { locations } = account;
    let start = parseIntParam('offset', offsetRaw, { fallback: 0, min: 0 });
    if (token !== undefined) {
      // A keyset cursor: the id of the last location handed out.
      const after = idNumber(world.pageTokens.read(token, scope, world.clock.now()) as string);
      start = locations.findIndex((l) => idNumber(l.fields.id) > after);
      if (start === -1) start = locations.length;
    }
    const page = locations.slice(start, start + limit);
    const last = page.at(-1);
    const nextPageToken =
      tokens && offsetRaw === undefined && last && start + limit < locations.length
        ? world.pageTokens.issue(scope, last.fields.id, world.clock.now())
        : undefined;
    return c.json(
      success({
        count: locations.length,
        locations: page.map((l) => ({
          ...l.fields,
          categoryIds: [...l.fields.categoryIds],
          labels: [...l.fields.labels],
        })),
        ...(nextPageToken ? { nextPageToken } : {}),
      }),
    );
  });
}
