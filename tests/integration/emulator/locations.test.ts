import { describe, expect, it } from 'vitest';
import { ERROR_CODES, LIMITS } from '../../../lib/api/catalog';
import { codes, ME, useEmulator } from './support';

const ctx = useEmulator({ locations: 14 });

describe('GET /locations', () => {
  it('pages 10 by default with the total count independent of paging', async () => {
    const reply = await ctx.client.get(`${ME}/locations`);
    expect(reply.body.response.count).toBe(14);
    expect(reply.body.response.locations).toHaveLength(LIMITS.locationsPage.default);
    const rest = await ctx.client.get(`${ME}/locations`, { query: { offset: 10 } });
    expect(rest.body.response.count).toBe(14);
    expect(rest.body.response.locations).toHaveLength(4);
    const ids = [...reply.body.response.locations, ...rest.body.response.locations].map(
      (l: { id: string }) => l.id,
    );
    expect(new Set(ids).size).toBe(14);
  });

  it('takes up to 50 and refuses more with code 21', async () => {
    const ok = await ctx.client.get(`${ME}/locations`, { query: { limit: LIMITS.locationsPage.max } });
    expect(ok.body.response.locations).toHaveLength(14);
    for (const limit of [LIMITS.locationsPage.max + 1, 0, 'ten']) {
      const bad = await ctx.client.get(`${ME}/locations`, { query: { limit } });
      expect([bad.status, codes(bad)]).toEqual([400, [ERROR_CODES.badParameter]]);
    }
  });

  it('returns locations with every field of service.md › Location, real-looking', async () => {
    const reply = await ctx.client.get(`${ME}/locations`, { query: { limit: 50 } });
    const locations = reply.body.response.locations;
    for (const l of locations) {
      expect(l).toMatchObject({
        id: expect.any(String),
        accountId: expect.any(String),
        locationName: expect.any(String),
        locationType: 'LOCATION',
        address: expect.stringMatching(/^\d+ \w+/),
        address2: expect.any(String),
        city: expect.any(String),
        state: expect.stringMatching(/^[A-Z]{2}$/),
        zip: expect.stringMatching(/^\d{5}$/),
        countryCode: 'US',
        phone: expect.stringMatching(/^\(\d{3}\) \d{3}-\d{4}$/),
        isPhoneTracked: expect.any(Boolean),
        suppressAddress: expect.any(Boolean),
        categoryIds: expect.arrayContaining([expect.any(String)]),
        description: expect.any(String),
        featuredMessage: expect.any(String),
        folderId: expect.any(String),
        language: 'en',
        timestamp: expect.any(Number),
        websiteUrl: expect.stringMatching(/^https:\/\//),
      });
    }
    expect(new Set(locations.map((l: { accountId: string }) => l.accountId)).size).toBe(1);
    // service.md › Location: localPhone is absent on some locations.
    expect(locations.some((l: object) => !('localPhone' in l))).toBe(true);
    expect(
      new Set(locations.map((l: { categoryIds: string[] }) => l.categoryIds.join())).size,
    ).toBeGreaterThan(3);
  });
});
