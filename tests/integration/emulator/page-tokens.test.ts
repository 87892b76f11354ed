/**
 * Token paging (from `VERSION_GATES.reviewPageTokens` / `.locationPageTokens`): a walk by
 * `nextPageToken` returns every review exactly once while new reviews arrive, a token is refused
 * when forged, expired, for other filters or beside `offset`, and older versions see none of it.
 */
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, VERSION_GATES } from '../../../lib/api/catalog';
import { codes, ME, type Query, useEmulator } from './support';

const ctx = useEmulator({ locations: 12, reviews: 500 });
const GATE = VERSION_GATES.reviewPageTokens;
const BEFORE = '20170831';

interface Review {
  id: number;
  publisherId: string;
}

const reviews = (query: Query, version: string = GATE) => ctx.client.get(`${ME}/reviews`, { query, version });

async function offsetIds(query: Query = {}): Promise<number[]> {
  const ids: number[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = (await reviews({ ...query, limit: 100, offset })).body.response;
    expect(page).not.toHaveProperty('nextPageToken');
    ids.push(...page.reviews.map((r: Review) => r.id));
    if (page.reviews.length < 100) return ids;
  }
}

/** Walks by token; `between` runs after every page (new reviews arriving). */
async function tokenIds(query: Query, between: () => Promise<unknown> = async () => {}) {
  const ids: number[] = [];
  let token: string | undefined;
  let pages = 0;
  do {
    const reply = await reviews({ ...query, ...(token ? { pageToken: token } : {}) });
    expect(reply.status, reply.text).toBe(200);
    const page = reply.body.response;
    ids.push(...page.reviews.map((r: Review) => r.id));
    token = page.nextPageToken;
    pages++;
    if (token) expect(page.reviews).toHaveLength(Number(query.limit));
    await between();
  } while (token);
  return { ids, pages };
}

