/**
 * `POST /analytics/activity` (service.md › Analytics; conventions.md › Analytics: the body
 * `{ limit, offset, filters }`, newest first, unknown type 5060).
 */
import { ACTIVITY_TYPES, ERROR_CODES, LIMITS } from '../../lib/api/catalog';
import { ApiError, badParameter } from '../core/api-error';
import { bodyList, readJsonObject } from '../core/body';
import { isIsoDay } from '../core/dates';
import { success } from '../core/envelope';
import type { World } from '../state/world';
import type { ApiRouter } from './api-router';

function wholeNumber(name: string, value: unknown, fallback: number, min: number, max?: number): number {
  if (value === undefined || value === null) return fallback;
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < min || (max !== undefined && n > max))
    throw badParameter(
      max === undefined
        ? `${name} must be a whole number, ${min} or more.`
        : `${name} must be a whole number from ${min} to ${max}.`,
    );
  return n;
}

export function activityRoutes(router: ApiRouter, world: World): void {
  router.on('POST', '/analytics/activity', async (c) => {
    const body = await readJsonObject(c);
    const limit = wholeNumber('limit', body.limit, LIMITS.activityPage.default, 1, LIMITS.activityPage.max);
    const offset = wholeNumber('offset', body.offset, 0, 0);
    const raw = body.filters ?? {};
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
      throw badParameter('filters must be an object.');
    const f = raw as Record<string, unknown>;
    for (const key of ['startDate', 'endDate'])
      if (f[key] !== undefined && !isIsoDay(f[key]))
        throw badParameter(`filters.${key} must be a date written YYYY-MM-DD.`);
    const activityTypes = bodyList('filters.activityTypes', f.activityTypes);
    const unknown = activityTypes?.filter((t) => !(ACTIVITY_TYPES as readonly string[]).includes(t));
    if (unknown?.length)
      throw new ApiError(
        400,
        ERROR_CODES.unknownActivityType,
        `Unknown activity type: ${unknown.join(', ')}.`,
      );
    const filter = {
      startDate: f.startDate as string | undefined,
      endDate: f.endDate as string | undefined,
      locationIds: bodyList('filters.locationIds', f.locationIds),
      activityTypes,
      actors: bodyList('filters.actors', f.actors),
    };
    return c.json(success(world.activity.query(c.get('account').id, filter, offset, limit)));
  });
}
