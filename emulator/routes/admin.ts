/**
 * The admin API under `/__emulator/` (docs/architecture.md › Emulator admin API): not part of the
 * service,
 * no credential, loopback peers only. Answers are plain JSON; problems are `{ error }` with 400.
 */
import { Hono } from 'hono';
import { jsonDepth, MAX_JSON_DEPTH } from '../core/body';
import { fakerFor, Rng } from '../core/random';
import { People } from '../data/people';
import type { AppEnv } from '../middleware/app-env';
import { loopbackOnly } from '../middleware/loopback-only';
import { reviewListJson } from '../serialize/review-json';
import { commentFrom, createReview } from '../state/create-review';
import { type FaultState, parseFaults } from '../state/fault-state';
import { patchLocation } from '../state/patch-location';
import { changesAnything, reviewChanges } from '../state/patch-review';
import type { RateLimiter } from '../state/rate-limiter';
import type { RequestLog } from '../state/request-log';
import type { World } from '../state/world';

export interface AdminDeps {
  world: World;
  faults: FaultState;
  limiter: RateLimiter;
  requests: RequestLog;
}

async function jsonBody(request: Request): Promise<Record<string, unknown> | undefined> {
  const text = await request.text();
  if (!text.trim()) return {};
  if (jsonDepth(text) > MAX_JSON_DEPTH) return undefined;
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

export function adminRoutes({ world, faults, limiter, requests }: AdminDeps): Hono<AppEnv> {
  const admin = new Hono<AppEnv>();
  const rng = Rng.for(world.options.seed, 'admin-reviews');
  const people = new People(fakerFor(world.options.seed, 'admin-reviews'));
  admin.use('*', loopbackOnly);

  admin.post('/reviews', async (c) => {
    const body = await jsonBody(c.req.raw);
    if (!body) return c.json({ error: 'The body must be a JSON object.' }, 400);
    const review = createReview(world, body, rng, people);
    if (typeof review === 'string') return c.json({ error: review }, 400);
    world.reviews.set(review.id, review);
    world.reviewIndex(review.accountId).add(review);
    world.logActivity({
      accountId: review.accountId,
      locationId: review.locationId,
      type: 'REVIEW_CREATED',
      details: `New ${review.rating}-star review on ${world.publisher(review.publisherId)?.name ?? review.publisherId}`,
      content: '',
      actor: '',
    });
    return c.json(reviewListJson(review), 201);
  });

  // A follow-up on an existing review (a customer's new comment, by default): the review moves to
  // the top of the list as any comment moves it (conventions.md › Reviews).
  admin.post('/reviews/:id/comments', async (c) => {
    const review = world.reviews.get(Number(c.req.param('id')));
    if (!review) return c.json({ error: 'No review has this id.' }, 404);
    const body = await jsonBody(c.req.raw);
    if (!body) return c.json({ error: 'The body must be a JSON object.' }, 400);
    const now = world.clock.now();
    const comment = commentFrom(world, body, review, now, now);
    if (typeof comment === 'string') return c.json({ error: comment }, 400);
    world.reviewIndex(review.accountId).update(review, () => {
      review.comments.push(comment);
      review.updatedTime = now;
    });
    return c.json(reviewListJson(review), 201);
  });

  // The reviewer edits the review, or the publisher removes it: it moves to the top of the list
  // as any change moves it; a removed one leaves the default (LIVE) list.
  admin.patch('/reviews/:id', async (c) => {
    const review = world.reviews.get(Number(c.req.param('id')));
    if (!review) return c.json({ error: 'No review has this id.' }, 404);
    const body = await jsonBody(c.req.raw);
    if (!body) return c.json({ error: 'The body must be a JSON object.' }, 400);
    const changes = reviewChanges(body);
    if (typeof changes === 'string') return c.json({ error: changes }, 400);
    if (changesAnything(review, changes))
      world.reviewIndex(review.accountId).update(review, () => {
        Object.assign(review, changes);
        review.updatedTime = world.clock.now();
      });
    return c.json(reviewListJson(review));
  });

  admin.patch('/locations/:id', async (c) => {
    const location = world.locations.get(c.req.param('id'));
    if (!location) return c.json({ error: 'No location has this id.' }, 404);
    const body = await jsonBody(c.req.raw);
    if (!body) return c.json({ error: 'The body must be a JSON object.' }, 400);
    const problem = patchLocation(location.fields, body, world.clock.now());
    if (problem) return c.json({ error: problem }, 400);
    return c.json({ ...location.fields, categoryIds: [...location.fields.categoryIds] });
  });

  admin.get('/faults', (c) => c.json({ faults: faults.describe() }));
  admin.post('/faults', async (c) => {
    const config = parseFaults(await jsonBody(c.req.raw));
    if (typeof config === 'string') return c.json({ error: config }, 400);
    faults.set(config);
    if (config.quotaRemaining !== undefined) limiter.setRemaining(config.quotaRemaining, world.clock.now());
    return c.json({ faults: faults.describe() });
  });
  admin.post('/faults/release', async (c) => {
    const count = (await jsonBody(c.req.raw))?.count;
    if (count !== undefined && (!Number.isInteger(count) || (count as number) < 1))
      return c.json({ error: 'count must be a whole number, 1 or more.' }, 400);
    return c.json({ released: faults.release(count as number | undefined) });
  });
  admin.delete('/faults', (c) => {
    faults.clear();
    limiter.reset();
    return c.json({ faults: null });
  });

  admin.get('/clock', (c) => c.json(clockJson(world)));
  admin.post('/clock', async (c) => {
    const body = await jsonBody(c.req.raw);
    const advance = body?.advanceMs;
    if (typeof advance !== 'number' || !Number.isFinite(advance) || advance < 0)
      return c.json(
        { error: 'advanceMs must be a number of milliseconds, 0 or more (the clock never goes back).' },
        400,
      );
    world.clock.advance(advance);
    world.tick();
    return c.json(clockJson(world));
  });

  admin.post('/tokens/revoke', async (c) => {
    const body = await jsonBody(c.req.raw);
    if (!body || (body.accessToken !== undefined && typeof body.accessToken !== 'string'))
      return c.json({ error: 'Body: { "accessToken"?: string }.' }, 400);
    return c.json({ revoked: world.credentials.revoke(body.accessToken as string | undefined) });
  });

  admin.get('/requests', (c) => c.json({ requests: requests.list() }));
  admin.delete('/requests', (c) => c.json({ cleared: requests.clear() }));
  admin.all('*', (c) => c.json({ error: 'Unknown admin endpoint.' }, 404));
  return admin;
}

const clockJson = (world: World) => {
  const now = world.clock.now();
  return { now: new Date(now).toISOString(), nowMs: now };
};
