import '../../i18n-setup';
import { describe, expect, it } from 'vitest';
import { ApiError, AuthError, NetworkError, RateLimitError, SchemaError, TimeoutError } from '@/lib/api';
import { answerLost, classifyReplyFailure } from '@/lib/outbox/reply-failure';

describe('classifyReplyFailure', () => {
  it("refuses on a 4xx, with the service's message and code", () => {
    const error = new ApiError('This publisher does not take replies. Check the package.', {
      status: 403,
      errors: [{ code: 2503, type: 'FATAL_ERROR', message: 'This publisher does not take replies' }],
    });
    expect(classifyReplyFailure(error)).toEqual({
      retryable: false,
      problem: {
        message: 'This publisher does not take replies. Check the package.',
        status: 403,
        code: 2503,
      },
    });
  });

  it('refuses what the client refused to send (a blank reply)', () => {
    expect(classifyReplyFailure(new ApiError('The reply was not sent: write something.')).retryable).toBe(
      false,
    );
  });

  it.each([
    ['a 503', new ApiError('trouble', { status: 503, retryable: true })],
    ['no network', new NetworkError('offline')],
    ['a timeout', new TimeoutError('slow', { timeoutMs: 15000 })],
    ['an unreadable 201', new SchemaError('odd', { status: 201 })],
    ['a refused sign-in', new AuthError('sign in', { status: 401 })],
  ])('retries after %s', (_, error) => {
    expect(classifyReplyFailure(error).retryable).toBe(true);
  });

  it('retries a 429 no sooner than Retry-After', () => {
    const failure = classifyReplyFailure(new RateLimitError('quota', { retryAfterSeconds: 120 }));
    expect(failure).toMatchObject({ retryable: true, retryAfterMs: 120_000, problem: { status: 429 } });
  });
});

describe('answerLost', () => {
  it.each([
    ['the connection dropped', new NetworkError('fetch failed')],
    ['a timeout', new TimeoutError('slow', { timeoutMs: 15000 })],
    ['an unreadable 201', new SchemaError('odd', { status: 201 })],
  ])('after %s: the reply may be there, read it back', (_, error) => {
    expect(answerLost(error)).toBe(true);
  });

  it.each([
    ['a 503', new ApiError('trouble', { status: 503, retryable: true })],
    ['a 4xx', new ApiError('no', { status: 403 })],
    ['a refused sign-in', new AuthError('sign in', { status: 401 })],
    ['a 429', new RateLimitError('quota', { retryAfterSeconds: 1 })],
    ['a local refusal', new ApiError('The reply was not sent: write something.')],
  ])('after %s: the service answered', (_, error) => {
    expect(answerLost(error)).toBe(false);
  });
});
