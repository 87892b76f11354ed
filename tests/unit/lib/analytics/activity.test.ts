import '../../i18n-setup';
import { describe, expect, it } from 'vitest';
import { activityRequest, nextOffset, readActivityPage } from '@/lib/analytics/activity-log';
import { activityTypeName, activityTypeOptions } from '@/lib/analytics/activity-types';
import { ACTIVITY_TYPES } from '@/lib/api/catalog';
import { depsFor, fakeActivities, fakeApi } from './fake-analytics';

describe('activity type names', () => {
  it('gives every type of conventions.md a readable name, and shows an unknown type as it is', () => {
    expect(activityTypeName('PUBLISHER_SUGGESTION_APPROVED')).toBe('Publisher suggestion accepted');
    expect(activityTypeName('PROFILE_UPDATE')).toBe('Profile update');
    expect(activityTypeName('SOMETHING_NEW')).toBe('SOMETHING_NEW');
    const options = activityTypeOptions();
    expect(options.map((o) => o.type)).toEqual([...ACTIVITY_TYPES]);
    for (const option of options) expect(option.name).not.toBe(option.type);
  });
});

describe('activity requests and paging', () => {
  it('sends only the filters set, 200 per call', () => {
    expect(activityRequest({}, 0)).toEqual({ limit: 200, offset: 0 });
    expect(
      activityRequest(
        { locationId: 'l1', type: 'SOCIAL_POST', actor: '  API ', startDate: '2026-01-01', endDate: '' },
        400,
      ),
    ).toEqual({
      limit: 200,
      offset: 400,
      filters: {
        startDate: '2026-01-01',
        locationIds: ['l1'],
        activityTypes: ['SOCIAL_POST'],
        actors: ['API'],
      },
    });
  });

  it('knows the next page from the count, or from a short page when there is no count', () => {
    expect(nextOffset(0, 200, 200, 450)).toBe(200);
    expect(nextOffset(400, 50, 200, 450)).toBeNull();
    expect(nextOffset(0, 200, 200)).toBe(200);
    expect(nextOffset(200, 10, 200)).toBeNull();
  });

  it('reads pages newest first until the last', async () => {
    const api = fakeApi({ activities: fakeActivities(450) });
    const deps = depsFor(api);
    const first = await readActivityPage(deps, 'acc', {});
    expect(first.activities).toHaveLength(200);
    expect(first.nextOffset).toBe(200);
    const last = await readActivityPage(deps, 'acc', {}, 400);
    expect(last.activities).toHaveLength(50);
    expect(last.nextOffset).toBeNull();
    const times = first.activities.map((a) => a.date.iMillis);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(api.analytics.activity).toHaveBeenLastCalledWith({ limit: 200, offset: 400 });
  });
});
