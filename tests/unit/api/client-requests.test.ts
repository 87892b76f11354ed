import { describe, expect, it } from 'vitest';
import { API_VERSION, type ApiClientOptions, createApiClient } from '../../../lib/api';
import { ACCESS_TOKEN, type Answer, API_KEY, BASE_URL, fakeFetch, ok } from './fake-fetch';
import { activity, comment, listing, location, publisher, review, suggestion } from './fixtures';

function client(answers: Answer[], options: Partial<ApiClientOptions> = {}) {
  const fake = fakeFetch(answers);
  const api = createApiClient({
    baseUrl: BASE_URL,
    credential: { accessToken: ACCESS_TOKEN },
    fetch: fake.fetch,
    ...options,
  });
  return { api, requests: fake.requests };
}

const query = (url: URL) => Object.fromEntries(url.searchParams);

describe('request building: every call carries v and the credential (service.md › Endpoints)', () => {
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

  it('analytics.report: POST JSON body, rows back', async () => {
    const rows = [{ 'NetListings Live': 12, day: '5/01/17' }];
    const { api, requests } = client([ok({ data: rows })]);
    const request = {
      metrics: ['NETLISTINGS_LIVE' as const],
      dimensions: ['DAYS' as const],
      filters: { startDate: '2017-05-01', endDate: '2017-05-02' },
    };
    expect(await api.analytics.report(request)).toEqual(rows);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.pathname).toBe('/v2/accounts/me/analytics/reports');
    expect(requests[0]?.headers.get('content-type')).toContain('application/json');
    expect(JSON.parse(requests[0]!.body)).toEqual(request);
    expect(requests[0]?.url.searchParams.has('async')).toBe(false);
  });

  it('analytics.startReport: POST ?async=true; reportStatus and maxDates: GET', async () => {
    const { api, requests } = client([
      ok({ id: 'rep-1' }),
      ok({ status: 'PENDING', url: '' }),
      ok({ standardMaxDate: '2017-05-20', brandAMaxDate: '2017-05-14' }),
    ]);
    expect(await api.analytics.startReport({ metrics: ['SEARCHES'], dimensions: [] })).toEqual({
      id: 'rep-1',
    });
    expect(await api.analytics.reportStatus('rep-1')).toEqual({ status: 'PENDING', url: '' });
    expect((await api.analytics.maxDates()).brandAMaxDate).toBe('2017-05-14');
    expect(requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
      'POST /v2/accounts/me/analytics/reports',
      'GET /v2/accounts/me/analytics/standardreports/rep-1',
      'GET /v2/accounts/me/analytics/maxdates',
    ]);
    expect(requests[0]?.url.searchParams.get('async')).toBe('true');
    for (const request of requests) expect(request.url.searchParams.get('v')).toBe(API_VERSION);
  });

  it('analytics.activity: POST with the JSON body of conventions.md', async () => {
    const { api, requests } = client([ok({ count: 1, activities: [activity(1)] })]);
    const body = {
      limit: 20,
      offset: 0,
      filters: {
        locationIds: ['1'],
        activityTypes: ['SOCIAL_POST'],
        actors: ['API user'],
        startDate: '2017-01-01',
      },
    };
    const page = await api.analytics.activity(body);
    expect(page.activities).toHaveLength(1);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.pathname).toBe('/v2/accounts/me/analytics/activity');
    expect(JSON.parse(requests[0]!.body)).toEqual(body);
  });

  it('reviews.list sends every filter of conventions.md › Reviews', async () => {
    const { api, requests } = client([ok({ count: 1, averageRating: 4, reviews: [review(1)] })]);
    await api.reviews.list({
      locationIds: ['1', '2'],
      publisherIds: ['BRANDB'],
      minRating: 1,
      maxRating: 3,
      minPublisherDate: '2017-01-01',
      maxPublisherDate: '2017-02-01',
      minLastServiceUpdateDate: '2017-03-01',
      maxLastServiceUpdateDate: '2017-04-01',
      awaitingResponse: 'REVIEW_OR_COMMENT',
      reviewContent: 'croissant',
      reviewerName: 'ann',
      limit: 100,
      offset: 200,
    });
    expect(requests[0]?.url.pathname).toBe('/v2/accounts/me/reviews');
    expect(query(requests[0]!.url)).toEqual({
      v: API_VERSION,
      access_token: ACCESS_TOKEN,
      locationIds: '1,2',
      publisherIds: 'BRANDB',
      minRating: '1',
      maxRating: '3',
      minPublisherDate: '2017-01-01',
      maxPublisherDate: '2017-02-01',
      minLastServiceUpdateDate: '2017-03-01',
      maxLastServiceUpdateDate: '2017-04-01',
      awaitingResponse: 'REVIEW_OR_COMMENT',
      reviewContent: 'croissant',
      reviewerName: 'ann',
      limit: '100',
      offset: '200',
    });
  });

  it('reviews.list leaves out filters that are not set', async () => {
    const { api, requests } = client([ok({ count: 0, averageRating: null, reviews: [] })]);
    await api.reviews.list({ locationIds: [], reviewContent: '' });
    expect(query(requests[0]!.url)).toEqual({ v: API_VERSION, access_token: ACCESS_TOKEN });
  });

  it('reviews.get and reviews.comment (201, JSON body)', async () => {
    const created = comment(77, { parentId: '12', visibility: 'PRIVATE' });
    const { api, requests } = client([
      ok({ ...review(5), publisherDate: '2017-05-01' }),
      ok(created, { status: 201 }),
    ]);
    expect((await api.reviews.get('5')).id).toBe('5');
    const posted = await api.reviews.comment('5', {
      content: 'Thanks',
      visibility: 'PRIVATE',
      parentId: '12',
    });
    expect(posted).toMatchObject({ id: '77', parentId: '12', authorRole: 'BUSINESS_OWNER' });
    expect(`${requests[0]?.method} ${requests[0]?.url.pathname}`).toBe('GET /v2/accounts/me/reviews/5');
    expect(`${requests[1]?.method} ${requests[1]?.url.pathname}`).toBe(
      'POST /v2/accounts/me/reviews/5/comments',
    );
    expect(JSON.parse(requests[1]!.body)).toEqual({
      content: 'Thanks',
      visibility: 'PRIVATE',
      parentId: '12',
    });
    expect(query(requests[1]!.url)).toEqual({ v: API_VERSION, access_token: ACCESS_TOKEN });
  });

  it('reviews.comment refuses a blank reply without a call', async () => {
    const { api, requests } = client([]);
    await expect(api.reviews.comment('5', { content: '   ' })).rejects.toThrow(/write something/);
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
