/**
 * Real clients serialise unset optional fields as `null`; the real service read them as absent,
 * so the emulator must too, in every JSON body and at every depth of its objects.
 */
import { describe, expect, it } from 'vitest';
import { codes, ME, useEmulator } from './support';

const ctx = useEmulator({ locations: 6, reviews: 120 });

const report = { metrics: ['SEARCHES', 'NETLISTINGS_LIVE'], dimensions: ['LOCATION_IDS'] };
const rows = async (body: unknown) => {
  const reply = await ctx.client.post(`${ME}/analytics/reports`, body);
  expect(reply.status, reply.text).toBe(200);
  return reply.body.response.data;
};

describe('null members of JSON bodies', () => {
  it('reads a report whose filters are null, or hold only nulls, as an unfiltered report', async () => {
    const plain = await rows(report);
    expect(await rows({ ...report, filters: null })).toEqual(plain);
    const nulls = {
      startDate: null,
      endDate: null,
      locationIds: null,
      folderIds: null,
      countries: null,
      locationLabels: null,
      platforms: null,
    };
    expect(await rows({ ...report, filters: nulls })).toEqual(plain);
    // A null beside a real filter leaves the real one working.
    const [first] = (await ctx.client.get(`${ME}/locations`)).body.response.locations;
    const one = await rows({ ...report, filters: { ...nulls, locationIds: [first.id] } });
    expect(one.map((row: { location_id: string }) => row.location_id)).toEqual([first.id]);
  });

  it('reads an activity request with null members as the defaults', async () => {
    const plain = (await ctx.client.post(`${ME}/analytics/activity`, {})).body.response;
    const reply = await ctx.client.post(`${ME}/analytics/activity`, {
      limit: null,
      offset: null,
      filters: null,
    });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.response).toEqual(plain);
    const filters = { startDate: null, endDate: null, locationIds: null, activityTypes: null, actors: null };
    const each = await ctx.client.post(`${ME}/analytics/activity`, { filters });
    expect(each.status, each.text).toBe(200);
    expect(each.body.response).toEqual(plain);
  });

  it('takes a reply whose visibility and parentId are null, with the default visibility', async () => {
    const [review] = (await ctx.client.get(`${ME}/reviews`, { query: { publisherIds: 'BRANDB', limit: 1 } }))
      .body.response.reviews;
    const reply = await ctx.client.post(`${ME}/reviews/${review.id}/comments`, {
      content: 'Thank you!',
      visibility: null,
      parentId: null,
    });
    expect(reply.status, reply.text).toBe(201);
    expect(reply.body.response).toMatchObject({ message: 'Thank you!', visibility: 'PRIVATE' });
    expect(reply.body.response).not.toHaveProperty('parentId');
  });

  it('still refuses a member that is present and wrong, naming it', async () => {
    const reply = await ctx.client.post(`${ME}/analytics/reports`, {
      ...report,
      filters: { locationIds: 'x' },
    });
    expect(reply.status).toBe(400);
    expect(codes(reply)).toEqual([21]);
    expect(reply.text).toContain('filters.locationIds');
    // A required member sent as null is missing: code 22, as an absent one.
    const [review] = (await ctx.client.get(`${ME}/reviews`, { query: { publisherIds: 'BRANDB', limit: 1 } }))
      .body.response.reviews;
    const content = await ctx.client.post(`${ME}/reviews/${review.id}/comments`, { content: null });
    expect(content.status).toBe(400);
    expect(codes(content)).toEqual([22]);
  });
});
