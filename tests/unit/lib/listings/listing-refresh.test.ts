import '../../i18n-setup';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  readListingSummary,
  readListingsOf,
  readLocations,
  readPublishers,
  readSuggestions,
} from '@/lib/listings/listing-cache';
import { refreshLocationListings, refreshOverview, STALE_AFTER_MS } from '@/lib/listings/listing-refresh';
import { countByStatus } from '@/lib/listings/status-summary';
import { clearListingsCache, fakeWorld } from './fake-world';

const ACCOUNT = 'acc';
beforeEach(clearListingsCache);

describe('listings refresh', () => {
  it('the overview caches locations, publishers, suggestions and the status counts', async () => {
    const world = fakeWorld();
    const summary = await refreshOverview(world.deps, ACCOUNT);
    expect(summary.byStatus).toEqual(countByStatus(world.listings));
    expect(summary).toMatchObject({ total: 9, counted: 9, locations: 3, pendingSuggestions: 2 });
    expect(await readListingSummary(ACCOUNT)).toMatchObject({ total: 9, pendingSuggestions: 2 });
    expect((await readLocations(ACCOUNT)).map((l) => l.id)).toEqual(['1001', '1002', '1003']);
    // The location's own account number is kept apart from the cache's account key.
    expect((await readLocations(ACCOUNT))[0]).toMatchObject({ accountId: ACCOUNT, serviceAccountId: '77' });
    expect((await readPublishers(ACCOUNT))[0]?.alternateBrands).toHaveLength(1);
    expect((await readSuggestions(ACCOUNT)).map((s) => s.id)).toEqual(['3', '1', '2']);
  });

  it('fresh parts are not fetched again; stale or forced ones are', async () => {
    const world = fakeWorld();
    let now = 1_000_000;
    const deps = { ...world.deps, now: () => now };
    let calls = 0;
    const counted = {
      ...deps,
      withApi: <T>(id: string, task: Parameters<typeof deps.withApi<T>>[1]) =>
        deps.withApi(id, (api) => {
          calls++;
          return task(api);
        }),
    } as typeof deps;
    // One call per part: directory, suggestions, status counts.
    await refreshOverview(counted, ACCOUNT);
    expect(calls).toBe(3);
    world.listings[0]!.status = 'LIVE';
    const before = (await readListingSummary(ACCOUNT))?.byStatus;
    now += 60_000;
    await refreshOverview(counted, ACCOUNT);
    expect(calls).toBe(3);
    expect((await readListingSummary(ACCOUNT))?.byStatus).toEqual(before);
    now += STALE_AFTER_MS;
    await refreshOverview(counted, ACCOUNT);
    expect(calls).toBe(6);
    expect((await readListingSummary(ACCOUNT))?.byStatus).toEqual(countByStatus(world.listings));
    await refreshOverview(counted, ACCOUNT, { force: true, parts: ['suggestions'] });
    expect(calls).toBe(7);
  });

  it('a part already being fetched is joined: a badge and a view opening together fetch it once', async () => {
    const world = fakeWorld();
    let suggestionReads = 0;
    const deps = {
      ...world.deps,
      withApi: <T>(id: string, task: Parameters<typeof world.deps.withApi<T>>[1]) =>
        world.deps.withApi(id, (api) =>
          task({
            ...api,
            suggestions: {
              ...api.suggestions,
              iterate: (params) => {
                suggestionReads++;
                return api.suggestions.iterate(params);
              },
            },
          }),
        ),
    } as typeof world.deps;
    const [badge, view] = await Promise.all([
      refreshOverview(deps, ACCOUNT, { parts: ['suggestions'] }),
      refreshOverview(deps, ACCOUNT),
    ]);
    expect(suggestionReads).toBe(1);
    expect(badge.pendingSuggestions).toBe(2);
    expect(view).toMatchObject({ total: 9, pendingSuggestions: 2, locations: 3 });
  });

  it('listings of the visible locations replace exactly theirs', async () => {
    const world = fakeWorld();
    await refreshOverview(world.deps, ACCOUNT);
    world.listings
      .filter((l) => l.locationId === '1001')
      .forEach((l) => {
        l.status = 'UNAVAILABLE';
      });
    world.listings
      .filter((l) => l.locationId === '1002')
      .forEach((l) => {
        l.status = 'UNAVAILABLE';
      });
    expect(await refreshLocationListings(world.deps, ACCOUNT, ['1001'])).toBe(3);
    const cached = await readListingsOf(ACCOUNT, ['1001', '1002']);
    expect(cached.filter((l) => l.locationId === '1001').every((l) => l.status === 'UNAVAILABLE')).toBe(true);
    expect(cached.filter((l) => l.locationId === '1002').some((l) => l.status !== 'UNAVAILABLE')).toBe(true);
  });
});
