import { describe, expect, it } from 'vitest';
import { ERROR_CODES, LIMITS, REPLY_PUBLISHERS } from '../../../lib/api/catalog';
import { codes, ME, type Query, useEmulator } from './support';

const ctx = useEmulator({ locations: 6, reviews: 300 });

interface Comment {
  id: number;
  publisherDate: string;
  authorName: string;
  authorRole: string;
  message: string;
  visibility: string;
  parentId?: string;
}
interface Review {
  id: number;
  locationId: string;
  publisherId: string;
  rating: number;
  title?: string;
  content: string;
  authorName: string;
  url?: string;
  publisherDate: string;
  lastServiceUpdateTime: string;
  comments: Comment[];
}

async function everyReview(
  query: Query = {},
): Promise<{ reviews: Review[]; count: number; averageRating: number }> {
  const reviews: Review[] = [];
  for (let offset = 0; ; offset += 100) {
    const reply = await ctx.client.get(`${ME}/reviews`, { query: { ...query, limit: 100, offset } });
    const { count, averageRating } = reply.body.response;
    reviews.push(...reply.body.response.reviews);
    if (reply.body.response.reviews.length < 100) return { reviews, count, averageRating };
  }
}

const mean = (reviews: Review[]) => reviews.reduce((s, r) => s + r.rating, 0) / reviews.length;
const noOwner = (r: Review) => !r.comments.some((c) => c.authorRole === 'BUSINESS_OWNER');
const consumerLast = (r: Review) => r.comments.at(-1)?.authorRole === 'CONSUMER';

