/**
 * The real lib/api client against a real emulator over loopback HTTP: every endpoint, asserting
 * what the server holds or returns. No HTTP mocks.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator } from '@/emulator';
import {
  type ApiClient,
  ApiError,
  AuthError,
  buildAuthorizeUrl,
  createApiClient,
  exchangeCode,
  METRICS,
  type ReviewFilters,
} from '@/lib/api';

interface LoggedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  status: number;
}

let emu: RunningEmulator;
let client: ApiClient;

const RETRY = { limit: 2, backoffMs: 10, maxBackoffMs: 50 };

async function admin(path: string, init?: RequestInit): Promise<Record<string, unknown>> {
  const response = await fetch(`${emu.baseUrl}/__emulator/${path}`, init);
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`admin ${path}: ${JSON.stringify(body)}`);
  return body;
}
const post = (path: string, body: unknown) =>
  admin(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
const requests = async () => (await admin('requests')).requests as LoggedRequest[];

async function collect<T>(source: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of source) out.push(item);
  return out;
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

beforeAll(async () => {
  emu = await startEmulator({
    port: 0,
    seed: 'api-client-it',
    locations: 6,
    reviews: 200,
    reportDelayMs: 2000,
  });
  client = createApiClient({ baseUrl: emu.baseUrl, credential: { apiKey: emu.apiKey }, retry: RETRY });
});

afterAll(async () => {
  await emu?.close();
});

afterEach(async () => {
  await admin('faults', { method: 'DELETE' });
});

describe('locations', () => {
  it('lists a page and iterates every location, matching count', async () => {
    const page = await client.locations.list({ limit: 2 });
    expect(page.count).toBe(6);
    expect(page.locations).toHaveLength(2);
    const all = await collect(client.locations.iterate({ limit: 4 }));
    expect(all).toHaveLength(page.count);
    expect(new Set(all.map((l) => l.id)).size).toBe(page.count);
    expect(all.slice(0, 2).map((l) => l.id)).toEqual(page.locations.map((l) => l.id));
    // Labels are read leniently (not in service.md's table): some locations carry them.
    expect(all.some((l) => (l.labels ?? []).length > 0)).toBe(true);
  });
});

describe('listings', () => {
  it('lists publishers: more than 60, BRANDB among them', async () => {
    const publishers = await client.listings.publishers();
    expect(publishers.length).toBeGreaterThan(60);
    expect(publishers.map((p) => p.id)).toContain('BRANDB');
  });

  it('lists and iterates listings filtered by locationIds', async () => {
    const [location] = (await client.locations.list({ limit: 1 })).locations;
    const page = await client.listings.list({ locationIds: [location.id], limit: 10 });
    expect(page.count).toBeGreaterThan(0);
    expect(page.listings.every((l) => l.locationId === location.id)).toBe(true);
    const all = await collect(client.listings.iterate({ locationIds: [location.id], limit: 7 }));
    expect(all).toHaveLength(page.count);
    expect(all.every((l) => l.locationId === location.id)).toBe(true);
  });

  it('opts in OPTED_OUT listings: they are no longer OPTED_OUT, one batch result per call', async () => {
    const all = await collect(client.listings.iterate());
    const optedOut = all.filter((l) => l.status === 'OPTED_OUT').slice(0, 3);
    expect(optedOut.length).toBeGreaterThan(0);
    const pairs = optedOut.map((l) => ({ locationId: l.locationId, publisherId: l.publisherId }));
    const seen: unknown[] = [];
    const results = await client.listings.optIn(pairs, { onBatch: (r) => seen.push(r) });
    expect(results.length).toBeGreaterThan(0);
    expect(seen).toEqual(results);
    expect(results.every((r) => r.ok)).toBe(true);
    expect(results.reduce((sum, r) => sum + r.pairs, 0)).toBeGreaterThanOrEqual(pairs.length);
    const puts = (await requests()).filter((r) => r.method === 'PUT' && r.path.includes('optin'));
    expect(puts.length).toBeGreaterThanOrEqual(results.length);
    const after = await collect(client.listings.iterate({ locationIds: pairs.map((p) => p.locationId) }));
    for (const listing of optedOut) {
      const now = after.find((l) => l.id === listing.id);
      expect(now?.status).not.toBe('OPTED_OUT');
    }
  });
});

describe('suggestions', () => {
  async function pending() {
    const page = await client.suggestions.list({ statuses: ['WAITING_ON_CUSTOMER'], limit: 50 });
    expect(page.suggestions.every((s) => s.status === 'WAITING_ON_CUSTOMER')).toBe(true);
    return page;
  }
  async function locationField(locationId: string, field: string): Promise<unknown> {
    const all = await collect(client.locations.iterate());
    const location = all.find((l) => l.id === locationId) as Record<string, unknown> | undefined;
    return location?.[field];
  }

  it('lists pending suggestions', async () => {
    const page = await pending();
    expect(page.count).toBeGreaterThan(0);
    expect(page.suggestions.every((s) => s.publisherId === 'BRANDCMYBUSINESS')).toBe(true);
  });

  it('ACCEPTED sets the location field to suggestedContent; resolving again is 409 / 7304', async () => {
    const suggestion = (await pending()).suggestions[0];
    await client.suggestions.resolve(suggestion.id, 'ACCEPTED');
    expect(await locationField(suggestion.locationId, suggestion.fieldName)).toBe(
      suggestion.suggestedContent,
    );
    const error = await rejection(client.suggestions.resolve(suggestion.id, 'REJECTED'));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).code).toBe(7304);
  });

  it('REJECTED leaves the location field unchanged', async () => {
    const suggestion = (await pending()).suggestions.at(-1);
    if (!suggestion) throw new Error('no pending suggestion');
    const before = await locationField(suggestion.locationId, suggestion.fieldName);
    await client.suggestions.resolve(suggestion.id, 'REJECTED');
    expect(await locationField(suggestion.locationId, suggestion.fieldName)).toBe(before);
    const resolved = await client.suggestions.list({ statuses: ['REJECTED'], limit: 50 });
    expect(resolved.suggestions.map((s) => s.id)).toContain(suggestion.id);
  });
});

describe('analytics', () => {
  async function range() {
    const max = await client.analytics.maxDates();
    const end = max.standardMaxDate;
    const start = new Date(Date.parse(`${end}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
    return { startDate: start, endDate: end };
  }

  it('a report narrowed by folder, label and country covers those locations only', async () => {
    const locations = await collect(client.locations.iterate());
    const folder = locations[0].folderId;
    const label = locations.flatMap((l) => l.labels ?? [])[0];
    const chosen = async (filters: object) =>
      (await client.analytics.report({ metrics: ['SEARCHES'], dimensions: ['LOCATION_IDS'], filters }))
        .map((row) => String(row.location_id))
        .sort();
    const ids = (keep: (l: (typeof locations)[number]) => boolean) =>
      locations
        .filter(keep)
        .map((l) => l.id)
        .sort();
    expect(await chosen({ folderIds: [folder] })).toEqual(ids((l) => l.folderId === folder));
    expect(await chosen({ locationLabels: [label] })).toEqual(ids((l) => (l.labels ?? []).includes(label)));
    expect(await chosen({ countries: ['CA'] })).toEqual([]);
  });

  it('maxDates returns both dates', async () => {
    const max = await client.analytics.maxDates();
    expect(max.standardMaxDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(max.brandAMaxDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(max.brandAMaxDate <= max.standardMaxDate).toBe(true);
  });

  it('a synchronous report carries the catalogue labels', async () => {
    const rows = await client.analytics.report({
      metrics: ['SEARCHES', 'PROFILE_VIEWS'],
      dimensions: ['LOCATION_IDS'],
      filters: await range(),
    });
    expect(rows).toHaveLength(6);
    for (const row of rows) {
      expect(row).toHaveProperty('location_id');
      expect(typeof row[METRICS.SEARCHES.label]).toBe('number');
      expect(typeof row[METRICS.PROFILE_VIEWS.label]).toBe('number');
    }
  });

  it('refuses two BRANDD_ dimensions locally, without a request', async () => {
    await admin('requests', { method: 'DELETE' });
    const error = await rejection(
      client.analytics.report({
        metrics: ['BRANDD_DAILY_CHECKINS'],
        dimensions: ['BRANDD_GENDER', 'BRANDD_AGE'],
      }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
    expect((await requests()).filter((r) => r.path.startsWith('/v2/'))).toHaveLength(0);
  });

  it('startReport, clock advanced, waitForReport DONE, downloadReport rows', async () => {
    const filters = await range();
    const started = await client.analytics.startReport({
      metrics: ['SEARCHES'],
      dimensions: ['DAYS'],
      filters,
    });
    expect((await client.analytics.reportStatus(started.id)).status).toBe('PENDING');
    await post('clock', { advanceMs: 3000 });
    const done = await client.analytics.waitForReport(started.id, { initialDelayMs: 1, maxDelayMs: 20 });
    expect(done.status).toBe('DONE');
    expect(done.url).not.toBe('');
    const rows = await client.analytics.downloadReport(done.url);
    expect(rows).toHaveLength(7);
    expect(rows.every((row) => typeof row[METRICS.SEARCHES.label] === 'number')).toBe(true);
  });

  it('activity: limit honoured, newest first; iterateActivity matches count', async () => {
    const page = await client.analytics.activity({ limit: 5 });
    expect(page.activities).toHaveLength(5);
    const times = page.activities.map((a) => a.date.iMillis);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const [location] = (await client.locations.list({ limit: 1 })).locations;
    const body = { limit: 20, filters: { locationIds: [location.id] } };
    const first = await client.analytics.activity(body);
    const all = await collect(client.analytics.iterateActivity(body));
    expect(first.count).toBeDefined();
    expect(all).toHaveLength(first.count ?? -1);
    expect(all.length).toBeGreaterThan(first.activities.length);
    expect(all.every((a) => a.locationId === location.id)).toBe(true);
  });
});

describe('reviews', () => {
  it('lists with rating filters and count; get(id) returns the review', async () => {
    const page = await client.reviews.list({ minRating: 2, maxRating: 4, limit: 100 });
    expect(page.count).toBeGreaterThan(0);
    expect(page.reviews.every((r) => r.rating >= 2 && r.rating <= 4)).toBe(true);
    const all = await collect(client.reviews.iterate({ minRating: 2, maxRating: 4 }));
    expect(all).toHaveLength(page.count);
    const unfiltered = await client.reviews.list();
    expect(unfiltered.count).toBeGreaterThan(page.count);
    const one = await client.reviews.get(page.reviews[0].id);
    expect(one.id).toBe(page.reviews[0].id);
    expect(one.rating).toBe(page.reviews[0].rating);
  });

  it('comments on a BRANDB review: 201 comment, then get shows it', async () => {
    const [review] = (await client.reviews.list({ publisherIds: ['BRANDB'], limit: 1 })).reviews;
    const content = `Thanks for the visit ${Date.now()}`;
    const comment = await client.reviews.comment(review.id, { content, visibility: 'PUBLIC' });
    expect(comment.message).toBe(content);
    expect(comment.authorRole).toBe('BUSINESS_OWNER');
    const log = (await requests()).filter((r) => r.method === 'POST' && r.path.endsWith('/comments'));
    expect(log.at(-1)?.status).toBe(201);
    const after = await client.reviews.get(review.id);
    expect(after.comments.map((c) => c.message)).toContain(content);
  });

  it('a comment on a publisher without replies is ApiError 403 / 2503', async () => {
    const all = await collect(client.reviews.iterate());
    const review = all.find((r) => r.publisherId !== 'BRANDB' && r.publisherId !== 'BRANDCMYBUSINESS');
    if (!review) throw new Error('no review on a publisher without replies');
    const error = await rejection(client.reviews.comment(review.id, { content: 'Hello' }));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).code).toBe(2503);
  });
});

describe('reviews: the 2017 filters', () => {
  it('sends each 2017 filter; count matches what iterate returns', async () => {
    const email = `sam.${Date.now()}@example.org`;
    await post('reviews', { authorEmail: email, publisherId: 'BRANDB' });
    const locations = await collect(client.locations.iterate());
    const label = locations.flatMap((l) => l.labels ?? [])[0];
    const filters: ReviewFilters[] = [
      { reviewerEmail: email.toUpperCase() },
      { minNonOwnerComments: 1 },
      { folderId: locations[0].folderId },
      { countries: ['US'] },
      { locationLabels: [label] },
      { status: 'REMOVED' },
      { status: 'QUARANTINED', minRating: 1 },
    ];
    for (const filter of filters) {
      const page = await client.reviews.list({ ...filter, limit: 5 });
      const all = await collect(client.reviews.iterate(filter));
      expect(all, JSON.stringify(filter)).toHaveLength(page.count);
      expect(page.count, JSON.stringify(filter)).toBeGreaterThan(0);
    }
    expect((await client.reviews.list({ reviewerEmail: email })).count).toBe(1);
    const removed = await collect(client.reviews.iterate({ status: 'REMOVED' }));
    expect(removed.every((r) => r.status === 'REMOVED')).toBe(true);
    const live = await client.reviews.list({ limit: 100 });
    expect(live.reviews.every((r) => r.status === 'LIVE')).toBe(true);
  });

  it('refuses a bad filter locally, without a request', async () => {
    const sentBefore = (await requests()).length;
    const bad = await rejection(client.reviews.list({ minNonOwnerComments: -1 }));
    expect(bad).toBeInstanceOf(ApiError);
    expect((bad as ApiError).message).toContain('minNonOwnerComments');
    expect(await requests()).toHaveLength(sentBefore);
  });
});

describe('oauth', () => {
  it('buildAuthorizeUrl points at the sign-in host with every parameter', () => {
    const url = new URL(
      buildAuthorizeUrl({
        authUrl: emu.authUrl,
        clientId: emu.clientId,
        redirectUri: 'https://abc.chromiumapp.org/cb?x=1',
        state: 's t&ate',
      }),
    );
    expect(url.origin).toBe(new URL(emu.authUrl).origin);
    expect(url.pathname).toBe('/oauth2/authorize');
    expect(url.searchParams.get('client_id')).toBe(emu.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe('https://abc.chromiumapp.org/cb?x=1');
    expect(url.searchParams.get('state')).toBe('s t&ate');
    expect(url.searchParams.get('response_type')).toBe('code');
  });

  it('exchangeCode with a bad code fails without showing the secret or the code', async () => {
    const code = 'bogus-code-1234567890';
    const error = await rejection(
      exchangeCode({
        baseUrl: emu.baseUrl,
        clientId: emu.clientId,
        clientSecret: emu.clientSecret,
        code,
        redirectUri: 'https://abc.chromiumapp.org/cb',
      }),
    );
    expect(error).toBeInstanceOf(ApiError);
    const text = `${(error as Error).message} ${JSON.stringify(error)}`;
    expect(text).not.toContain(emu.clientSecret);
    expect(text).not.toContain(code);
  });
});

describe('failures', () => {
  it('a GET under a 503 fault is retried, then fails retryable with status 503', async () => {
    await post('faults', { rate: 1, statuses: [503], paths: '^/v2/accounts/me/locations' });
    await admin('requests', { method: 'DELETE' });
    const error = await rejection(client.locations.list());
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    expect((error as ApiError).retryable).toBe(true);
    const tries = (await requests()).filter((r) => r.path.startsWith('/v2/accounts/me/locations'));
    expect(tries).toHaveLength(RETRY.limit + 1);
    expect(tries.every((r) => r.status === 503)).toBe(true);
  });

  it('a wrong api key is an AuthError', async () => {
    const wrong = createApiClient({
      baseUrl: emu.baseUrl,
      credential: { apiKey: 'not-a-key' },
      retry: RETRY,
    });
    const error = await rejection(wrong.locations.list());
    expect(error).toBeInstanceOf(AuthError);
    expect(JSON.stringify(error)).not.toContain('not-a-key');
  });
});
