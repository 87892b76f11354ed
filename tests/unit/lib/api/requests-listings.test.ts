import { describe, expect, it } from 'vitest';
import { API_VERSION, createApiClient } from '../../../../lib/api';
import { ACCESS_TOKEN, API_KEY, BASE_URL, fakeFetch, ok } from './fake-fetch';
import { listing, location, publisher, review, suggestion } from './fixtures';
import { testClient as client, query } from './test-client';

describe('request building: locations, listings, suggestions (service.md › Endpoints)', () => {
  it('locations.list: GET with limit and offset', async () => {
    const { api, requests } = client([ok({ count: 1, locations: [location('1')] })]);
    const page = await api.locations.list({ limit: 20, offset: 40 });
    expect(page.locations[0]?.id).toBe('1');
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url.pathname).toBe('/v2/accounts/me/locations');
    expect(query(requests[0]!.url)).toEqual({
      v: API_VERSION,
      access_token: ACCESS_TOKEN,
      limit: '20',
      offset: '40',
    });
  });

  it('sends api_key instead when the credential is an app key, and keeps a base path prefix', async () => {
    const fake = fakeFetch([ok({ count: 0, locations: [] })]);
    const api = createApiClient({
      baseUrl: `${BASE_URL}/prefix/`,
      credential: { apiKey: API_KEY },
      fetch: fake.fetch,
    });
    await api.locations.list();
    expect(fake.requests[0]?.url.pathname).toBe('/prefix/v2/accounts/me/locations');
    expect(query(fake.requests[0]!.url)).toEqual({ v: API_VERSION, api_key: API_KEY });
  });

  it('clamps a page size to the list maximum (conventions.md › Locations: max 50)', async () => {
    const { api, requests } = client([ok({ count: 0, locations: [] })]);
    await api.locations.list({ limit: 500, offset: -3 });
    expect(query(requests[0]!.url)).toMatchObject({ limit: '50', offset: '0' });
  });

  it('listings.publishers and listings.list with comma-separated filters', async () => {
    const { api, requests } = client([
      ok([publisher('BRANDA')]),
      ok({ count: 1, listings: [listing('l1')] }),
    ]);
    expect((await api.listings.publishers())[0]?.id).toBe('BRANDA');
    await api.listings.list({ locationIds: ['1', '2'], publisherIds: ['BRANDA', 'BRANDB'], limit: 100 });
    expect(requests[0]?.url.pathname).toBe('/v2/accounts/me/netlistings/publishers');
    expect(requests[1]?.url.pathname).toBe('/v2/accounts/me/netlistings/listings');
    expect(query(requests[1]!.url)).toEqual({
      v: API_VERSION,
      access_token: ACCESS_TOKEN,
      locationIds: '1,2',
      publisherIds: 'BRANDA,BRANDB',
      limit: '100',
    });
  });

  it('listings.optIn: PUT with bracketed lists', async () => {
    const { api, requests } = client([new Response('', { status: 200 })]);
    const results = await api.listings.optIn([
      { locationId: '1', publisherId: 'BRANDA' },
      { locationId: '2', publisherId: 'BRANDA' },
    ]);
    expect(results).toEqual([{ locationIds: ['1', '2'], publisherIds: ['BRANDA'], pairs: 2, ok: true }]);
    expect(requests[0]?.method).toBe('PUT');
    expect(requests[0]?.url.pathname).toBe('/v2/accounts/me/netlistings/listings/optin');
    expect(query(requests[0]!.url)).toMatchObject({
      locationIds: '[1,2]',
      publisherIds: '[BRANDA]',
      v: API_VERSION,
    });
  });

  it('suggestions.list with statuses, and resolve as PUT ?status=', async () => {
    const { api, requests } = client([ok({ count: 1, suggestions: [suggestion(5)] }), ok({})]);
    const page = await api.suggestions.list({
      locationIds: ['1'],
      statuses: ['WAITING_ON_CUSTOMER', 'EXPIRED'],
      limit: 50,
    });
    expect(page.suggestions[0]?.id).toBe('5');
    await api.suggestions.resolve('5', 'ACCEPTED');
    expect(requests[0]?.url.pathname).toBe('/v2/accounts/me/netlistings/publishersuggestions');
    expect(query(requests[0]!.url)).toMatchObject({
      locationIds: '1',
      statuses: 'WAITING_ON_CUSTOMER,EXPIRED',
      limit: '50',
    });
    expect(requests[1]?.method).toBe('PUT');
    expect(requests[1]?.url.pathname).toBe('/v2/accounts/me/netlistings/publishersuggestions/5');
    expect(query(requests[1]!.url)).toEqual({
      v: API_VERSION,
      access_token: ACCESS_TOKEN,
      status: 'ACCEPTED',
    });
  });

  it('suggestions.resolve refuses a status other than ACCEPTED or REJECTED without a call', async () => {
    const { api, requests } = client([]);
    await expect(api.suggestions.resolve('5', 'PENDING' as 'ACCEPTED')).rejects.toMatchObject({ status: 0 });
    expect(requests).toHaveLength(0);
  });

  it('encodes ids in paths', async () => {
    const { api, requests } = client([ok(review(1))]);
    await api.reviews.get('a/b?c');
    expect(requests[0]?.url.pathname).toBe('/v2/accounts/me/reviews/a%2Fb%3Fc');
  });

  it('refuses a plain-http service URL off localhost, and an empty credential', () => {
    expect(() =>
      createApiClient({ baseUrl: 'http://api.example.test', credential: { apiKey: API_KEY } }),
    ).toThrow(/https/);
    expect(() =>
      createApiClient({ baseUrl: 'http://127.0.0.1:8787', credential: { apiKey: API_KEY } }),
    ).not.toThrow();
    expect(() =>
      createApiClient({ baseUrl: 'http://localhost:8787', credential: { apiKey: API_KEY } }),
    ).not.toThrow();
    expect(() => createApiClient({ baseUrl: BASE_URL, credential: { accessToken: '' } })).toThrow(
      /connect the account/,
    );
  });
});
