import { describe, expect, it } from 'vitest';
import { ME, useEmulator } from './support';

const ctx = useEmulator({ locations: 4, reviews: 60 });

describe('PATCH /__emulator/reviews/:id', () => {
  it('edits the rating and text; the review moves to the top with its new words, found by search', async () => {
    const created = (await ctx.client.admin('POST', '/reviews', { rating: 2, content: 'Slow.' })).body;
    await ctx.client.admin('POST', '/reviews', {});
    await ctx.client.admin('POST', '/clock', { advanceMs: 120_000 });
    const patched = await ctx.client.admin('PATCH', `/reviews/${created.id}`, {
      rating: 4,
      content: 'Much better on a second visit.',
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      id: created.id,
      rating: 4,
      content: 'Much better on a second visit.',
    });
    expect(patched.body.lastServiceUpdateTime > created.lastServiceUpdateTime).toBe(true);
    const top = (await ctx.client.get(`${ME}/reviews`, { query: { limit: 1 } })).body.response.reviews[0];
    expect(top).toEqual(patched.body);
    const found = (await ctx.client.get(`${ME}/reviews`, { query: { reviewContent: 'second visit' } })).body
      .response.reviews;
    expect(found.map((review: { id: number }) => review.id)).toEqual([created.id]);
  });

  it('removes a review: it leaves the default list and is listed with status=REMOVED', async () => {
    const created = (await ctx.client.admin('POST', '/reviews', {})).body;
    const before = (await ctx.client.get(`${ME}/reviews`)).body.response.count;
    const removed = await ctx.client.admin('PATCH', `/reviews/${created.id}`, { status: 'REMOVED' });
    expect(removed.body.status).toBe('REMOVED');
    const live = (await ctx.client.get(`${ME}/reviews`, { query: { limit: 100 } })).body.response;
    expect(live.count).toBe(before - 1);
    expect(live.reviews.some((review: { id: number }) => review.id === created.id)).toBe(false);
    const gone = (await ctx.client.get(`${ME}/reviews`, { query: { status: 'REMOVED', limit: 100 } })).body
      .response.reviews;
    expect(gone.some((review: { id: number }) => review.id === created.id)).toBe(true);
  });

  it('refuses other fields and bad values, changing nothing', async () => {
    const created = (await ctx.client.admin('POST', '/reviews', { rating: 3 })).body;
    for (const body of [{ rating: 0 }, { status: 'GONE' }, { authorName: 'X' }, { content: 5 }]) {
      const answer = await ctx.client.admin('PATCH', `/reviews/${created.id}`, body);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatch(/rating|status|Only|content/);
    }
    expect((await ctx.client.admin('PATCH', '/reviews/999999999', { rating: 1 })).status).toBe(404);
    const single = (await ctx.client.get(`${ME}/reviews/${created.id}`)).body.response;
    expect(single.rating).toBe(3);
  });
});
