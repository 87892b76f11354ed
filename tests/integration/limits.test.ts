/**
 * A service that misbehaves in exactly one way, on a real loopback server: whatever it says, the
 * extension bounds what it takes from it. (Issue: a broken or hostile service cannot exhaust the
 * extension.) Each case answers one bound.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, RateLimitError, TimeoutError, TooLargeError } from '@/lib/api';
import { MAX_BODY_BYTES } from '@/lib/api/bounded-body';
import { MAX_WAIT_MS } from '@/lib/api/rate-limit';
import { retryAfterUntil } from '@/lib/sync/poll-planner';
import { initialSyncState } from '@/lib/sync/sync-state';
import { fiftyMegabytes, neverEnding, quotaForDecades } from '../shared/misbehaving-answers';

let server: Server;
let baseUrl: string;
/** How the server misbehaves, by the request's path. */
const MISBEHAVIOURS: Record<string, (response: import('node:http').ServerResponse) => void> = {
  '/v2/accounts/me/reviews': quotaForDecades,
  '/v2/accounts/me/locations': (response) => fiftyMegabytes(response, '{"response":{"locations":["'),
  // A byte a second.
  '/v2/accounts/me/netlistings/publishers': (response) => neverEnding(response, 1000),
};

beforeAll(async () => {
  server = createServer((request, response) => {
    const misbehave = MISBEHAVIOURS[new URL(request.url ?? '/', 'http://x').pathname];
    if (misbehave) misbehave(response);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
);

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected a failure'),
    (failure: unknown) => failure,
  );

describe('a 50 MB body', () => {
  it('is read up to 5 MB and no further, and says so in words', async () => {
    const api = createApiClient({ baseUrl, credential: { apiKey: 'k' }, retry: { limit: 0 } });
    const error = await failureOf(api.locations.list());
    expect(error).toBeInstanceOf(TooLargeError);
    expect((error as TooLargeError).limitBytes).toBe(MAX_BODY_BYTES);
    expect((error as Error).message).toMatch(/^The service sent an answer too large to read/);
  });
});

describe('a stream that never ends', () => {
  it('is given the call’s time, then the read stops with a timeout', async () => {
    const api = createApiClient({
      baseUrl,
      credential: { apiKey: 'k' },
      timeoutMs: 1500,
      retry: { limit: 0 },
    });
    const error = await failureOf(api.listings.publishers());
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toMatch(/kept sending an answer/);
  });
});

describe('Retry-After: 999999999', () => {
  it('is taken for an hour at most: the error says so, and the sync state waits no longer', async () => {
    const api = createApiClient({ baseUrl, credential: { apiKey: 'k' } });
    const now = Date.now();
    const error = await api.reviews.list({ limit: 1 }).then(
      () => expect.fail('a 429 must fail'),
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).retryAfterSeconds).toBe(MAX_WAIT_MS / 1000);
    // What the sync stores from it: the next try within the hour the quota takes to reset.
    const until = retryAfterUntil(
      initialSyncState('acc', now),
      now,
      (error as RateLimitError).retryAfterSeconds,
    );
    expect(until - now).toBeLessThanOrEqual(MAX_WAIT_MS);
  });
});
