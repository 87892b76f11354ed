/**
 * The emulator's HTTP application: the service's API, the OAuth pages, the files the API links
 * to, and the admin API, with the layers every API call passes (log, faults, quota, guard).
 */

import { Hono } from 'hono';
import { ApiError } from './core/api-error';
import { failure } from './core/envelope';
import { adminRequestGuard } from './middleware/admin-request-guard';
import { apiGuard, rateHeaders } from './middleware/api-guard';
import type { AppEnv } from './middleware/app-env';
import { boundedBodies } from './middleware/body-bounds';
import { faultInjector } from './middleware/faults';
import { apiHostOnly } from './middleware/host-split';
import { loopbackHostOnly } from './middleware/loopback-host';
import { requestLogger } from './middleware/request-logger';
import { activityRoutes } from './routes/activity';
import { adminRoutes } from './routes/admin';
import { ApiRouter } from './routes/api-router';
import { commentRoutes } from './routes/comments';
import { downloadRoutes } from './routes/downloads';
import { listingRoutes } from './routes/listings';
import { locationRoutes } from './routes/locations';
import { oauthAuthorizeRoutes } from './routes/oauth-authorize';
import { oauthTokenRoutes } from './routes/oauth-token';
import { reportRoutes } from './routes/reports';
import { reviewRoutes } from './routes/reviews';
import { suggestionRoutes } from './routes/suggestions';
import { FaultState } from './state/fault-state';
import { RateLimiter } from './state/rate-limiter';
import { RequestLog } from './state/request-log';
import type { World } from './state/world';

export interface EmulatorApp {
  app: Hono<AppEnv>;
  faults: FaultState;
  requests: RequestLog;
}

export function createApp(world: World, log?: (line: string) => void): EmulatorApp {
  const app = new Hono<AppEnv>();
  const faults = new FaultState(world.options.seed);
  const limiter = new RateLimiter();
  const requests = new RequestLog();
  const baseUrl = () => world.baseUrl;

  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(failure(error.items), error.status as 400, error.headers);
    log?.(`internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return c.json(
      failure([{ code: 500, type: 'FATAL_ERROR', message: 'Internal error of the emulator.' }]),
      500,
    );
  });
  app.notFound((c) =>
    c.json(failure([{ code: 7, type: 'FATAL_ERROR', message: `Unknown path: ${c.req.path}.` }]), 404),
  );

  // Before anything else: a foreign Host (DNS rebinding) reaches nothing, admin API included.
  app.use(
    '*',
    loopbackHostOnly(() => (world.baseUrl ? Number(new URL(world.baseUrl).port) : undefined)),
  );
  app.use('*', boundedBodies);
  app.use('/__emulator/*', adminRequestGuard);
  app.route('/__emulator', adminRoutes({ world, faults, limiter, requests }));

  // Everything below is the service: logged, and subject to faults.
  const logger = requestLogger(requests, world.clock, log);
  const injector = faultInjector(faults);
  app.use('*', (c, next) => (c.req.path.startsWith('/__emulator') ? next() : logger(c, next)));
  app.use('*', (c, next) => (c.req.path.startsWith('/__emulator') ? next() : injector(c, next)));

  oauthAuthorizeRoutes(app, world);
  app.use('/oauth2/accesstoken', apiHostOnly(baseUrl));
  oauthTokenRoutes(app, world);
  app.use('/downloads/*', apiHostOnly(baseUrl));
  app.use('/screenshots/*', apiHostOnly(baseUrl));
  downloadRoutes(app, world);

  app.use('/v2/*', rateHeaders, apiHostOnly(baseUrl), apiGuard(world, limiter));
  const router = new ApiRouter(app);
  locationRoutes(router, world);
  listingRoutes(router, world);
  suggestionRoutes(router, world);
  reportRoutes(router, world);
  activityRoutes(router, world);
  reviewRoutes(router, world);
  commentRoutes(router, world);
  router.finish();
  return { app, faults, requests };
}
