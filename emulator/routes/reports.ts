/**
 * Reports, synchronous and asynchronous, and max dates (service.md › Analytics; conventions.md ›
 * Analytics). The rules are the catalogue's `validateReportRequest`, answered with its codes.
 */
import {
  type Dimension,
  ERROR_CODES,
  LIMITS,
  type Metric,
  maxDateFor,
  type ReportRequestInput,
  validateReportRequest,
} from '../../lib/api/catalog';
import { ApiError, badParameter } from '../core/api-error';
import { bodyList, readJsonObject } from '../core/body';
import { parseIsoDay } from '../core/dates';
import { success } from '../core/envelope';
import type { AppContext } from '../middleware/app-env';
import { selectLocations } from '../state/location-select';
import { maxDatesJson } from '../state/max-dates';
import { buildReport } from '../state/report-builder';
import type { World } from '../state/world';
import type { ApiRouter } from './api-router';

function planFrom(world: World, c: AppContext, body: Record<string, unknown>) {
  if (
    body.filters !== undefined &&
    (typeof body.filters !== 'object' || body.filters === null || Array.isArray(body.filters))
  )
    throw badParameter('filters must be an object.');
  const request = {
    metrics: body.metrics,
    dimensions: body.dimensions,
    filters: body.filters ?? {},
  } as ReportRequestInput;
  const problems = validateReportRequest(request);
  if (problems.length) throw ApiError.many(400, problems);

  const account = c.get('account');
  const filters = (request.filters ?? {}) as Record<string, unknown>;
  const filterIds = filters.locationIds;
  if (filterIds !== undefined && !Array.isArray(filterIds))
    throw badParameter('filters.locationIds must be a list.');
  for (const id of filterIds ?? []) {
    const location = world.locations.get(String(id));
    if (!location || location.fields.accountId !== account.id)
      throw new ApiError(404, ERROR_CODES.locationNotFound, `Location ${id} was not found.`);
  }
  // Folders, countries and labels narrow the locations further; `platforms` and other keys the
  // emulator has no data for are accepted and ignored, as unknown members are.
  const chosen = selectLocations(account.locations, {
    locationIds: (filterIds as unknown[] | undefined)?.map(String),
    folderIds: bodyList('filters.folderIds', filters.folderIds),
    countries: bodyList('filters.countries', filters.countries),
    labels: bodyList('filters.locationLabels', filters.locationLabels),
  });
  // Ids keep the order they were asked in, as the rows by location follow it.
  const kept = new Set(chosen ?? account.locations);
  const locations = filterIds
    ? (filterIds as unknown[]).flatMap((id) => {
        const location = world.locations.get(String(id));
        return location && kept.has(location) ? [location] : [];
      })
    : [...kept];

  const metrics = request.metrics as Metric[];
  const dates = maxDatesJson(world.clock.now());
  const lastDays = new Map(metrics.map((metric) => [metric, parseIsoDay(maxDateFor(metric, dates))]));
  const lastDay = (metric: Metric) => lastDays.get(metric) ?? 0;
  // The relevant max date: the latest one among the requested metrics; later end dates are clamped.
  const relevant = Math.max(...metrics.map(lastDay));
  const { startDate, endDate } = request.filters ?? {};
  const endDay = endDate ? Math.min(parseIsoDay(endDate), relevant) : relevant;
  const startDay = startDate ? parseIsoDay(startDate) : endDay - LIMITS.reportDefaultRangeDays;
  return { metrics, dimensions: request.dimensions as Dimension[], startDay, endDay, locations, lastDay };
}

export function reportRoutes(router: ApiRouter, world: World): void {
  router.on('POST', '/analytics/reports', async (c) => {
    const body = await readJsonObject(c);
    const report = buildReport(world.analytics, planFrom(world, c, body));
    const asyncFlag = c.req.query('async');
    if (asyncFlag !== undefined && asyncFlag !== 'true' && asyncFlag !== 'false')
      throw badParameter('async must be true or false.');
    if (asyncFlag === 'true')
      return c.json(success({ id: world.reports.create(c.get('account').id, report, world.clock.now()) }));
    return c.json(success({ data: report.rows }));
  });

  router.on('GET', '/analytics/standardreports/:reportId', (c) => {
    const status = world.reports.status(
      c.get('account').id,
      c.req.param('reportId') ?? '',
      world.clock.now(),
      world.baseUrl,
    );
    if (!status) throw new ApiError(404, ERROR_CODES.reportNotFound, 'Report not found.');
    return c.json(success(status));
  });

  router.on('GET', '/analytics/maxdates', (c) => c.json(success(maxDatesJson(world.clock.now()))));
}
