import 'fake-indexeddb/auto';
import type { ApiClient } from '@/lib/api';
import { ERROR_CODES } from '@/lib/api/catalog';
import { ApiError } from '@/lib/api/errors';
import { type OptInPair, planOptInBatches } from '@/lib/api/opt-in-plan';
import type { Listing, Location, Publisher, PublisherSuggestion } from '@/lib/api/schemas';
import type { FeatureDeps } from '@/lib/background/feature';
import { CACHE_STORES, openCache } from '@/lib/cache/db';

/**
 * A small in-memory listings platform with the client's interface, for the background's unit tests
 * and the views' (the integration tests use the real emulator). `failCalls` makes the n-th opt-in
 * call (0-based) fail with a 503.
 */
export function fakeWorld(options: { locations?: number; publishers?: number } = {}) {
  const locations: Location[] = Array.from({ length: options.locations ?? 3 }, (_, i) => ({
    id: String(1001 + i),
    accountId: '77',
    locationName:
      ['Downtown Dental', 'Uptown Café', 'Harbor Garage', 'Maple Salon', 'Elm Bakery'][i % 5] ?? `Place ${i}`,
    locationType: 'LOCATION',
    address: `${10 + i} Main St`,
    address2: '',
    city: ['Pittsburgh', 'Denver', 'Austin'][i % 3] ?? 'Austin',
    state: 'PA',
    zip: `1520${i}`,
    countryCode: 'US',
    phone: `(412) 555-010${i}`,
    isPhoneTracked: false,
    suppressAddress: false,
    categoryIds: ['1'],
    description: 'A place',
    featuredMessage: '',
    folderId: '1',
    language: 'en',
    timestamp: 1,
    websiteUrl: 'https://example.com',
  }));
  const publishers: Publisher[] = Array.from({ length: options.publishers ?? 3 }, (_, i) => ({
    id: ['BRANDA', 'BRANDB', 'BRANDCMYBUSINESS', 'BRANDD', 'YELLOW'][i] ?? `PUB${i}`,
    name:
      ['Brand A Maps', 'Brand B Social', 'Brand C Business', 'Brand D Checkins', 'Yellow Pages'][i] ??
      `Publisher ${i}`,
    alternateBrands: i === 0 ? [{ name: 'A Local', url: 'https://alocal.example' }] : [],
    supportedCountries: ['US', 'CA'],
  }));
  const statuses = ['OPTED_OUT', 'LIVE', 'WAITING_ON_PUBLISHER', 'OPTED_OUT', 'UNAVAILABLE'];
  const listings: Listing[] = [];
  for (const [p, publisher] of publishers.entries())
    for (const [l, location] of locations.entries())
      listings.push({
        id: String(100 + p * 100 + l),
        locationId: location.id,
        publisherId: publisher.id,
        status: statuses[(p + l) % statuses.length] ?? 'LIVE',
        listingUrl: `https://listing.example/${location.id}/${publisher.id}`,
        screenShotUrl:
          (p + l) % 2 === 0
            ? `https://shots.example/${location.id}-${publisher.id}.svg`
            : 'Screenshot not available',
      });
  const suggestions: PublisherSuggestion[] = [
    {
      id: '1',
      publisherId: 'BRANDCMYBUSINESS',
      locationId: '1001',
      dateCreated: '2026-11-10',
      fieldName: 'phone',
      status: 'WAITING_ON_CUSTOMER',
      originalContent: '(412) 555-0100',
      suggestedContent: '(412) 555-0199',
    },
    {
      id: '2',
      publisherId: 'BRANDCMYBUSINESS',
      locationId: '1002',
      dateCreated: '2026-11-01',
      fieldName: 'websiteUrl',
      status: 'ACCEPTED',
      dateResolved: '2026-11-02',
      resolvedBy: 'Ann',
      originalContent: 'https://old.example',
      suggestedContent: 'https://new.example',
    },
    {
      id: '3',
      publisherId: 'BRANDCMYBUSINESS',
      locationId: '1002',
      dateCreated: '2026-11-05',
      fieldName: 'description',
      status: 'WAITING_ON_CUSTOMER',
      originalContent: 'A place',
      suggestedContent: 'A better place',
    },
  ];
  const optInCalls: { locationIds: string[]; publisherIds: string[] }[] = [];
  const failCalls = new Set<number>();

  const page = <T>(all: T[], limit = 10, offset = 0) => all.slice(offset, offset + limit);
  async function* iterateOf<T>(all: T[]) {
    yield* all;
  }
  const listingsOf = (params: { locationIds?: readonly string[]; publisherIds?: readonly string[] } = {}) =>
    listings.filter(
      (l) =>
        (!params.locationIds || params.locationIds.includes(l.locationId)) &&
        (!params.publisherIds || params.publisherIds.includes(l.publisherId)),
    );
  const suggestionsOf = (params: { statuses?: readonly string[] } = {}) =>
    suggestions.filter((s) => !params.statuses || params.statuses.includes(s.status));

  const api = {
    locations: {
      list: async (p: { limit?: number; offset?: number } = {}) => ({
        count: locations.length,
        locations: page(locations, p.limit, p.offset),
      }),
      iterate: () => iterateOf(locations.map((l) => ({ ...l }))),
    },
    listings: {
      publishers: async () => publishers,
      list: async (
        p: { locationIds?: string[]; publisherIds?: string[]; limit?: number; offset?: number } = {},
      ) => {
        const all = listingsOf(p);
        return { count: all.length, listings: page(all, p.limit ?? 100, p.offset) };
      },
      iterate: (p = {}) => iterateOf(listingsOf(p)),
      optIn: async (pairs: readonly OptInPair[]) =>
        planOptInBatches(pairs).map((batch) => {
          const index = optInCalls.length;
          optInCalls.push({ locationIds: batch.locationIds, publisherIds: batch.publisherIds });
          if (failCalls.has(index))
            return { ...batch, ok: false, error: new ApiError('Service Unavailable', { status: 503 }) };
          for (const l of listings)
            if (
              batch.locationIds.includes(l.locationId) &&
              batch.publisherIds.includes(l.publisherId) &&
              l.status === 'OPTED_OUT'
            )
              l.status = 'WAITING_ON_PUBLISHER';
          return { ...batch, ok: true };
        }),
    },
    suggestions: {
      list: async (p: { statuses?: string[]; limit?: number; offset?: number } = {}) => {
        const all = suggestionsOf(p);
        return { count: all.length, suggestions: page(all, p.limit, p.offset) };
      },
      iterate: (p = {}) => iterateOf(suggestionsOf(p)),
      resolve: async (id: string, status: 'ACCEPTED' | 'REJECTED') => {
        const s = suggestions.find((candidate) => candidate.id === id);
        if (!s)
          throw new ApiError('Suggestion not found.', {
            status: 404,
            errors: [{ code: ERROR_CODES.suggestionNotFound, type: 'FATAL_ERROR', message: 'x' }],
          });
        if (s.status !== 'WAITING_ON_CUSTOMER')
          throw new ApiError(`The suggestion is already ${s.status}.`, {
            status: 409,
            errors: [{ code: ERROR_CODES.suggestionNotPending, type: 'FATAL_ERROR', message: 'x' }],
          });
        s.status = status;
        s.dateResolved = '2026-11-20';
        const location = locations.find((l) => l.id === s.locationId) as Record<string, unknown> | undefined;
        if (status === 'ACCEPTED' && location) location[s.fieldName] = s.suggestedContent;
      },
    },
  } as unknown as ApiClient;

  const deps: FeatureDeps = { withApi: (_accountId, task) => task(api), now: () => Date.now() };
  return { locations, publishers, listings, suggestions, api, deps, optInCalls, failCalls };
}

export async function clearListingsCache(): Promise<void> {
  const db = await openCache();
  for (const store of CACHE_STORES) await db.clear(store);
}
