import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  LIMITS,
  LISTING_STATUSES,
  REPLY_PUBLISHERS,
  SCREENSHOT_PLACEHOLDER,
} from '../../../lib/api/catalog';
import { codes, ME, useEmulator } from './support';

const ctx = useEmulator({ locations: 8, optInDelayMs: 60_000 });

interface Listing {
  id: string;
  locationId: string;
  publisherId: string;
  status: string;
  listingUrl: string;
  screenShotUrl: string;
}

async function allListings(query: Record<string, string> = {}): Promise<Listing[]> {
  const listings: Listing[] = [];
  for (let offset = 0; ; offset += 100) {
    const reply = await ctx.client.get(`${ME}/netlistings/listings`, { query: { ...query, offset } });
    listings.push(...reply.body.response.listings);
    if (listings.length >= reply.body.response.count) return listings;
  }
}

describe('publishers', () => {
  it('lists more than 60 publishers as the response array itself, the named ones among them', async () => {
    const reply = await ctx.client.get(`${ME}/netlistings/publishers`);
    const publishers = reply.body.response;
    expect(Array.isArray(publishers)).toBe(true);
    expect(publishers.length).toBeGreaterThan(60);
    const ids = publishers.map((p: { id: string }) => p.id);
    for (const id of ['BRANDA', 'BRANDB', 'BRANDCMYBUSINESS', 'BRANDD', ...Object.keys(REPLY_PUBLISHERS)])
      expect(ids).toContain(id);
    for (const p of publishers) {
      expect(p).toEqual({
        id: expect.any(String),
        name: expect.any(String),
        alternateBrands: expect.any(Array),
        supportedCountries: expect.any(Array),
      });
      for (const brand of p.alternateBrands)
        expect(brand).toEqual({ name: expect.any(String), url: expect.any(String) });
      for (const country of p.supportedCountries) expect(country).toMatch(/^[A-Z]{2}$/);
    }
    expect(
      publishers.some((p: { alternateBrands: { url: string }[] }) =>
        p.alternateBrands.some((b) => b.url === ''),
      ),
    ).toBe(true);
  });
});

