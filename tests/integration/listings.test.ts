/**
 * The listings background against the emulator over real HTTP (Done when): the summary
 * matches the emulator's listings; an opt-in of 150 listings across locations and publishers is
 * made in calls of at most 100 pairs and all 150 leave OPTED_OUT; accepting a suggestion changes
 * the location's field as `/locations` reports it, rejecting does not, and resolving one already
 * resolved is explained (409) and refreshes the list. At the limit's exact boundary: 100 pairs
 * are one call, accepted; 101 are refused by the emulator (code 21) and split by the client.
 */
import '../unit/i18n-setup';
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator } from '@/emulator';
import { API_PATHS, API_VERSION, createApiClient, ERROR_CODES, LIMITS, type Listing } from '@/lib/api';
import type { FeatureDeps } from '@/lib/background/feature';
import { openCache } from '@/lib/cache/db';
import { readListingsOf, readLocations, readOptInJob, readSuggestions } from '@/lib/listings/listing-cache';
import { refreshOverview } from '@/lib/listings/listing-refresh';
import { planJob, startOptIn } from '@/lib/listings/opt-in-job';
import { countByStatus } from '@/lib/listings/status-summary';
import { resolveSuggestion } from '@/lib/listings/suggestion-actions';
import { fetchAllLocations } from '@/lib/locations/location-sync';

const ACCOUNT = 'primary';
let emulator: RunningEmulator;
const client = () => createApiClient({ baseUrl: emulator.baseUrl, credential: { apiKey: emulator.apiKey } });
const deps: FeatureDeps = { withApi: (_accountId, task) => task(client()), now: Date.now };

interface LoggedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
}
const admin = async (path: string, init?: RequestInit) =>
  (await fetch(`${emulator.baseUrl}/__emulator/${path}`, init)).json();
const optInCalls = async (): Promise<LoggedRequest[]> =>
  ((await admin('requests')).requests as LoggedRequest[]).filter(
    (request) => request.method === 'PUT' && request.path.endsWith('/netlistings/listings/optin'),
  );
/** `[a,b,c]` or `a,b,c` → its ids. */
const ids = (value = '') =>
  value
    .replace(/^\[|\]$/g, '')
    .split(',')
    .filter(Boolean);

async function allListings(): Promise<Listing[]> {
  const listings: Listing[] = [];
  for await (const listing of client().listings.iterate({ limit: 100 })) listings.push(listing);
  return listings;
}

beforeAll(async () => {
  // 20 locations: enough opted-out listings (about 190) for an opt-in of 150.
  emulator = await startEmulator({ port: 0, seed: 'listings-it', locations: 20, reviews: 50 });
});
afterAll(() => emulator.close());

describe('listings overview', () => {
  it('counts every listing per status as the emulator holds them, with locations and pending suggestions', async () => {
    const summary = await refreshOverview(deps, ACCOUNT, { force: true });
    const listings = await allListings();
    expect(summary.byStatus).toEqual(countByStatus(listings));
    expect(summary.total).toBe(listings.length);
    expect(summary.counted).toBe(listings.length);
    expect(summary.locations).toBe(20);
    const pending = await client().suggestions.list({ statuses: ['WAITING_ON_CUSTOMER'], limit: 1 });
    expect(summary.pendingSuggestions).toBe(pending.count);
    expect(pending.count).toBeGreaterThan(0);
  });

  it('is not fetched again while fresh', async () => {
    await admin('requests', { method: 'DELETE' });
    await refreshOverview(deps, ACCOUNT);
    const requests = ((await admin('requests')).requests as LoggedRequest[]).filter((r) =>
      r.path.startsWith('/v2/'),
    );
    expect(requests).toEqual([]);
  });
});