describe('review page tokens', () => {
  it('walks to the end returning every review exactly once while new reviews arrive', async () => {
    const before = await offsetIds();
    const added: number[] = [];
    const walk = await tokenIds({ limit: 37 }, async () => {
      added.push((await ctx.client.admin('POST', '/reviews', {})).body.id);
    });
    expect(walk.pages).toBe(Math.ceil(before.length / 37));
    expect(new Set(walk.ids).size).toBe(walk.ids.length);
    expect(walk.ids).toEqual(before);
    // What arrived during the walk is on the next walk's first page.
    const first = (await reviews({ limit: added.length })).body.response.reviews.map((r: Review) => r.id);
    expect(first.sort()).toEqual([...added].sort());
  });

  it('walks a filtered list, count and average covering all matches on every page', async () => {
    const all = await offsetIds();
    const publishers = new Map<string, number>();
    for (const r of (await reviews({ limit: 100 })).body.response.reviews as Review[])
      publishers.set(r.publisherId, (publishers.get(r.publisherId) ?? 0) + 1);
    // The rarest publisher seen twice on the first page: a bucket small enough that the emulator
    // walks records, not columns, and not so small that a walk of three a page is one page.
    const rare = [...publishers.entries()].filter(([, n]) => n >= 2).sort((a, b) => a[1] - b[1])[0][0];
    for (const query of [
      { minRating: 4 },
      { publisherIds: rare },
      { minNonOwnerComments: 1, countries: 'US' },
    ]) {
      const expected = await offsetIds(query);
      expect(expected.length).toBeGreaterThan(3);
      expect(expected.length).toBeLessThan(all.length);
      const { ids } = await tokenIds({ ...query, limit: 3 });
      expect(ids).toEqual(expected);
      const page = (await reviews({ ...query, limit: 3 })).body.response;
      expect(page.count).toBe(expected.length);
    }
  });

  it('refuses pageToken beside offset, naming both', async () => {
    const token = (await reviews({ limit: 5 })).body.response.nextPageToken;
    expect(token).toEqual(expect.any(String));
    for (const offset of [0, 5]) {
      const reply = await reviews({ limit: 5, pageToken: token, offset });
      expect(reply.status).toBe(400);
      expect(codes(reply)).toEqual([ERROR_CODES.badParameter]);
      expect(reply.text).toMatch(/pageToken.*offset/);
    }
  });

  it('gives no token to a caller paging by offset, nor on the last page', async () => {
    expect((await reviews({ limit: 5, offset: 0 })).body.response).not.toHaveProperty('nextPageToken');
    expect((await reviews({ limit: 100, minRating: 5, maxRating: 1 })).body.response).not.toHaveProperty(
      'nextPageToken',
    );
  });

  it('refuses a forged, altered or foreign token, and one for other filters', async () => {
    const token: string = (await reviews({ limit: 5 })).body.response.nextPageToken;
    const [body, signature] = token.split('.');
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString());
    const moved = Buffer.from(JSON.stringify({ ...payload, c: { ...payload.c, id: 1 } })).toString(
      'base64url',
    );
    const locationsToken = (await ctx.client.get(`${ME}/locations`, { query: { limit: 2 }, version: GATE }))
      .body.response.nextPageToken;
    for (const bad of [
      'nonsense',
      `${moved}.${signature}`,
      `${body}.${signature.slice(1)}`,
      locationsToken,
    ]) {
      const reply = await reviews({ limit: 5, pageToken: bad });
      expect(reply.status, bad).toBe(400);
      expect(codes(reply)).toEqual([ERROR_CODES.badParameter]);
      expect(reply.text).toContain('pageToken');
    }
    // An empty token is an unset one, as some clients write it: the first page.
    const first = (await reviews({ limit: 5 })).body.response.reviews;
    expect((await reviews({ limit: 5, pageToken: '' })).body.response.reviews).toEqual(first);
    const other = await reviews({ limit: 5, pageToken: token, minRating: 3 });
    expect(other.status).toBe(400);
    expect(other.text).toContain('other filters');
  });

  it('changes nothing before the gate: no token given, pageToken ignored', async () => {
    const page = (await reviews({ limit: 5 }, BEFORE)).body.response;
    expect(page).not.toHaveProperty('nextPageToken');
    const token = (await reviews({ limit: 5 })).body.response.nextPageToken;
    const ignored = (await reviews({ limit: 5, pageToken: token, offset: 5 }, BEFORE)).body.response;
    const plain = (await reviews({ limit: 5, offset: 5 }, BEFORE)).body.response;
    expect(ignored).toEqual(plain);
  });

  it('refuses an expired token (last: it moves the clock)', async () => {
    const token = (await reviews({ limit: 5 })).body.response.nextPageToken;
    expect((await reviews({ limit: 5, pageToken: token })).status).toBe(200);
    await ctx.client.advance(61 * 60 * 1000);
    const reply = await reviews({ limit: 5, pageToken: token });
    expect(reply.status).toBe(400);
    expect(reply.text).toContain('expired');
  });
});

describe('location page tokens', () => {
  const list = (query: Query, version: string = VERSION_GATES.locationPageTokens) =>
    ctx.client.get(`${ME}/locations`, { query, version });

  it('walks every location once by token; refuses pageToken beside offset; nothing before the gate', async () => {
    const all = (await list({ limit: 50 })).body.response;
    expect(all).not.toHaveProperty('nextPageToken');
    const ids: string[] = [];
    let token: string | undefined;
    do {
      const page = (await list({ limit: 5, ...(token ? { pageToken: token } : {}) })).body.response;
      expect(page.count).toBe(12);
      ids.push(...page.locations.map((l: { id: string }) => l.id));
      token = page.nextPageToken;
    } while (token);
    expect(ids).toEqual(all.locations.map((l: { id: string }) => l.id));

    const first = (await list({ limit: 5 })).body.response.nextPageToken;
    const both = await list({ limit: 5, pageToken: first, offset: 5 });
    expect(both.status).toBe(400);
    expect(codes(both)).toEqual([ERROR_CODES.badParameter]);
    expect((await list({ limit: 5 }, BEFORE)).body.response).not.toHaveProperty('nextPageToken');
  });
});
