/**
 * The bounds through the whole sync: a loopback server in front of the emulator passes every
 * request on, except that its reviews list misbehaves in exactly one way until the test says it
 * behaves. For each: the error in words, nothing of the bad answer cached, the worker's memory
 * bounded, and the sync going on (within the hour) once the service behaves.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createApiClient } from '@/lib/api';
import { countInbox } from '@/lib/reviews/review-cache';
import { syncAllAccounts } from '@/lib/sync/sync-runner';
import { loadSyncState } from '@/lib/sync/sync-state';
import { fiftyMegabytes, neverEnding, quotaForDecades } from '../shared/misbehaving-answers';
import { ACCOUNT, clearCache, connectAccount, type Harness, startHarness, syncDeps } from './sync-harness';

type Misbehaviour = (response: ServerResponse, url: URL, passOn: () => Promise<string>) => void;

/** How the reviews list misbehaves now; undefined: it behaves. */
let misbehave: Misbehaviour | undefined;
let harness: Harness;
let server: Server;
let proxyUrl: string;

beforeAll(async () => {
  harness = await startHarness({ reviews: 500 });
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', harness.emulator.baseUrl);
    const passOn = async () => (await fetch(url)).text();
    if (misbehave && url.pathname.endsWith('/reviews')) return misbehave(response, url, passOn);
    void fetch(url).then(async (answer) => {
      const headers = Object.fromEntries(
        [...answer.headers].filter(([name]) => !['content-encoding', 'content-length'].includes(name)),
      );
      response.writeHead(answer.status, headers).end(Buffer.from(await answer.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
  await harness.close();
});
beforeEach(async () => {
  misbehave = undefined;
  fakeBrowser.reset();
  await clearCache();
  await connectAccount(harness, 'Slice');
});

/** The sync's dependencies, its reviews read through the misbehaving server with a short call time. */
const deps = () =>
  syncDeps(harness, {
    openReviews: async (_id, onRateLimit) =>
      createApiClient({
        baseUrl: proxyUrl,
        credential: { apiKey: harness.emulator.apiKey },
        timeoutMs: 1500,
        retry: { limit: 0 },
        onRateLimit,
      }).reviews,
  });

/** One sync run while the service misbehaves, the peak JS heap above where it began sampled throughout. */
async function runMisbehaving(): Promise<{ message?: string; heapGrowth: number }> {
  const base = process.memoryUsage().heapUsed;
  let peak = base;
  const sample = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, 5);
  try {
    const run = await syncAllAccounts('startup', deps());
    return { message: run.accounts[0].message, heapGrowth: peak - base };
  } finally {
    clearInterval(sample);
  }
}

/** Nothing of the bad answer is cached, and the backfill is not taken for done. */
async function expectNothingCached(): Promise<void> {
  expect((await countInbox(ACCOUNT)).total).toBe(0);
  const state = await loadSyncState(ACCOUNT, harness.now());
  expect(state.backfill).toMatchObject({ offset: 0 });
  expect(state.cursor).toBeUndefined();
}

/** The service behaves again: the next run (after `waitMs`) takes the whole list. */
async function expectSyncGoesOn(waitMs: number): Promise<void> {
  misbehave = undefined;
  const total = (await harness.client().reviews.list({ limit: 1 })).count;
  await harness.advance(waitMs);
  const run = await syncAllAccounts('alarm', deps());
  expect(run.accounts[0].error).toBeUndefined();
  expect((await countInbox(ACCOUNT)).total).toBe(total);
  expect((await loadSyncState(ACCOUNT, harness.now())).lastError).toBeUndefined();
}

const MB = 1024 * 1024;

describe('the bounds, through the sync', () => {
  it('a 50 MB body: too large to read, in words; nothing cached; memory bounded; the sync goes on', async () => {
    misbehave = (response) => fiftyMegabytes(response, '{"response":{"reviews":["');
    const { message, heapGrowth } = await runMisbehaving();
    expect(message).toMatch(/^The service sent an answer too large to read/);
    await expectNothingCached();
    // Read whole, the body alone would be 50 MB of heap.
    expect(heapGrowth).toBeLessThan(32 * MB);
    await expectSyncGoesOn(5 * 60_000);
  });

  it('a stream that never ends: stopped at the call’s time, in words; nothing cached; the sync goes on', async () => {
    misbehave = (response) => neverEnding(response, 200);
    const { message, heapGrowth } = await runMisbehaving();
    expect(message).toBe('The service took too long to answer. Try again in a moment.');
    await expectNothingCached();
    expect(heapGrowth).toBeLessThan(32 * MB);
    await expectSyncGoesOn(5 * 60_000);
  });

  it('Retry-After: 999999999: waits an hour at most, in words; nothing cached; the sync goes on within the hour', async () => {
    misbehave = quotaForDecades;
    const started = harness.now();
    const { message } = await runMisbehaving();
    expect(message).toBe("The service's hourly request limit for this account is used up. Try again later.");
    await expectNothingCached();
    const state = await loadSyncState(ACCOUNT, harness.now());
    expect(state.retryAfterUntil).toBeLessThanOrEqual(harness.now() + 3_600_000);
    expect(state.retryAfterUntil).toBeGreaterThan(started);
    await expectSyncGoesOn(3_600_000);
  });

  it('the same page token forever, with a count that lies: the walk stops in words and goes on once it behaves', async () => {
    misbehave = (response, url, passOn) => {
      void passOn().then((text) => {
        const body = JSON.parse(text) as { response: { count: number; nextPageToken?: string } };
        body.response.nextPageToken = 'the-same-token';
        body.response.count = Number(url.searchParams.get('offset') ?? 0) + 150;
        response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      });
    };
    const { message } = await runMisbehaving();
    expect(message).toMatch(/^The service kept sending reviews past the 150 it counted at first/);
    // The pages before it are kept, the backfill not taken for done.
    const state = await loadSyncState(ACCOUNT, harness.now());
    expect(state.backfill).toMatchObject({ offset: 300 });
    expect(state.cursor).toBeUndefined();
    await expectSyncGoesOn(5 * 60_000);
  });
});