describe('opt-in job', () => {
  it('opts in 150 listings across locations and publishers in calls of at most 100 pairs', async () => {
    const optedOut = (await allListings()).filter((listing) => listing.status === 'OPTED_OUT');
    expect(optedOut.length).toBeGreaterThanOrEqual(150);
    const chosen = optedOut.slice(0, 150);
    expect(new Set(chosen.map((l) => l.locationId)).size).toBeGreaterThan(1);
    expect(new Set(chosen.map((l) => l.publisherId)).size).toBeGreaterThan(1);
    await admin('requests', { method: 'DELETE' });

    const job = await startOptIn(
      deps,
      ACCOUNT,
      chosen.map(({ locationId, publisherId }) => ({ locationId, publisherId })),
    );
    expect(job.total).toBe(150);
    await expect.poll(async () => (await readOptInJob(ACCOUNT))?.state, { timeout: 20_000 }).toBe('done');

    const done = await readOptInJob(ACCOUNT);
    expect(done?.batches.every((batch) => batch.state === 'ok')).toBe(true);
    const calls = await optInCalls();
    expect(calls.length).toBeGreaterThanOrEqual(2);
    expect(calls.length).toBe(done?.batches.length);
    for (const call of calls)
      expect(ids(call.query.locationIds).length * ids(call.query.publisherIds).length).toBeLessThanOrEqual(
        100,
      );

    const after = new Map((await allListings()).map((l) => [`${l.locationId}/${l.publisherId}`, l.status]));
    for (const listing of chosen)
      expect(after.get(`${listing.locationId}/${listing.publisherId}`)).not.toBe('OPTED_OUT');
    // Nothing that was not chosen changed.
    const chosenKeys = new Set(chosen.map((l) => `${l.locationId}/${l.publisherId}`));
    for (const listing of optedOut.slice(150))
      expect(
        chosenKeys.has(`${listing.locationId}/${listing.publisherId}`) ||
          after.get(`${listing.locationId}/${listing.publisherId}`) === 'OPTED_OUT',
      ).toBe(true);

    // The cache shows the new statuses once the job is done (its follow-up refresh).
    const locationIds = [...new Set(chosen.map((l) => l.locationId))];
    await expect
      .poll(async () => {
        const cached = await readListingsOf(ACCOUNT, locationIds);
        return chosen.filter((l) =>
          cached.some(
            (c) =>
              c.locationId === l.locationId && c.publisherId === l.publisherId && c.status === 'OPTED_OUT',
          ),
        ).length;
      })
      .toBe(0);
  });

  it('refuses a second job while one runs, and an empty one', async () => {
    await expect(startOptIn(deps, ACCOUNT, [])).rejects.toMatchObject({ kind: 'unknown' });
    const running = planJob(ACCOUNT, [{ locationId: '1001', publisherId: 'BRANDA' }], Date.now());
    const db = await openCache();
    await db.put('snapshots', running as never);
    await expect(
      startOptIn(deps, ACCOUNT, [{ locationId: '1002', publisherId: 'BRANDA' }]),
    ).rejects.toMatchObject({
      kind: 'busy',
    });
    await db.delete('snapshots', [ACCOUNT, running.name]);
  });
});

describe('suggestions', () => {
  it('accepting changes the location field as /locations reports it; rejecting does not', async () => {
    await refreshOverview(deps, ACCOUNT, { force: true, parts: ['suggestions', 'directory'] });
    const pending = (await readSuggestions(ACCOUNT)).filter((s) => s.status === 'WAITING_ON_CUSTOMER');
    expect(pending.length).toBeGreaterThanOrEqual(2);
    const [toAccept, toReject] = pending as [(typeof pending)[0], (typeof pending)[0]];
    const fieldOf = async (locationId: string, field: string) =>
      (
        (await fetchAllLocations(client().locations)).find((l) => l.id === locationId) as Record<
          string,
          unknown
        >
      )[field];

    const outcome = await resolveSuggestion(deps, ACCOUNT, { ...toAccept, status: 'ACCEPTED' });
    expect(outcome.locationUpdated).toBe(true);
    expect(await fieldOf(toAccept.locationId, toAccept.fieldName)).toBe(toAccept.suggestedContent);
    const cachedLocation = (await readLocations(ACCOUNT)).find((l) => l.id === toAccept.locationId) as
      | Record<string, unknown>
      | undefined;
    expect(cachedLocation?.[toAccept.fieldName]).toBe(toAccept.suggestedContent);

    const before = await fieldOf(toReject.locationId, toReject.fieldName);
    await resolveSuggestion(deps, ACCOUNT, { ...toReject, status: 'REJECTED' });
    expect(await fieldOf(toReject.locationId, toReject.fieldName)).toBe(before);

    const statuses = new Map((await readSuggestions(ACCOUNT)).map((s) => [s.id, s.status]));
    expect(statuses.get(toAccept.id)).toBe('ACCEPTED');
    expect(statuses.get(toReject.id)).toBe('REJECTED');
  });

  it('a suggestion resolved elsewhere (409) is explained and the list refreshed', async () => {
    await refreshOverview(deps, ACCOUNT, { force: true, parts: ['suggestions'] });
    const target = (await readSuggestions(ACCOUNT)).find((s) => s.status === 'WAITING_ON_CUSTOMER');
    if (!target) throw new Error('no pending suggestion left');
    // Resolved "elsewhere": straight through the API, behind the cache's back.
    await client().suggestions.resolve(target.id, 'REJECTED');
    await expect(resolveSuggestion(deps, ACCOUNT, { ...target, status: 'ACCEPTED' })).rejects.toMatchObject({
      kind: 'service',
      message: expect.stringContaining('already accepted or rejected elsewhere'),
    });
    expect((await readSuggestions(ACCOUNT)).find((s) => s.id === target.id)?.status).toBe('REJECTED');
  });
});

