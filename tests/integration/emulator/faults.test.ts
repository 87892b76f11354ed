import { afterEach, describe, expect, it } from 'vitest';
import { ME, useEmulator } from './support';

const ctx = useEmulator({ locations: 4, reviews: 120 });

afterEach(async () => {
  await ctx.client.admin('DELETE', '/faults');
});

async function socialReview() {
  const reply = await ctx.client.get(`${ME}/reviews`, { query: { publisherIds: 'BRANDB', limit: 1 } });
  return reply.body.response.reviews[0] as { id: number; comments: unknown[] };
}

const commentCount = async (id: number) =>
  (await ctx.client.get(`${ME}/reviews/${id}`)).body.response.comments.length;

describe('fault injection', () => {
  it('answers with an injected status and performs no write', async () => {
    const review = await socialReview();
    const set = await ctx.client.admin('POST', '/faults', { statuses: [503] });
    expect(set.status).toBe(200);
    const reply = await ctx.client.post(`${ME}/reviews/${review.id}/comments`, { content: 'hello' });
    expect(reply.status).toBe(503);
    expect(reply.body.response).toEqual({});
    await ctx.client.admin('DELETE', '/faults');
    expect(await commentCount(review.id)).toBe(review.comments.length);
  });

  it('hits only paths matching the regex, and only a share of requests at a rate', async () => {
    await ctx.client.admin('POST', '/faults', { statuses: [500], paths: '/reviews' });
    expect((await ctx.client.get(`${ME}/locations`)).status).toBe(200);
    expect((await ctx.client.get(`${ME}/reviews`)).status).toBe(500);
    await ctx.client.admin('POST', '/faults', { statuses: [502, 504], rate: 0.5 });
    const statuses = [];
    for (let i = 0; i < 40; i++) statuses.push((await ctx.client.get(`${ME}/locations`)).status);
    const failed = statuses.filter((s) => s !== 200);
    expect(failed.length).toBeGreaterThan(5);
    expect(failed.length).toBeLessThan(35);
    expect(new Set(failed)).toEqual(new Set([502, 504]));
  });

  it('adds latency', async () => {
    await ctx.client.admin('POST', '/faults', { latencyMs: 300 });
    const started = performance.now();
    expect((await ctx.client.get(`${ME}/locations`)).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('holds matching requests, unanswered, until they are released or the faults are cleared', async () => {
    await ctx.client.admin('POST', '/faults', { hold: true, paths: '/locations$' });
    const answered: number[] = [];
    const held = async () => (await ctx.client.admin('GET', '/faults')).body.faults.held;
    const first = ctx.client.get(`${ME}/locations`).then((reply) => answered.push(reply.status));
    await expect.poll(held).toBe(1);
    const second = ctx.client.get(`${ME}/locations`).then((reply) => answered.push(reply.status));
    await expect.poll(held).toBe(2);
    // Other paths go through meanwhile.
    expect((await ctx.client.get(`${ME}/reviews`, { query: { limit: 1 } })).status).toBe(200);
    expect(answered).toEqual([]);
    // The oldest first, one at a time if asked.
    expect((await ctx.client.admin('POST', '/faults/release', { count: 1 })).body).toEqual({ released: 1 });
    await first;
    expect(answered).toEqual([200]);
    expect(await held()).toBe(1);
    expect((await ctx.client.admin('POST', '/faults/release', {})).body).toEqual({ released: 1 });
    await second;
    expect(answered).toEqual([200, 200]);
    expect((await ctx.client.admin('POST', '/faults/release', { count: 0 })).status).toBe(400);

    // Still holding: the next one waits too, until the faults are cleared.
    const third = ctx.client.get(`${ME}/locations`);
    await expect.poll(held).toBe(1);
    await ctx.client.admin('DELETE', '/faults');
    expect((await third).status).toBe(200);
  });

  it('counts a held request whose client went away as abandoned, until the faults are cleared', async () => {
    await ctx.client.admin('POST', '/faults', { hold: true, paths: '/locations$' });
    const faults = async () => (await ctx.client.admin('GET', '/faults')).body.faults;
    const leaving = new AbortController();
    const gone = fetch(ctx.client.url(`${ME}/locations`), { signal: leaving.signal }).catch(() => 'aborted');
    const staying = ctx.client.get(`${ME}/locations`);
    await expect.poll(async () => (await faults()).held).toBe(2);
    expect((await faults()).abandoned).toBe(0);
    leaving.abort();
    expect(await gone).toBe('aborted');
    await expect.poll(async () => (await faults()).abandoned).toBe(1);
    // The one still waiting is not counted, nor is it once answered.
    expect((await ctx.client.admin('POST', '/faults/release', {})).body).toEqual({ released: 2 });
    expect((await staying).status).toBe(200);
    expect((await faults()).abandoned).toBe(1);
    await ctx.client.admin('DELETE', '/faults');
    await ctx.client.admin('POST', '/faults', { hold: true, paths: '/locations$' });
    expect((await faults()).abandoned).toBe(0);
  });

  it('a request released under new settings meets them: held, then answered 503', async () => {
    await ctx.client.admin('POST', '/faults', { hold: true, paths: '/locations$' });
    const reply = ctx.client.get(`${ME}/locations`);
    await expect.poll(async () => (await ctx.client.admin('GET', '/faults')).body.faults.held).toBe(1);
    await ctx.client.admin('POST', '/faults', { statuses: [503], paths: '/locations$' });
    expect((await reply).status).toBe(503);
  });

  it('sends a malformed body that does not parse as JSON', async () => {
    await ctx.client.admin('POST', '/faults', { malformed: true });
    const reply = await ctx.client.get(`${ME}/reviews`);
    expect(reply.status).toBe(200);
    expect(() => JSON.parse(reply.text)).toThrow();
  });

  it('sends a schema-drifted body: a rating as a string, a required member missing', async () => {
    await ctx.client.admin('POST', '/faults', { drift: true });
    const reply = await ctx.client.get(`${ME}/reviews`);
    const [first, second] = reply.body.response.reviews;
    expect(typeof second.rating).toBe('string');
    expect(first).not.toHaveProperty('id');
    expect(typeof reply.body.response.count).toBe('string');
  });

  it('dropAfterCommit performs the write, then drops the connection or answers the given status', async () => {
    const review = await socialReview();
    const before = await commentCount(review.id);
    await ctx.client.admin('POST', '/faults', { dropAfterCommit: true, paths: '/comments$' });
    await expect(
      ctx.client.post(`${ME}/reviews/${review.id}/comments`, { content: 'posted once' }),
    ).rejects.toThrow();
    await ctx.client.admin('POST', '/faults', {
      dropAfterCommit: true,
      statuses: [503],
      paths: '/comments$',
    });
    const reply = await ctx.client.post(`${ME}/reviews/${review.id}/comments`, { content: 'posted twice' });
    expect(reply.status).toBe(503);
    await ctx.client.admin('DELETE', '/faults');
    expect(await commentCount(review.id)).toBe(before + 2);
    const log = (await ctx.client.admin('GET', '/requests')).body.requests;
    expect(log.some((r: { dropped?: boolean; status: number }) => r.dropped && r.status === 0)).toBe(true);
  });

  it('refuses bad settings and reports the current ones', async () => {
    for (const body of [
      { rate: 2 },
      { statuses: [200] },
      { paths: '(' },
      { latencyMs: -1 },
      { malformed: 'yes' },
      { hold: 1 },
    ]) {
      const reply = await ctx.client.admin('POST', '/faults', body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.error).toEqual(expect.any(String));
    }
    await ctx.client.admin('POST', '/faults', { latencyMs: 5, paths: '^/v2/' });
    expect((await ctx.client.admin('GET', '/faults')).body.faults).toMatchObject({
      latencyMs: 5,
      paths: '^/v2/',
    });
    await ctx.client.admin('DELETE', '/faults');
    expect((await ctx.client.admin('GET', '/faults')).body.faults).toBeNull();
  });
});
