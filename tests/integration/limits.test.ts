/**
 * A service that misbehaves in exactly one way, on a real loopback server: whatever it says, the
 * extension bounds what it takes from it. (Issue: a broken or hostile service cannot exhaust the
 * extension.) Each case answers one bound.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, RateLimitError } from '@/lib/api';
import { MAX_WAIT_MS } from '@/lib/api/rate-limit';
import { retryAfterUntil } from '@/lib/sync/poll-planner';
import { initialSyncState } from '@/lib/sync/sync-state';

let server: Server;
let baseUrl: string;

beforeAll(async () => {
  // Every request: over quota, come back in 31 years.
  server = createServer((_request, response) => {
    response.writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': '999999999' });
    response.end(JSON.stringify({ errors: [{ code: 42, message: 'Quota exceeded' }] }));
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
