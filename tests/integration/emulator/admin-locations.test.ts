import { describe, expect, it } from 'vitest';
import { ME, useEmulator } from './support';

const ctx = useEmulator({ locations: 3, reviews: 30 });

describe('PATCH /__emulator/locations/:id', () => {
  it("changes a location's text fields as the service then shows them, verbatim", async () => {
    const [first] = (await ctx.client.get(`${ME}/locations`)).body.response.locations;
    const hostile = { locationName: '<img src=x onerror=alert(1)>', websiteUrl: 'javascript:alert(1)' };
    const patched = await ctx.client.admin('PATCH', `/locations/${first.id}`, hostile);
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ id: first.id, ...hostile, city: first.city });
    const listed = (await ctx.client.get(`${ME}/locations`)).body.response.locations;
    expect(listed.find((l: { id: string }) => l.id === first.id)).toMatchObject(hostile);
  });

  it('refuses unknown locations, ids and flags, and values that are not text', async () => {
    const [first] = (await ctx.client.get(`${ME}/locations`)).body.response.locations;
    expect((await ctx.client.admin('PATCH', '/locations/nope', { locationName: 'x' })).status).toBe(404);
    const idChange = await ctx.client.admin('PATCH', `/locations/${first.id}`, { id: 'other' });
    expect(idChange.status).toBe(400);
    expect(idChange.body.error).toMatch(/Only locationName/);
    const notText = await ctx.client.admin('PATCH', `/locations/${first.id}`, { locationName: 42 });
    expect(notText.status).toBe(400);
    expect(notText.body.error).toBe('locationName must be text.');
    const after = (await ctx.client.get(`${ME}/locations`)).body.response.locations[0];
    expect(after.id).toBe(first.id);
  });
});
