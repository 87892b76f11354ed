import { describe, expect, it } from 'vitest';
import { createApiClient, LIMITS } from '../../../../lib/api';
import { type PageRequest, pages } from '../../../../lib/api/paging';
import { API_KEY, BASE_URL, fakeFetch, ok, type RecordedRequest } from './fake-fetch';
import { activity, location, review } from './fixtures';

async function collect<T>(source: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of source) out.push(item);
  return out;
}

/** A list endpoint over `total` numbered items that honours limit and offset. */
function serve(total: number, make: (i: number) => unknown, key: string, extra: object = {}) {
  return (request: RecordedRequest) => {
    const limit = Number(request.url.searchParams.get('limit'));
    const offset = Number(request.url.searchParams.get('offset') ?? 0);
    const slice = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) =>
      make(offset + i),
    );
    return ok({ count: total, [key]: slice, ...extra });
  };
}

describe('pages() always ends', () => {
  it('a count that lies (it grows with every page): stopped two pages past what the first allowed, in words', async () => {
    const seen: number[] = [];
    await expect(
      (async () => {
        for await (const page of pages(
          async (request) => ({
            offset: request.offset,
            items: Array.from({ length: request.limit }, (_, i) => request.offset + i),
          }),
          (page) => ({ length: page.items.length, count: page.offset + 250 }),
          { limit: 100, offset: 0 },
        ))
          seen.push(page.offset);
      })(),
    ).rejects.toThrow(/kept sending pages past the 3 its count allows/);
    // The pages before it came through: 3 the first count allows, 2 more for items added meanwhile.
    expect(seen).toEqual([0, 100, 200, 300, 400]);
  });

  it('a count as large as it lies: the item cap per list stops it', async () => {
    let items = 0;
    await expect(
      (async () => {
        for await (const page of pages(
          async (request) => ({ items: Array.from({ length: request.limit }, () => 0) }),
          (page) => ({ length: page.items.length, count: Number.MAX_SAFE_INTEGER }),
          { limit: 100, offset: 0 },
          1_000,
        ))
          items += page.items.length;
      })(),
    ).rejects.toThrow(/more than 1,000 items in one list/);
    expect(items).toBe(1_000);
  });
});

describe('pages()', () => {
  it('stops when the offset reaches count', async () => {
    const asked: PageRequest[] = [];
    const result = await collect(
      pages(
        async (request) => {
          asked.push(request);
          return {
            items: Array.from(
              { length: Math.min(request.limit, 5 - request.offset) },
              (_, i) => request.offset + i,
            ),
          };
        },
        (page) => ({ length: page.items.length, count: 5 }),
        { limit: 2, offset: 0 },
      ),
    );
    expect(asked).toEqual([
      { limit: 2, offset: 0 },
      { limit: 2, offset: 2 },
      { limit: 2, offset: 4 },
    ]);
    expect(result.map((p) => [p.offset, p.items])).toEqual([
      [0, [0, 1]],
      [2, [2, 3]],
      [4, [4]],
    ]);
  });

  it('stops on an empty page even if count promised more', async () => {
    let calls = 0;
    const result = await collect(
      pages(
        async () => ({ items: calls++ === 0 ? [1, 2] : [] }),
        (page) => ({ length: page.items.length, count: 100 }),
        { limit: 2, offset: 0 },
      ),
    );
    expect(calls).toBe(2);
    expect(result).toHaveLength(2);
  });

  it('without a count, stops on a short page', async () => {
    const sizes = [3, 3, 1, 3];
    let calls = 0;
    await collect(
      pages(
        async () => ({ items: Array.from({ length: sizes[calls++] ?? 0 }) }),
        (page) => ({ length: page.items.length, count: undefined }),
        { limit: 3, offset: 0 },
      ),
    );
    expect(calls).toBe(3);
  });

  it('advances by what was received when the service sends fewer than asked', async () => {
    const asked: number[] = [];
    await collect(
      pages(
        async (request) => {
          asked.push(request.offset);
          return { items: request.offset < 6 ? [0, 0] : [] };
        },
        (page) => ({ length: page.items.length, count: 6 }),
        { limit: 5, offset: 0 },
      ),
    );
    expect(asked).toEqual([0, 2, 4]);
  });
});

