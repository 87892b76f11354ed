import { describe, expect, it } from 'vitest';
import { ApiError, type ReportStatus, SchemaError, TimeoutError } from '../../../../lib/api';
import { type Answer, API_KEY, BASE_URL, ok } from './fake-fetch';
import { testClient } from './test-client';

const client = (answers: Answer[], repeatLast = false) =>
  testClient(answers, { credential: { apiKey: API_KEY }, repeatLast });

const fast = { initialDelayMs: 1, maxDelayMs: 2 };

describe('analytics.waitForReport (service.md › Report (asynchronous))', () => {
  it('polls until DONE and returns the link', async () => {
    const { api, requests } = client([
      ok({ status: 'PENDING', url: '' }),
      ok({ status: 'PENDING', url: '' }),
      ok({ status: 'DONE', url: `${BASE_URL}/files/r1.csv` }),
    ]);
    const polls: [ReportStatus, number][] = [];
    const done = await api.analytics.waitForReport('r1', { ...fast, onPoll: (s, n) => polls.push([s, n]) });
    expect(done).toEqual({ status: 'DONE', url: `${BASE_URL}/files/r1.csv` });
    expect(polls.map(([s, n]) => [s.status, n])).toEqual([
      ['PENDING', 1],
      ['PENDING', 2],
      ['DONE', 3],
    ]);
    expect(requests.every((r) => r.url.pathname === '/v2/accounts/me/analytics/standardreports/r1')).toBe(
      true,
    );
  });

  it('stops at FAILED with a clear error', async () => {
    const { api, requests } = client([ok({ status: 'PENDING', url: '' }), ok({ status: 'FAILED', url: '' })]);
    const error = await api.analytics.waitForReport('r1', fast).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toMatch(/could not build the report \(status FAILED\)/);
    expect(requests).toHaveLength(2);
  });

  it('stops at an unknown status instead of polling forever', async () => {
    const { api } = client([ok({ status: 'QUEUED_ELSEWHERE', url: '' })]);
    await expect(api.analytics.waitForReport('r1', fast)).rejects.toThrow(
      /"QUEUED_ELSEWHERE", a status this extension does not know/,
    );
  });

  it('a DONE without a link is an error, not a download of nothing', async () => {
    const { api } = client([ok({ status: 'DONE', url: '' })]);
    await expect(api.analytics.waitForReport('r1', fast)).rejects.toThrow(/gave no link/);
  });

  it('gives up with TimeoutError after timeoutMs', async () => {
    const { api } = client([ok({ status: 'PENDING', url: '' })], true);
    const error = await api.analytics
      .waitForReport('r1', { ...fast, timeoutMs: 30 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ timeoutMs: 30 });
  });

  it('can be aborted while waiting', async () => {
    const { api } = client([ok({ status: 'PENDING', url: '' })], true);
    const controller = new AbortController();
    const waiting = api.analytics.waitForReport('r1', { initialDelayMs: 50, signal: controller.signal });
    controller.abort(new Error('report closed'));
    await expect(waiting).rejects.toThrow('report closed');
  });
});

describe('analytics.downloadReport', () => {
  const csv =
    'day,location_id,NetListings Live,BrandD Daily Checkins\r\n5/01/17,0042,12,3.5\r\n5/02/17,0042,13,0\r\n';

  it('parses the CSV: metrics as numbers, dimension keys as text', async () => {
    const { api, requests } = client([
      new Response(`\uFEFF${csv}`, { headers: { 'content-type': 'text/csv' } }),
    ]);
    const rows = await api.analytics.downloadReport(`${BASE_URL}/files/r1.csv?sig=abc`);
    expect(rows).toEqual([
      { day: '5/01/17', location_id: '0042', 'NetListings Live': 12, 'BrandD Daily Checkins': 3.5 },
      { day: '5/02/17', location_id: '0042', 'NetListings Live': 13, 'BrandD Daily Checkins': 0 },
    ]);
    // Same origin as the service: the credential goes along, the link's own query is kept.
    expect(requests[0]?.url.searchParams.get('api_key')).toBe(API_KEY);
    expect(requests[0]?.url.searchParams.get('sig')).toBe('abc');
    expect(requests[0]?.headers.get('accept')).toBe('text/csv');
  });

  it('never sends the credential to another origin', async () => {
    const { api, requests } = client([new Response(csv)]);
    await api.analytics.downloadReport('https://files.cdn.example/r1.csv?sig=abc');
    expect(requests[0]?.url.origin).toBe('https://files.cdn.example');
    expect(requests[0]?.url.searchParams.has('api_key')).toBe(false);
    expect(requests[0]?.url.searchParams.has('access_token')).toBe(false);
    expect(requests[0]?.url.searchParams.has('v')).toBe(false);
  });

  it('resolves a relative link against the service', async () => {
    const { api, requests } = client([new Response(csv)]);
    await api.analytics.downloadReport('/files/r1.csv');
    expect(requests[0]?.url.href).toContain(`${BASE_URL}/files/r1.csv?`);
  });

  it('a broken CSV is a SchemaError', async () => {
    const { api } = client([new Response('day,Searches\n5/01/17,1,2,3\n')]);
    await expect(api.analytics.downloadReport(`${BASE_URL}/f.csv`)).rejects.toBeInstanceOf(SchemaError);
  });
});