describe('GET /reviews', () => {
  it('pages 10 by default, at most 100, newest update first with ties by id descending', async () => {
    const first = await ctx.client.get(`${ME}/reviews`);
    expect(first.body.response.reviews).toHaveLength(LIMITS.reviewsPage.default);
    const tooMany = await ctx.client.get(`${ME}/reviews`, { query: { limit: 101 } });
    expect(codes(tooMany)).toEqual([ERROR_CODES.badParameter]);
    const { reviews, count } = await everyReview();
    expect(reviews.length).toBe(count);
    for (let i = 1; i < reviews.length; i++) {
      const [a, b] = [reviews[i - 1], reviews[i]];
      expect(
        a.lastServiceUpdateTime > b.lastServiceUpdateTime ||
          (a.lastServiceUpdateTime === b.lastServiceUpdateTime && a.id > b.id),
      ).toBe(true);
    }
  });

  it('shows reviews as service.md › Review lists them, with texts that agree with ratings', async () => {
    const { reviews } = await everyReview();
    const oldest = Math.min(...reviews.map((r) => Date.parse(`${r.publisherDate}Z`)));
    expect(Date.now() - oldest).toBeGreaterThan(300 * 86_400_000);
    expect(Date.now() - oldest).toBeLessThan(560 * 86_400_000);
    for (const r of reviews) {
      expect(r.publisherDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
      expect(r.lastServiceUpdateTime >= r.publisherDate).toBe(true);
      expect(Number.isInteger(r.id)).toBe(true);
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r).not.toHaveProperty('authorEmail');
      if (!(r.publisherId in REPLY_PUBLISHERS)) expect(r.comments).toEqual([]);
      for (const c of r.comments) expect(c.publisherDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    }
    expect(reviews.some((r) => r.title)).toBe(true);
    expect(reviews.some((r) => r.url?.startsWith('https://'))).toBe(true);
    const negative = reviews.filter((r) => r.rating <= 2);
    expect(
      negative.filter((r) =>
        /disappoint|not recommend|terrible|never again|rude|cold|waited/i.test(r.content),
      ).length,
    ).toBeGreaterThan(negative.length / 2);
    const threads = reviews.filter((r) => r.publisherId in REPLY_PUBLISHERS);
    expect(threads.some((r) => r.comments.length === 0)).toBe(true);
    expect(threads.some((r) => r.comments.at(-1)?.authorRole === 'BUSINESS_OWNER')).toBe(true);
    expect(threads.some(consumerLast)).toBe(true);
    expect(reviews.some((r) => r.publisherId === 'BRANDB' && r.comments.some((c) => c.parentId))).toBe(true);
    expect(
      reviews.some((r) => r.publisherId === 'BRANDCMYBUSINESS' && r.comments.some((c) => c.parentId)),
    ).toBe(false);
  });

  it('counts and averages every match, not just the page', async () => {
    const { reviews, count, averageRating } = await everyReview({ minRating: 2 });
    const page = await ctx.client.get(`${ME}/reviews`, { query: { minRating: 2, limit: 5 } });
    expect(page.body.response.count).toBe(count);
    expect(page.body.response.averageRating).toBeCloseTo(mean(reviews), 10);
    expect(averageRating).toBeCloseTo(mean(reviews), 10);
  });

  it('applies each filter of conventions.md › Reviews exactly', async () => {
    const { reviews: all } = await everyReview();
    const sample = all[25];
    const day = sample.publisherDate.slice(0, 10);
    const updated = sample.lastServiceUpdateTime.slice(0, 10);
    const word =
      sample.content
        .split(' ')
        .find((w) => w.length > 6)
        ?.replace(/\W/g, '') ?? 'the';
    const name = sample.authorName.slice(1, 4);
    const checks: [Query, (r: Review) => boolean][] = [
      [{ locationIds: sample.locationId }, (r) => r.locationId === sample.locationId],
      [
        { locationIds: `[${sample.locationId},${all[0].locationId}]` },
        (r) => [sample.locationId, all[0].locationId].includes(r.locationId),
      ],
      [{ publisherIds: 'BRANDB,BRANDA' }, (r) => ['BRANDB', 'BRANDA'].includes(r.publisherId)],
      // A rare publisher takes the small-bucket plan, the others the column scan: both must agree.
      [
        { publisherIds: 'BRANDD', minRating: 2, reviewContent: 'the' },
        (r) => r.publisherId === 'BRANDD' && r.rating >= 2 && /the/i.test(r.content),
      ],
      [{ minRating: 4 }, (r) => r.rating >= 4],
      [{ maxRating: 2 }, (r) => r.rating <= 2],
      [{ minPublisherDate: day }, (r) => r.publisherDate.slice(0, 10) >= day],
      [{ maxPublisherDate: day }, (r) => r.publisherDate.slice(0, 10) <= day],
      [
        { minLastServiceUpdateDate: updated, maxLastServiceUpdateDate: updated },
        (r) => r.lastServiceUpdateTime.startsWith(updated),
      ],
      [{ awaitingResponse: 'REVIEW' }, noOwner],
      [{ awaitingResponse: 'COMMENT' }, consumerLast],
      [{ awaitingResponse: 'REVIEW_OR_COMMENT' }, (r) => noOwner(r) || consumerLast(r)],
      [{ reviewContent: word.toUpperCase() }, (r) => r.content.toLowerCase().includes(word.toLowerCase())],
      [{ reviewerName: name.toLowerCase() }, (r) => r.authorName.toLowerCase().includes(name.toLowerCase())],
      [
        { publisherIds: 'BRANDB', minRating: 3, awaitingResponse: 'REVIEW_OR_COMMENT', reviewContent: 'the' },
        (r) =>
          r.publisherId === 'BRANDB' &&
          r.rating >= 3 &&
          (noOwner(r) || consumerLast(r)) &&
          /the/i.test(r.content),
      ],
    ];
    for (const [query, keep] of checks) {
      const expected = all.filter(keep);
      const got = await everyReview(query);
      expect(
        got.reviews.map((r) => r.id),
        JSON.stringify(query),
      ).toEqual(expected.map((r) => r.id));
      expect(got.count).toBe(expected.length);
      if (expected.length) expect(got.averageRating).toBeCloseTo(mean(expected), 10);
      expect(got.reviews.length, JSON.stringify(query)).toBeGreaterThan(0);
    }
  });

  it('refuses malformed filters with code 21', async () => {
    for (const query of [
      { minPublisherDate: '2026-13-01' },
      { awaitingResponse: 'SOMETIMES' },
      { minRating: 'high' },
      { offset: -1 },
    ]) {
      const reply = await ctx.client.get(`${ME}/reviews`, { query });
      expect([reply.status, codes(reply)], JSON.stringify(query)).toEqual([400, [ERROR_CODES.badParameter]]);
    }
  });
});

describe('GET /reviews/<id>', () => {
  it('returns one review with dates as YYYY-MM-DD and the author’s e-mail', async () => {
    const listed: Review = (await ctx.client.get(`${ME}/reviews`, { query: { limit: 1 } })).body.response
      .reviews[0];
    const reply = await ctx.client.get(`${ME}/reviews/${listed.id}`);
    const review = reply.body.response;
    expect(review).toMatchObject({
      id: listed.id,
      locationId: listed.locationId,
      rating: listed.rating,
      content: listed.content,
      comments: listed.comments,
    });
    expect(review.publisherDate).toBe(listed.publisherDate.slice(0, 10));
    expect(review.lastServiceUpdateDate).toBe(listed.lastServiceUpdateTime.slice(0, 10));
    expect(review).not.toHaveProperty('lastServiceUpdateTime');
    expect(review.authorEmail).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
  });

  it('answers an unknown review with 404 code 2500', async () => {
    for (const id of ['999999999', 'abc']) {
      const reply = await ctx.client.get(`${ME}/reviews/${id}`);
      expect([reply.status, codes(reply)]).toEqual([404, [ERROR_CODES.reviewNotFound]]);
    }
  });
});
