/**
 * The review filters of the platform's 2017 client specs: reviewer email, customer follow-ups,
 * folder, countries, labels and (from its version gate) status. Each is checked against a walk of
 * the whole list, and `count`/`averageRating` must follow it.
 */
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, VERSION_GATES } from '../../../lib/api/catalog';
import { codes, ME, type Query, useEmulator } from './support';

const ctx = useEmulator({ locations: 8, reviews: 400 });

interface Review {
  id: number;
  locationId: string;
  rating: number;
  status?: string;
  comments: { authorRole: string }[];
}
interface Location {
  id: string;
  folderId: string;
  countryCode: string;
  labels: string[];
}

const OLD = '20170601';
const BEFORE_STATUS = '20170829';

async function walk(query: Query = {}, version?: string) {
  const reviews: Review[] = [];
  let count = 0;
  let averageRating = 0;
  for (let offset = 0; ; offset += 100) {
    const reply = await ctx.client.get(`${ME}/reviews`, { query: { ...query, limit: 100, offset }, version });
    expect(reply.status, reply.text).toBe(200);
    ({ count, averageRating } = reply.body.response);
    reviews.push(...reply.body.response.reviews);
    if (reply.body.response.reviews.length < 100) break;
  }
  expect(reviews).toHaveLength(count);
  if (count) expect(averageRating).toBeCloseTo(reviews.reduce((s, r) => s + r.rating, 0) / count, 9);
  return { reviews, count };
}

const ids = (reviews: Review[]) => reviews.map((r) => r.id).sort((a, b) => a - b);
const locations = async (): Promise<Location[]> =>
  (await ctx.client.get(`${ME}/locations`, { query: { limit: 50 } })).body.response.locations;

