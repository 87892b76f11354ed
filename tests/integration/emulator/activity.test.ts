import { describe, expect, it } from 'vitest';
import { ACTIVITY_TYPES, ERROR_CODES, LIMITS } from '../../../lib/api/catalog';
import { codes, ME, useEmulator } from './support';

const ctx = useEmulator({ locations: 10 });
const PATH = `${ME}/analytics/activity`;

interface Activity {
  date: { iMillis: number; iChronology: { iBase: { iMinDaysInFirstWeek: number } } };
  locationId: string;
  details: string;
  content: string;
  type: string;
  actor: string;
}

describe('POST /analytics/activity', () => {
  it('returns the 50 latest actions, newest first, in the shape of service.md › Activity', async () => {
    const reply = await ctx.client.post(PATH, {});
    const { count, activities } = reply.body.response as { count: number; activities: Activity[] };
    expect(activities).toHaveLength(LIMITS.activityPage.default);
    expect(count).toBeGreaterThan(LIMITS.activityPage.default);
    const times = activities.map((a) => a.date.iMillis);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const a of activities) {
      expect(a).toEqual({
        date: {
          iMillis: expect.any(Number),
          iChronology: { iBase: { iMinDaysInFirstWeek: expect.any(Number) } },
        },
        locationId: expect.any(String),
        details: expect.any(String),
        content: expect.any(String),
        type: expect.any(String),
        actor: expect.any(String),
      });
    }
  });

  it('holds every activity type and actors who are named users, "API", or the platform', async () => {
    const reply = await ctx.client.post(PATH, { limit: LIMITS.activityPage.max });
    const all: Activity[] = reply.body.response.activities;
    expect(all).toHaveLength(LIMITS.activityPage.max);
    expect(new Set(all.map((a) => a.type))).toEqual(new Set(ACTIVITY_TYPES));
    const actors = new Set(all.map((a) => a.actor));
    expect(actors).toContain('API');
    expect(actors).toContain('');
    expect([...actors].some((a) => /^\p{Lu}\S* \p{Lu}/u.test(a))).toBe(true);
  });

  it('filters by dates, locations, types and actors, and pages with offset', async () => {
    const all: Activity[] = (await ctx.client.post(PATH, { limit: 200 })).body.response.activities;
    const sample = all[10];
    const day = new Date(sample.date.iMillis).toISOString().slice(0, 10);
    const filters = {
      startDate: day,
      endDate: day,
      locationIds: [sample.locationId],
      activityTypes: [sample.type],
      actors: [sample.actor],
    };
    const reply = await ctx.client.post(PATH, { filters });
    const found: Activity[] = reply.body.response.activities;
    expect(found).toContainEqual(sample);
    for (const a of found) {
      expect(new Date(a.date.iMillis).toISOString().slice(0, 10)).toBe(day);
      expect([a.locationId, a.type, a.actor]).toEqual([sample.locationId, sample.type, sample.actor]);
    }
    const second = await ctx.client.post(PATH, { limit: 5, offset: 5 });
    expect(second.body.response.activities).toEqual(all.slice(5, 10));
  });

  it('refuses a limit outside 1..200 (21), an unknown type (5060) and a body that is not JSON (21)', async () => {
    for (const limit of [0, 201, 2.5, 'many']) {
      const reply = await ctx.client.post(PATH, { limit });
      expect([reply.status, codes(reply)]).toEqual([400, [ERROR_CODES.badParameter]]);
    }
    const type = await ctx.client.post(PATH, { filters: { activityTypes: ['SOCIAL_POST', 'PARTY'] } });
    expect([type.status, codes(type)]).toEqual([400, [ERROR_CODES.unknownActivityType]]);
    const notJson = await ctx.client.post(PATH, '{limit: 3');
    expect([notJson.status, codes(notJson)]).toEqual([400, [ERROR_CODES.badParameter]]);
    const badDate = await ctx.client.post(PATH, { filters: { startDate: '01/02/2026' } });
    expect(codes(badDate)).toEqual([ERROR_CODES.badParameter]);
  });
});