describe('the opt-in limit at its exact boundary (conventions.md › Listings: 100 pairs per call)', () => {
  // Its own emulator with 101 locations: 101 is prime, so 101 pairs in one block of the plan
  // (every location at the same publisher) needs 101 locations.
  let wide: RunningEmulator;
  const wideClient = () => createApiClient({ baseUrl: wide.baseUrl, credential: { apiKey: wide.apiKey } });
  const wideAdmin = async (path: string, init?: RequestInit) =>
    (await fetch(`${wide.baseUrl}/__emulator/${path}`, init)).json();
  const wideOptInCalls = async (): Promise<LoggedRequest[]> =>
    ((await wideAdmin('requests')).requests as LoggedRequest[]).filter(
      (request) => request.method === 'PUT' && request.path.endsWith('/netlistings/listings/optin'),
    );
  const optInUrl = (locationIds: string[], publisherIds: string[]) => {
    const url = new URL(`${wide.baseUrl}${API_PATHS.optIn}`);
    url.searchParams.set('v', API_VERSION);
    url.searchParams.set('api_key', wide.apiKey);
    url.searchParams.set('locationIds', `[${locationIds.join(',')}]`);
    url.searchParams.set('publisherIds', `[${publisherIds.join(',')}]`);
    return url;
  };
  let locationIds: string[];
  let publisherIds: string[];

  beforeAll(async () => {
    wide = await startEmulator({ port: 0, seed: 'opt-in-limit', locations: 101, reviews: 10 });
    locationIds = [];
    for await (const location of wideClient().locations.iterate()) locationIds.push(location.id);
    publisherIds = (await wideClient().listings.publishers()).map((p) => p.id);
    expect(locationIds.length).toBeGreaterThanOrEqual(101);
  });
  afterAll(() => wide.close());

  const sentPairs = (call: LoggedRequest) =>
    ids(call.query.locationIds).length * ids(call.query.publisherIds).length;

  it('the emulator accepts a call of exactly 100 pairs and refuses 101 with code 21', async () => {
    expect(LIMITS.optInPairsPerCall).toBe(100);
    const accepted = await fetch(optInUrl(locationIds.slice(0, 20), publisherIds.slice(0, 5)), {
      method: 'PUT',
    });
    expect(accepted.status).toBe(200);

    const refused = await fetch(optInUrl(locationIds.slice(0, 101), publisherIds.slice(0, 1)), {
      method: 'PUT',
    });
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { meta: { errors: { code: number; message: string }[] } };
    expect(body.meta.errors[0]).toMatchObject({ code: ERROR_CODES.badParameter });
    expect(body.meta.errors[0].message).toContain('101');
  });

  it('through the client: 100 pairs go in one call; 101 in two, neither over 100', async () => {
    const at = (locations: string[], publisher: string) =>
      locations.map((locationId) => ({ locationId, publisherId: publisher }));
    await wideAdmin('requests', { method: 'DELETE' });
    const hundred = await wideClient().listings.optIn(at(locationIds.slice(0, 100), publisherIds[1]));
    expect(hundred.map((result) => [result.ok, result.pairs])).toEqual([[true, 100]]);
    expect((await wideOptInCalls()).map(sentPairs)).toEqual([100]);

    await wideAdmin('requests', { method: 'DELETE' });
    const more = await wideClient().listings.optIn(at(locationIds.slice(0, 101), publisherIds[2]));
    expect(more.map((result) => result.ok)).toEqual([true, true]);
    expect(more.reduce((sum, result) => sum + result.pairs, 0)).toBe(101);
    const calls = (await wideOptInCalls()).map(sentPairs);
    expect(calls).toHaveLength(2);
    for (const pairs of calls) expect(pairs).toBeLessThanOrEqual(100);
  });

  it('the opt-in job plans 101 listings into calls of at most 100', () => {
    const job = planJob(
      ACCOUNT,
      locationIds.slice(0, 101).map((locationId) => ({ locationId, publisherId: publisherIds[3] })),
      Date.now(),
    );
    expect(job.total).toBe(101);
    expect(job.batches.map((batch) => batch.pairs).sort((a, b) => b - a)).toEqual([100, 1]);
  });
});