describe('2017 review filters', () => {
  it('reviewerEmail matches the whole address, whatever its case, and nothing else', async () => {
    const email = `pat.${Date.now()}@example.org`;
    const made = [];
    for (const authorEmail of [email, email.toUpperCase(), `x${email}`])
      made.push((await ctx.client.admin('POST', '/reviews', { authorEmail })).body);
    const { reviews, count } = await walk({ reviewerEmail: email });
    expect(count).toBe(2);
    expect(ids(reviews)).toEqual([made[0].id, made[1].id].sort((a, b) => a - b));
  });

  it('minNonOwnerComments counts the comments not by the business owner', async () => {
    // Seeded threads hold at most one customer follow-up: one review with two, and an owner reply.
    await ctx.client.admin('POST', '/reviews', {
      publisherId: 'BRANDB',
      comments: [
        { authorRole: 'CONSUMER', message: 'Hello?' },
        { authorRole: 'BUSINESS_OWNER', message: 'Sorry!' },
        { authorRole: 'CONSUMER', message: 'Still waiting.' },
      ],
    });
    const all = (await walk()).reviews;
    const nonOwner = (r: Review) => r.comments.filter((c) => c.authorRole !== 'BUSINESS_OWNER').length;
    for (const n of [1, 2]) {
      const { reviews, count } = await walk({ minNonOwnerComments: n });
      expect(count).toBeGreaterThan(0);
      expect(ids(reviews)).toEqual(ids(all.filter((r) => nonOwner(r) >= n)));
    }
    expect((await walk({ minNonOwnerComments: 0 })).count).toBe(all.length);
  });

  it('folderId, countries and locationLabels select by the review location', async () => {
    const all = (await walk()).reviews;
    const places = await locations();
    const byId = new Map(places.map((l) => [l.id, l]));
    const folder = places[0].folderId;
    const inFolder = await walk({ folderId: folder });
    expect(inFolder.count).toBeGreaterThan(0);
    expect(ids(inFolder.reviews)).toEqual(
      ids(all.filter((r) => byId.get(r.locationId)?.folderId === folder)),
    );

    expect((await walk({ countries: 'us' })).count).toBe(all.length);
    expect((await walk({ countries: 'CA' })).count).toBe(0);
    expect((await walk({ countries: '[CA,US]' })).count).toBe(all.length);

    const label = places.flatMap((l) => l.labels)[0];
    expect(label).toBeDefined();
    const labelled = await walk({ locationLabels: `${label},No such label` });
    expect(labelled.count).toBeGreaterThan(0);
    expect(ids(labelled.reviews)).toEqual(
      ids(all.filter((r) => byId.get(r.locationId)?.labels.includes(label))),
    );

    // Filters combine: the folder's reviews among the labelled ones.
    const both = await walk({ folderId: folder, locationLabels: label });
    expect(ids(both.reviews)).toEqual(
      ids(labelled.reviews.filter((r) => byId.get(r.locationId)?.folderId === folder)),
    );
  });

  it('status filters by moderation status from its gate on; LIVE without it', async () => {
    const gate = VERSION_GATES.reviewStatus;
    const live = await walk({}, gate);
    expect(live.reviews.every((r) => r.status === 'LIVE')).toBe(true);
    expect(ids((await walk({ status: 'LIVE' }, gate)).reviews)).toEqual(ids(live.reviews));
    for (const status of ['QUARANTINED', 'REMOVED']) {
      const held = await walk({ status }, gate);
      expect(held.count).toBeGreaterThan(0);
      expect(held.reviews.every((r) => r.status === status)).toBe(true);
    }
    const bad = await ctx.client.get(`${ME}/reviews`, { query: { status: 'HIDDEN' }, version: gate });
    expect(bad.status).toBe(400);
    expect(codes(bad)).toEqual([ERROR_CODES.badParameter]);
    expect(bad.text).toContain('status');
  });

  it('before the status gate: no status field, the parameter unknown and ignored, LIVE reviews only', async () => {
    const gate = VERSION_GATES.reviewStatus;
    const live = await walk({}, gate);
    const old = await walk({ status: 'REMOVED' }, BEFORE_STATUS);
    expect(ids(old.reviews)).toEqual(ids(live.reviews));
    expect(old.reviews.every((r) => !('status' in r))).toBe(true);
    const removed = (await walk({ status: 'REMOVED' }, gate)).reviews[0];
    const single = (version: string) => ctx.client.get(`${ME}/reviews/${removed.id}`, { version });
    expect((await single(gate)).body.response.status).toBe('REMOVED');
    const hidden = await single(OLD);
    expect(hidden.status).toBe(404);
    expect(codes(hidden)).toEqual([ERROR_CODES.reviewNotFound]);
  });

  it('a malformed value of a known parameter is code 21 naming it; unknown parameters are ignored', async () => {
    for (const [name, value] of [
      ['minNonOwnerComments', 'many'],
      ['minNonOwnerComments', '-1'],
      ['awaitingResponse', 'SOON'],
    ]) {
      const reply = await ctx.client.get(`${ME}/reviews`, { query: { [name]: value } });
      expect(reply.status).toBe(400);
      expect(codes(reply)).toEqual([ERROR_CODES.badParameter]);
      expect(reply.text).toContain(name);
    }
    const plain = await ctx.client.get(`${ME}/reviews`);
    const extra = await ctx.client.get(`${ME}/reviews`, { query: { sortBy: 'rating', fancy: 'yes' } });
    expect(extra.status).toBe(200);
    expect(extra.body.response.count).toBe(plain.body.response.count);
  });

  it('a report follows folderIds, countries and locationLabels', async () => {
    const places = await locations();
    const folder = places[0].folderId;
    const label = places.flatMap((l) => l.labels)[0];
    const request = (filters: object) =>
      ctx.client.post(`${ME}/analytics/reports`, {
        metrics: ['SEARCHES'],
        dimensions: ['LOCATION_IDS'],
        filters,
      });
    const chosen = async (filters: object) => {
      const reply = await request(filters);
      expect(reply.status, reply.text).toBe(200);
      return reply.body.response.data.map((row: { location_id: string }) => row.location_id).sort();
    };
    expect(await chosen({ folderIds: [folder] })).toEqual(
      places
        .filter((l) => l.folderId === folder)
        .map((l) => l.id)
        .sort(),
    );
    expect(await chosen({ locationLabels: [label] })).toEqual(
      places
        .filter((l) => l.labels.includes(label))
        .map((l) => l.id)
        .sort(),
    );
    expect(await chosen({ countries: ['CA'] })).toEqual([]);
    expect(await chosen({ countries: ['US'] })).toEqual(places.map((l) => l.id).sort());
  });
});
