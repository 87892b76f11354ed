import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type ApiClientOptions,
  ApiError,
  RateLimitError,
  SchemaError,
  TimeoutError,
} from '../../../../lib/api';
import { backoffDelayMs } from '../../../../lib/api/retry-policy';
import { type Answer, BASE_URL, FAST_RETRY, failed, ok } from './fake-fetch';
import { testClient } from './test-client';

const maxDates = { standardMaxDate: '2017-05-20', brandAMaxDate: '2017-05-14' };

const client = (answers: Answer[], options: Partial<ApiClientOptions> = {}) =>
  testClient(answers, { retry: FAST_RETRY, ...options });

afterEach(() => {
  vi.useRealTimers();
});

describe('retries: GET only, on 408/429/5xx and network errors', () => {
  it('retries a GET on 503, then succeeds', async () => {
    const { api, requests } = client([failed(503), ok(maxDates)]);
    expect(await api.analytics.maxDates()).toEqual(maxDates);
    expect(requests).toHaveLength(2);
  });

  it('retries a GET after a network error and on 408, 500, 502', async () => {
    const { api, requests } = client([new TypeError('fetch failed'), failed(408), failed(500), ok(maxDates)]);
    expect(await api.analytics.maxDates()).toEqual(maxDates);
    expect(requests).toHaveLength(4);
  });

  it('gives up after the limit with the last error', async () => {
    const { api, requests } = client([failed(503), failed(503), failed(503), failed(502)]);
    const error = await api.analytics.maxDates().catch((e: unknown) => e);
    expect(requests).toHaveLength(1 + FAST_RETRY.limit);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, retryable: true });
  });

  it('does not retry when the limit is 0', async () => {
    const { api, requests } = client([failed(503)], { retry: { limit: 0 } });
    await expect(api.analytics.maxDates()).rejects.toMatchObject({ status: 503 });
    expect(requests).toHaveLength(1);
  });

  it('never retries a POST (a reply must not post twice)', async () => {
    const { api, requests } = client([failed(503), ok({})]);
    await expect(api.reviews.comment('1', { content: 'Thanks' })).rejects.toMatchObject({ status: 503 });
    expect(requests).toHaveLength(1);
  });

  it('never retries a POST after a network error either', async () => {
    const { api, requests } = client([new TypeError('fetch failed'), ok({})]);
    await expect(api.reviews.comment('1', { content: 'Thanks' })).rejects.toMatchObject({
      name: 'NetworkError',
    });
    expect(requests).toHaveLength(1);
  });

  it('never retries a PUT', async () => {
    const { api, requests } = client([failed(503), ok({})]);
    await expect(api.suggestions.resolve('7', 'REJECTED')).rejects.toMatchObject({ status: 503 });
    expect(requests).toHaveLength(1);
  });

  it('does not retry a 4xx other than 408/429, nor a malformed answer', async () => {
    const { api, requests } = client([failed(404, [{ code: 2500, message: 'Review not found' }])]);
    await expect(api.reviews.get('1')).rejects.toMatchObject({ status: 404, code: 2500 });
    expect(requests).toHaveLength(1);

    const second = client([ok({ standardMaxDate: 1 }), ok(maxDates)]);
    await expect(second.api.analytics.maxDates()).rejects.toBeInstanceOf(SchemaError);
    expect(second.requests).toHaveLength(1);
  });

  it('a Retry-After beyond maxRetryAfterSeconds fails at once with RateLimitError', async () => {
    const { api, requests } = client([
      failed(429, [{ code: 42, message: 'Quota exceeded' }], { 'Retry-After': '3600' }),
      ok(maxDates),
    ]);
    const error = await api.analytics.maxDates().catch((e: unknown) => e);
    expect(requests).toHaveLength(1);
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error).toMatchObject({ status: 429, code: 42, retryAfterSeconds: 3600, retryable: true });
    expect((error as Error).message).toMatch(/Quota exceeded.*about 60 minutes/);
  });

  it('a 429 without Retry-After waits for Rate-Limit-Reset, so an hour away fails at once', async () => {
    const reset = String(Math.floor(Date.now() / 1000) + 3600);
    const { api, requests } = client([
      failed(429, [{ code: 42, message: 'Quota exceeded' }], { 'Rate-Limit-Reset': reset }),
    ]);
    const error = await api.analytics.maxDates().catch((e: unknown) => e);
    expect(requests).toHaveLength(1);
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).retryAfterSeconds).toBeGreaterThan(3500);
  });

  it('429 that persists ends in RateLimitError', async () => {
    const quota = () => failed(429, [{ code: 42, message: 'Quota exceeded' }], { 'Retry-After': '0' });
    const { api, requests } = client([quota(), quota(), quota(), quota()]);
    await expect(api.analytics.maxDates()).rejects.toBeInstanceOf(RateLimitError);
    expect(requests).toHaveLength(4);
  });
});

describe('retries honour Retry-After', () => {
  it('waits the seconds the service asked for', async () => {
    vi.useFakeTimers();
    const { api, requests } = client([failed(503, [], { 'Retry-After': '2' }), ok(maxDates)], {
      retry: { ...FAST_RETRY, backoffMs: 10, maxBackoffMs: 10 },
    });
    const result = api.analytics.maxDates();
    await vi.advanceTimersByTimeAsync(1999);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(2);
    await expect(result).resolves.toEqual(maxDates);
  });

  it('waits until an HTTP date', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2017-06-01T12:00:00Z'));
    const { api, requests } = client([
      failed(429, [], { 'Retry-After': 'Thu, 01 Jun 2017 12:00:05 GMT' }),
      ok(maxDates),
    ]);
    const result = api.analytics.maxDates();
    await vi.advanceTimersByTimeAsync(4900);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(requests).toHaveLength(2);
    await expect(result).resolves.toEqual(maxDates);
  });
});

describe('backoff', () => {
  const retry = { backoffMs: 500, maxBackoffMs: 30_000 };

  it('doubles per attempt with equal jitter (half fixed, half random)', () => {
    expect(backoffDelayMs(1, retry, () => 0)).toBe(250);
    expect(backoffDelayMs(1, retry, () => 1)).toBe(500);
    expect(backoffDelayMs(3, retry, () => 0)).toBe(1000);
    expect(backoffDelayMs(3, retry, () => 1)).toBe(2000);
  });

  it('never exceeds maxBackoffMs', () => {
    expect(backoffDelayMs(20, retry, () => 1)).toBe(30_000);
  });
});

describe('timeouts', () => {
  /** A service that never answers, but lets the request be aborted. */
  const silent: Answer = (_request, signal) =>
    new Promise((_resolve, reject) => {
      if (signal?.aborted) reject(signal.reason); // as fetch does with a signal aborted beforehand
      signal?.addEventListener('abort', () => reject(signal.reason));
    });

  it('fails with TimeoutError after timeoutMs and does not retry it', async () => {
    const { api, requests } = client([silent, ok(maxDates)], { timeoutMs: 20 });
    const error = await api.analytics.maxDates().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ timeoutMs: 20, status: 0, retryable: true });
    expect((error as Error).message).toContain('did not answer within 20 ms');
    expect(requests).toHaveLength(1);
  });

  it("rejects with the caller's abort reason, not an ApiError", async () => {
    const controller = new AbortController();
    const { api } = client([silent]);
    const result = api.analytics.downloadReport(`${BASE_URL}/report.csv`, { signal: controller.signal });
    controller.abort(new Error('closed by the user'));
    await expect(result).rejects.toThrow('closed by the user');
  });
});
