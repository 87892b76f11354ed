import { describe, expect, it } from 'vitest';
import { API_VERSION } from '../../../../lib/api';
import { ACCESS_TOKEN, ok } from './fake-fetch';
import { activity, comment, review } from './fixtures';
import { testClient as client, query } from './test-client';

describe('request building: analytics and reviews (service.md › Endpoints)', () => {
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
});
