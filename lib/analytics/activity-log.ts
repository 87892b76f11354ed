/**
 * The activity log: one page per call, newest first, at most 200 entries per call
 * (LIMITS.activityPage.max), with the filters of conventions.md › Analytics. Not cached: the log
 * is read when the view asks, page by page ("Load more").
 */
import { LIMITS } from '../api/catalog';
import type { Activity, ActivityRequest } from '../api/schemas/analytics';
import type { FeatureDeps } from '../background/feature';

/** The view's filters; empty members filter nothing. */
export interface ActivityFilters {
  locationId?: string;
  type?: string;
  actor?: string;
  startDate?: string;
  endDate?: string;
}

export interface ActivityPage {
  activities: Activity[];
  /** Every matching entry, when the service says (conventions.md: `count`). */
  count?: number;
  /** The offset of the next page, or null when this was the last. */
  nextOffset: number | null;
}

export const ACTIVITY_PAGE_SIZE = LIMITS.activityPage.max;

/** The request body for these filters and this page. */
export function activityRequest(filters: ActivityFilters, offset: number): ActivityRequest {
  const f: NonNullable<ActivityRequest['filters']> = {};
  if (filters.startDate) f.startDate = filters.startDate;
  if (filters.endDate) f.endDate = filters.endDate;
  if (filters.locationId) f.locationIds = [filters.locationId];
  if (filters.type) f.activityTypes = [filters.type];
  const actor = filters.actor?.trim();
  if (actor) f.actors = [actor];
  return { limit: ACTIVITY_PAGE_SIZE, offset, ...(Object.keys(f).length ? { filters: f } : {}) };
}

/** Where the next page starts, or null: the count says when known, else a short page ends it. */
export function nextOffset(offset: number, received: number, limit: number, count?: number): number | null {
  const next = offset + received;
  if (count !== undefined) return next < count ? next : null;
  return received < limit ? null : next;
}

export async function readActivityPage(
  deps: FeatureDeps,
  accountId: string,
  filters: ActivityFilters,
  offset = 0,
): Promise<ActivityPage> {
  const body = activityRequest(filters, offset);
  const page = await deps.withApi(accountId, (api) => api.analytics.activity(body));
  // Newest first, as the service promises; sorted again so a page never shows out of order.
  const activities = [...page.activities].sort((a, b) => b.date.iMillis - a.date.iMillis);
  return {
    activities,
    count: page.count,
    nextOffset: nextOffset(offset, page.activities.length, ACTIVITY_PAGE_SIZE, page.count),
  };
}
