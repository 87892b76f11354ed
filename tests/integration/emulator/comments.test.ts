import { describe, expect, it } from 'vitest';
import { DEFAULT_COMMENT_VISIBILITY, ERROR_CODES } from '../../../lib/api/catalog';
import { codes, ME, useEmulator } from './support';

const ctx = useEmulator({ locations: 6, reviews: 300 });

interface Review {
  id: number;
  publisherId: string;
  lastServiceUpdateTime: string;
  comments: { id: number; authorRole: string; parentId?: string }[];
}

async function reviewOf(publisherId: string, withComments = false): Promise<Review> {
  const reply = await ctx.client.get(`${ME}/reviews`, {
    query: { publisherIds: publisherId, limit: 100, offset: 20 },
  });
  const found = reply.body.response.reviews.find((r: Review) => !withComments || r.comments.length > 0);
  if (!found) throw new Error(`no ${publisherId} review`);
  return found;
}

const comment = (id: number, body: unknown) => ctx.client.post(`${ME}/reviews/${id}/comments`, body);

describe('POST /reviews/<id>/comments', () => {
  it('creates the business’s comment (201, PRIVATE by default) and moves the review to the top', async () => {
    const review = await reviewOf('BRANDCMYBUSINESS');
    const reply = await comment(review.id, { content: 'Thanks for visiting us!' });
    expect(reply.status).toBe(201);
    expect(reply.body.response).toEqual({
      id: expect.any(Number),
      publisherDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/),
      authorName: expect.any(String),
      authorRole: 'BUSINESS_OWNER',
      message: 'Thanks for visiting us!',
      visibility: DEFAULT_COMMENT_VISIBILITY,
    });
    const top = (await ctx.client.get(`${ME}/reviews`, { query: { limit: 1 } })).body.response.reviews[0];
    expect(top.id).toBe(review.id);
    expect(top.lastServiceUpdateTime > review.lastServiceUpdateTime).toBe(true);
    expect(top.comments.at(-1)).toEqual(reply.body.response);
    const activity = await ctx.client.post(`${ME}/analytics/activity`, { limit: 1 });
    expect(activity.body.response.activities[0]).toMatchObject({
      type: 'SOCIAL_POST',
      actor: 'API',
      content: 'Thanks for visiting us!',
    });
  });

  it('takes PUBLIC, and on the social network a reply to one of the review’s comments with parentId echoed', async () => {
    const review = await reviewOf('BRANDB', true);
    const parent = review.comments[0].id;
    const reply = await comment(review.id, {
      content: 'Glad we sorted it out.',
      visibility: 'PUBLIC',
      parentId: parent,
    });
    expect(reply.status).toBe(201);
    expect(reply.body.response).toMatchObject({ visibility: 'PUBLIC', parentId: String(parent) });
    const asString = await comment(review.id, { content: 'One more thing.', parentId: String(parent) });
    expect(asString.body.response.parentId).toBe(String(parent));
  });

  it('refuses parentId on the search-engine profile, or naming no comment of the review, with 400 code 2504', async () => {
    const google = await reviewOf('BRANDCMYBUSINESS', true);
    const onProfile = await comment(google.id, { content: 'Hi', parentId: google.comments[0].id });
    expect([onProfile.status, codes(onProfile)]).toEqual([400, [ERROR_CODES.badParentId]]);
    const social = await reviewOf('BRANDB', true);
    const other = await reviewOf('BRANDB');
    const stranger = await comment(other.id, { content: 'Hi', parentId: 1 });
    expect([stranger.status, codes(stranger)]).toEqual([400, [ERROR_CODES.badParentId]]);
    const elsewhere = await comment(social.id, { content: 'Hi', parentId: 'abc' });
    expect(codes(elsewhere)).toEqual([ERROR_CODES.badParentId]);
  });

  it('refuses publishers without replies (403 code 2503), empty content (400 code 22), unknown reviews (404 code 2500)', async () => {
    const branda = await reviewOf('BRANDA');
    const noReplies = await comment(branda.id, { content: 'Thanks!' });
    expect([noReplies.status, codes(noReplies)]).toEqual([403, [ERROR_CODES.publisherTakesNoReplies]]);
    const review = await reviewOf('BRANDB');
    for (const body of [{}, { content: '' }, { content: '   ' }]) {
      const empty = await comment(review.id, body);
      expect([empty.status, codes(empty)]).toEqual([400, [ERROR_CODES.missingValue]]);
    }
    const badVisibility = await comment(review.id, { content: 'x', visibility: 'SECRET' });
    expect(codes(badVisibility)).toEqual([ERROR_CODES.badParameter]);
    const unknown = await comment(999_999_999, { content: 'Thanks!' });
    expect([unknown.status, codes(unknown)]).toEqual([404, [ERROR_CODES.reviewNotFound]]);
    const after = (await ctx.client.get(`${ME}/reviews/${review.id}`)).body.response;
    expect(after.comments.length).toBe(review.comments.length);
  });
});