describe('iterators on the client', () => {
  const api = (fetch: typeof globalThis.fetch) =>
    createApiClient({ baseUrl: BASE_URL, credential: { apiKey: API_KEY }, fetch });

  it('locations.iterate walks every page with the largest page size', async () => {
    const fake = fakeFetch([serve(120, (i) => location(String(i)), 'locations')], { repeatLast: true });
    const all = await collect(api(fake.fetch).locations.iterate());
    expect(all.map((l) => l.id)).toEqual(Array.from({ length: 120 }, (_, i) => String(i)));
    expect(fake.requests.map((r) => r.url.searchParams.get('limit'))).toEqual(['50', '50', '50']);
    expect(fake.requests.map((r) => r.url.searchParams.get('offset'))).toEqual(['0', '50', '100']);
    expect(LIMITS.locationsPage.max).toBe(50);
  });

  it('reviews.iterate walks pages of 100, keeping the filters', async () => {
    const fake = fakeFetch([serve(150, (i) => review(1000 - i), 'reviews', { averageRating: 4.2 })], {
      repeatLast: true,
    });
    const all = await collect(api(fake.fetch).reviews.iterate({ publisherIds: ['BRANDB'], minRating: 2 }));
    expect(all).toHaveLength(150);
    expect(fake.requests.map((r) => r.url.searchParams.get('offset'))).toEqual(['0', '100']);
    for (const request of fake.requests) {
      expect(request.url.searchParams.get('limit')).toBe('100');
      expect(request.url.searchParams.get('publisherIds')).toBe('BRANDB');
      expect(request.url.searchParams.get('minRating')).toBe('2');
    }
  });

  it('reviews.iterate can stop early without fetching further pages', async () => {
    const fake = fakeFetch([serve(500, (i) => review(1000 - i), 'reviews', { averageRating: 4 })], {
      repeatLast: true,
    });
    let seen = 0;
    for await (const _ of api(fake.fetch).reviews.iterate({ limit: 10 })) if (++seen === 15) break;
    expect(fake.requests).toHaveLength(2);
  });

  it('listings.iterate and suggestions.iterate use their own maxima', async () => {
    const fake = fakeFetch([
      ok({
        count: 1,
        listings: [
          { id: 'l', locationId: '1', publisherId: 'A', status: 'LIVE', listingUrl: '', screenShotUrl: '' },
        ],
      }),
      ok({ count: 0, suggestions: [] }),
    ]);
    const client = api(fake.fetch);
    expect(await collect(client.listings.iterate({ locationIds: ['1'] }))).toHaveLength(1);
    expect(await collect(client.suggestions.iterate())).toHaveLength(0);
    expect(fake.requests.map((r) => r.url.searchParams.get('limit'))).toEqual([
      String(LIMITS.listingsPage.max),
      String(LIMITS.suggestionsPage.max),
    ]);
  });

  it('analytics.iterateActivity pages through the JSON body', async () => {
    const fake = fakeFetch(
      [
        (request) => {
          const body = JSON.parse(request.body) as { limit: number; offset: number };
          const left = Math.max(0, Math.min(body.limit, 250 - body.offset));
          return ok({
            count: 250,
            activities: Array.from({ length: left }, (_, i) => activity(body.offset + i)),
          });
        },
      ],
      { repeatLast: true },
    );
    const all = await collect(api(fake.fetch).analytics.iterateActivity({ filters: { locationIds: ['1'] } }));
    expect(all).toHaveLength(250);
    expect(fake.requests.map((r) => JSON.parse(r.body))).toEqual([
      { limit: 200, offset: 0, filters: { locationIds: ['1'] } },
      { limit: 200, offset: 200, filters: { locationIds: ['1'] } },
    ]);
  });
});
