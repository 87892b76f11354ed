import { describe, expect, it } from 'vitest';
import { ME, useEmulator } from './support';

const ctx = useEmulator({ locations: 4, reviews: 120 });

describe('POST /__emulator/reviews', () => {
  it('adds a review from the given fields, generates the rest, and lists it first', async () => {
    const locations = (await ctx.client.get(`${ME}/locations`)).body.response.locations;
    const created = await ctx.client.admin('POST', '/reviews', {
      locationId: locations[1].id,
      publisherId: 'BRANDB',
      rating: 2,
      content: 'Cold coffee, slow service.',
      authorName: 'Pat Doe',
      comments: [{ authorRole: 'CONSUMER', message: 'Anyone there?' }],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: expect.any(Number),
      locationId: locations[1].id,
      publisherId: 'BRANDB',
      rating: 2,
      content: 'Cold coffee, slow service.',
      authorName: 'Pat Doe',
      url: expect.stringMatching(/^https:\/\//),
      comments: [
        {
          id: expect.any(Number),
          authorRole: 'CONSUMER',
          message: 'Anyone there?',
          visibility: 'PUBLIC',
          authorName: 'Pat Doe',
        },
      ],
    });
    const listed = (await ctx.client.get(`${ME}/reviews`, { query: { limit: 1 } })).body.response.reviews[0];
    expect(listed).toEqual(created.body);
    const awaiting = await ctx.client.get(`${ME}/reviews`, {
      query: { awaitingResponse: 'COMMENT', limit: 1 },
    });
    expect(awaiting.body.response.reviews[0].id).toBe(created.body.id);
    const single = (await ctx.client.get(`${ME}/reviews/${created.body.id}`)).body.response;
    expect(single.authorEmail).toMatch(/@/);
  });

  it('generates a whole review from an empty body, with a rating and text that agree', async () => {
    const before = (await ctx.client.get(`${ME}/reviews`)).body.response.count;
    const created = await ctx.client.admin('POST', '/reviews', {});
    expect(created.status).toBe(201);
    expect(created.body.rating).toBeGreaterThanOrEqual(1);
    expect(created.body.content.length).toBeGreaterThan(10);
    const count = (await ctx.client.get(`${ME}/reviews`)).body.response.count;
    expect(count).toBe(before + 1);
  });

  it('refuses fields it cannot use', async () => {
    for (const body of [
      { locationId: 'nope' },
      { publisherId: 'NOPE' },
      { rating: 6 },
      { content: 5 },
      { comments: 'x' },
    ]) {
      const reply = await ctx.client.admin('POST', '/reviews', body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('clock, requests log', () => {
  it('moves the clock forward only', async () => {
    const before = (await ctx.client.admin('GET', '/clock')).body.nowMs;
    const after = await ctx.client.advance(3_600_000);
    expect(after.body.nowMs - before).toBeGreaterThanOrEqual(3_600_000);
    expect((await ctx.client.admin('POST', '/clock', { advanceMs: -1 })).status).toBe(400);
  });

  it('logs API requests with credentials redacted, and can be cleared to count calls', async () => {
    await ctx.client.admin('DELETE', '/requests');
    await ctx.client.get(`${ME}/reviews`, { query: { limit: 3 } });
    await ctx.client.get(`${ME}/nothing`);
    const log = (await ctx.client.admin('GET', '/requests')).body.requests;
    expect(log).toHaveLength(2);
    expect(log[0]).toEqual({
      method: 'GET',
      path: `${ME}/reviews`,
      query: { v: expect.any(String), api_key: '[redacted]', limit: '3' },
      status: 200,
      time: expect.any(String),
      durationMs: expect.any(Number),
    });
    expect(log[1].status).toBe(404);
    expect(JSON.stringify(log)).not.toContain(ctx.client.emu.apiKey);
    await ctx.client.admin('DELETE', '/requests');
    expect((await ctx.client.admin('GET', '/requests')).body.requests).toEqual([]);
  });

  it('answers unknown admin paths with 404', async () => {
    expect((await ctx.client.admin('GET', '/nothing')).status).toBe(404);
  });
});