describe('GET /netlistings/listings', () => {
  it('pages 100 by default, refuses more than 100, orders by publisher then location', async () => {
    const first = await ctx.client.get(`${ME}/netlistings/listings`);
    expect(first.body.response.listings).toHaveLength(LIMITS.listingsPage.default);
    const tooMany = await ctx.client.get(`${ME}/netlistings/listings`, { query: { limit: 101 } });
    expect(codes(tooMany)).toEqual([ERROR_CODES.badParameter]);
    const all = await allListings();
    expect(all.length).toBe(first.body.response.count);
    const keys = all.map((l) => `${l.publisherId}\u0000${l.locationId.padStart(8, '0')}`);
    expect(keys).toEqual([...keys].sort());
    expect(new Set(all.map((l) => l.id)).size).toBe(all.length);
  });

  it('shows listings in varied statuses with urls or the screenshot placeholder', async () => {
    const all = await allListings();
    const statuses = new Set(all.map((l) => l.status));
    for (const status of LISTING_STATUSES) expect(statuses).toContain(status);
    for (const l of all) {
      expect(l.listingUrl).toMatch(/^https:\/\//);
      if (l.status !== 'LIVE') expect(l.screenShotUrl).toBe(SCREENSHOT_PLACEHOLDER);
    }
    const shot = all.find((l) => l.screenShotUrl.startsWith('http'));
    expect(shot).toBeDefined();
    const image = await fetch(shot?.screenShotUrl ?? '');
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('filters by locationIds and publisherIds, comma or bracketed', async () => {
    const locations = await ctx.client.get(`${ME}/locations`);
    const [a, b] = locations.body.response.locations.map((l: { id: string }) => l.id);
    const comma = await allListings({ locationIds: `${a},${b}`, publisherIds: 'BRANDA,BRANDB' });
    const bracket = await allListings({ locationIds: `[${a},${b}]`, publisherIds: '[BRANDA,BRANDB]' });
    expect(comma).toEqual(bracket);
    expect(comma.map((l) => `${l.publisherId}/${l.locationId}`)).toEqual([
      `BRANDA/${a}`,
      `BRANDA/${b}`,
      `BRANDB/${a}`,
      `BRANDB/${b}`,
    ]);
  });
});

describe('PUT /netlistings/listings/optin', () => {
  it('moves the selected OPTED_OUT listings to WAITING_ON_PUBLISHER, then LIVE on the emulator clock', async () => {
    const optedOut = (await allListings()).filter((l) => l.status === 'OPTED_OUT');
    const target = optedOut[0];
    const untouched = (await allListings({ locationIds: target.locationId })).filter(
      (l) => l.status !== 'OPTED_OUT',
    );
    const reply = await ctx.client.put(`${ME}/netlistings/listings/optin`, {
      query: { locationIds: `[${target.locationId}]`, publisherIds: `[${target.publisherId}]` },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.response).toEqual({});
    const [waiting] = await allListings({ locationIds: target.locationId, publisherIds: target.publisherId });
    expect(waiting.status).toBe('WAITING_ON_PUBLISHER');
    // Listings in other states are not touched by an opt-in that names them.
    await ctx.client.put(`${ME}/netlistings/listings/optin`, {
      query: {
        locationIds: target.locationId,
        publisherIds: untouched
          .map((l) => l.publisherId)
          .slice(0, 10)
          .join(','),
      },
    });
    const after = await allListings({ locationIds: target.locationId });
    for (const l of untouched.slice(0, 10)) expect(after.find((x) => x.id === l.id)?.status).toBe(l.status);

    await ctx.client.advance(60_000);
    const [live] = await allListings({ locationIds: target.locationId, publisherIds: target.publisherId });
    expect(live.status).toBe('LIVE');

    const activity = await ctx.client.post(`${ME}/analytics/activity`, {
      filters: { locationIds: [target.locationId] },
    });
    const types = activity.body.response.activities
      .slice(0, 3)
      .map((a: { type: string; actor: string }) => `${a.type}:${a.actor}`);
    expect(types).toEqual(expect.arrayContaining(['LISTING_LIVE:', 'PROFILE_UPDATE:API']));
  });

  it('refuses more than 100 location × publisher pairs with code 21', async () => {
    const locations = (
      await ctx.client.get(`${ME}/locations`, { query: { limit: 50 } })
    ).body.response.locations.map((l: { id: string }) => l.id);
    const publishers = (await ctx.client.get(`${ME}/netlistings/publishers`)).body.response.map(
      (p: { id: string }) => p.id,
    );
    const pubs = publishers.slice(0, Math.floor(LIMITS.optInPairsPerCall / locations.length) + 1);
    expect(locations.length * pubs.length).toBeGreaterThan(LIMITS.optInPairsPerCall);
    const reply = await ctx.client.put(`${ME}/netlistings/listings/optin`, {
      query: { locationIds: `[${locations}]`, publisherIds: `[${pubs}]` },
    });
    expect([reply.status, codes(reply)]).toEqual([400, [ERROR_CODES.badParameter]]);
    const exact = publishers.slice(0, Math.floor(LIMITS.optInPairsPerCall / locations.length));
    const ok = await ctx.client.put(`${ME}/netlistings/listings/optin`, {
      query: { locationIds: `[${locations}]`, publisherIds: `[${exact}]` },
    });
    expect(ok.status).toBe(200);
  });

  it('needs both lists (code 22) and known locations of the account (code 2000)', async () => {
    const missing = await ctx.client.put(`${ME}/netlistings/listings/optin`, {
      query: { publisherIds: 'BRANDA' },
    });
    expect([missing.status, codes(missing)]).toEqual([400, [ERROR_CODES.missingValue]]);
    const unknown = await ctx.client.put(`${ME}/netlistings/listings/optin`, {
      query: { locationIds: 'nope', publisherIds: 'BRANDA' },
    });
    expect([unknown.status, codes(unknown)]).toEqual([404, [ERROR_CODES.locationNotFound]]);
    const get = await ctx.client.get(`${ME}/netlistings/listings/optin`);
    expect(get.status).toBe(405);
  });
});
