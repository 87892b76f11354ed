import { describe, expect, it, vi } from 'vitest';
import {
  type ApiClientOptions,
  ApiError,
  AuthError,
  ERROR_CODES,
  NetworkError,
  RateLimitError,
  SchemaError,
} from '../../../../lib/api';
import { type Answer, BASE_URL, FAST_RETRY, failed, ok } from './fake-fetch';
import { review } from './fixtures';
import { testClient } from './test-client';

const client = (answers: Answer[], onRateLimit?: ApiClientOptions['onRateLimit']) =>
  testClient(answers, { retry: { ...FAST_RETRY, limit: 0 }, onRateLimit });

const fail = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected a failure'),
    (e: unknown) => e as ApiError,
  );

describe('non-2xx responses become the error family (conventions.md › Every call)', () => {
  it('401 → AuthError that says to connect again, with the service words and code', async () => {
    const { api } = client([
      failed(401, [{ code: ERROR_CODES.unknownAccessToken, message: 'Unknown access token' }]),
    ]);
    const error = await fail(api.reviews.list());
    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({ status: 401, code: 25, retryable: false });
    expect(error.message).toBe(
      'Unknown access token. The service no longer accepts this sign-in; connect the account again.',
    );
    expect(error.errors).toEqual([{ code: 25, type: 'FATAL_ERROR', message: 'Unknown access token' }]);
  });

  it('429 → RateLimitError with retryAfterSeconds from Retry-After', async () => {
    const { api } = client([failed(429, [{ code: 42, message: 'Quota exceeded' }], { 'Retry-After': '30' })]);
    const error = await fail(api.reviews.list());
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).retryAfterSeconds).toBe(30);
    expect(error.message).toBe('Quota exceeded. Try again in 30 seconds.');
  });

  it('a 5xx HTML page still becomes a clear ApiError', async () => {
    const page = new Response('<html><body>502 Bad Gateway</body></html>', {
      status: 502,
      headers: { 'content-type': 'text/html' },
    });
    const { api } = client([page]);
    const error = await fail(api.reviews.list());
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, code: undefined, errors: [], retryable: true });
    expect(error.message).toBe('The service is having trouble (HTTP 502). Try again in a few minutes.');
  });

  it('400, 403, 404 and 409 keep the service message and add what to do', async () => {
    const { api } = client([
      failed(400, [{ code: 21, message: 'Invalid parameter: minRating' }]),
      failed(403, [{ code: 2503, message: 'This publisher does not take replies' }]),
      failed(404, []),
      failed(409, [{ code: 7304, message: 'Suggestion is no longer pending' }]),
    ]);
    expect((await fail(api.reviews.list())).message).toMatch(
      /^Invalid parameter: minRating\. Check the values/,
    );
    const forbidden = await fail(api.reviews.comment('1', { content: 'Hi' }));
    expect(forbidden).toMatchObject({ status: 403, code: 2503 });
    expect(forbidden.message).toMatch(/^This publisher does not take replies\. Check the account's package/);
    expect((await fail(api.reviews.get('9'))).message).toBe(
      'It was not found (HTTP 404). It may have been removed; refresh and try again.',
    );
    expect(await fail(api.suggestions.resolve('1', 'ACCEPTED'))).toMatchObject({ status: 409, code: 7304 });
  });

  it('a malformed 2xx body → SchemaError naming the field path', async () => {
    const reviews = [review(1), review(2), review(3), { ...review(4), rating: 'five' }];
    const { api } = client([ok({ count: 4, averageRating: 4, reviews })]);
    const error = await fail(api.reviews.list());
    expect(error).toBeInstanceOf(SchemaError);
    expect(error.message).toContain('The service sent something unexpected');
    expect(error.message).toContain('response.reviews[3].rating: expected number, received string');
    expect((error as SchemaError).issues[0]).toEqual({
      path: 'response.reviews[3].rating',
      message: 'expected number, received string',
    });
  });

  it('a 2xx body that is not JSON → SchemaError', async () => {
    const { api } = client([new Response('<html>maintenance</html>', { status: 200 })]);
    const error = await fail(api.analytics.maxDates());
    expect(error).toBeInstanceOf(SchemaError);
    expect(error.message).toMatch(/not JSON/);
  });

  it('no connection → NetworkError naming the service origin', async () => {
    const { api } = client([new TypeError('fetch failed')]);
    const error = await fail(api.analytics.maxDates());
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ status: 0, retryable: true });
    expect(error.message).toBe(
      `Could not reach the service at ${BASE_URL}. Check the internet connection and the service URL, then try again.`,
    );
  });

  it('reports the quota headers of every response to onRateLimit', async () => {
    const onRateLimit = vi.fn();
    const headers = {
      'Rate-Limit-Limit': '5000',
      'Rate-Limit-Remaining': '4998',
      'Rate-Limit-Reset': '1496322000',
    };
    const { api } = client(
      [
        ok({ count: 0, averageRating: null, reviews: [] }, { headers }),
        failed(429, [], { ...headers, 'Rate-Limit-Remaining': '0' }),
        ok({ count: 0, averageRating: null, reviews: [] }),
      ],
      onRateLimit,
    );
    await api.reviews.list();
    await fail(api.reviews.list());
    await api.reviews.list(); // no headers: no call
    expect(onRateLimit.mock.calls).toEqual([
      [{ limit: 5000, remaining: 4998, resetAt: 1_496_322_000_000 }],
      [{ limit: 5000, remaining: 0, resetAt: 1_496_322_000_000 }],
    ]);
  });

  it('a throwing onRateLimit listener does not fail the call', async () => {
    const headers = { 'Rate-Limit-Limit': '5000', 'Rate-Limit-Remaining': '1', 'Rate-Limit-Reset': '1' };
    const { api, requests } = client([ok({ count: 0, averageRating: 0, reviews: [] }, { headers })], () => {
      throw new Error('listener bug');
    });
    await expect(api.reviews.list()).resolves.toMatchObject({ count: 0 });
    expect(requests).toHaveLength(1);
  });

  it('a local refusal of a report carries the problems as errors, without a call', async () => {
    const { api, requests } = client([]);
    const error = await fail(
      api.analytics.report({ metrics: ['SEARCHES'], dimensions: ['BRANDD_AGE', 'BRANDD_TIME'] }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 21 });
    expect(error.errors[0]?.message).toMatch(/^dimensions: /);
    expect(error.message).toMatch(/^The report was not requested: Choose only one of gender, age or time/);
    const dates = await fail(
      api.analytics.startReport({
        metrics: ['SEARCHES'],
        dimensions: [],
        filters: { startDate: '2017-02-01', endDate: '2017-01-01' },
      }),
    );
    expect(dates.code).toBe(ERROR_CODES.startAfterEnd);
    expect(requests).toHaveLength(0);
  });
});
