/**
 * The activity log, newest first (conventions.md › Analytics: activity request body and
 * response). Actions done through the API are appended as they happen.
 */
import { DAY_MS, parseIsoDay } from '../core/dates';
import type { ActivityRecord } from './model';

export interface ActivityFilter {
  startDate?: string;
  endDate?: string;
  locationIds?: string[];
  activityTypes?: string[];
  actors?: string[];
}

/** service.md › Activity: a Joda-style date with its chronology. */
export function activityJson(a: ActivityRecord) {
  return {
    date: { iMillis: a.time, iChronology: { iBase: { iMinDaysInFirstWeek: 4 } } },
    locationId: a.locationId,
    details: a.details,
    content: a.content,
    type: a.type,
    actor: a.actor,
  };
}

export class ActivityStore {
  private readonly byAccount = new Map<string, ActivityRecord[]>();

  constructor(records: ActivityRecord[]) {
    for (const record of records.slice().sort((a, b) => b.time - a.time))
      this.listFor(record.accountId).push(record);
  }

  private listFor(accountId: string): ActivityRecord[] {
    let list = this.byAccount.get(accountId);
    if (!list) {
      list = [];
      this.byAccount.set(accountId, list);
    }
    return list;
  }

  add(record: ActivityRecord): void {
    const list = this.listFor(record.accountId);
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid].time >= record.time) lo = mid + 1;
      else hi = mid;
    }
    list.splice(lo, 0, record);
  }

  query(accountId: string, filter: ActivityFilter, offset: number, limit: number) {
    const from = filter.startDate ? parseIsoDay(filter.startDate) * DAY_MS : -Infinity;
    const until = filter.endDate ? (parseIsoDay(filter.endDate) + 1) * DAY_MS : Infinity;
    const locations = filter.locationIds && new Set(filter.locationIds);
    const types = filter.activityTypes && new Set(filter.activityTypes);
    const actors = filter.actors && new Set(filter.actors);
    let count = 0;
    const page: ReturnType<typeof activityJson>[] = [];
    for (const a of this.byAccount.get(accountId) ?? []) {
      if (a.time < from || a.time >= until) continue;
      if (locations && !locations.has(a.locationId)) continue;
      if (types && !types.has(a.type)) continue;
      if (actors && !actors.has(a.actor)) continue;
      if (count >= offset && page.length < limit) page.push(activityJson(a));
      count++;
    }
    return { count, activities: page };
  }
}
