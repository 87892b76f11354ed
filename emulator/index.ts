/**
 * `startEmulator(options)`: the listings platform of spec/service.md on loopback, seeded with a
 * realistic account (docs/architecture.md › Emulator CLI: the same object the CLI prints, plus
 * `close()`).
 */
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app';
import { SEED_LANGUAGES } from './data/languages/foreign-reviews';
import { AUTH_HOSTNAME } from './middleware/host-split';
import { DEFAULTS, type EmulatorOptions, LIMITS_OF_OPTIONS } from './options';
import { listenLoopback } from './server/listen';
import { World } from './state/world';

export type { EmulatorOptions } from './options';

export interface RunningEmulator {
  /** The API host: `http://127.0.0.1:PORT`. */
  baseUrl: string;
  /** The sign-in host, a different host name for the same server: `http://localhost:PORT`. */
  authUrl: string;
  clientId: string;
  clientSecret: string;
  /** The API key of the primary account's own app: `api_key` resolves `me` to that account. */
  apiKey: string;
  close(): Promise<void>;
}

function whole(name: string, value: number, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max)
    throw new RangeError(`${name} must be a whole number from ${min} to ${max}.`);
  return value;
}

function seedLanguages(languages: readonly string[]): string[] {
  const unknown = languages.filter((code) => !(SEED_LANGUAGES as readonly string[]).includes(code));
  if (languages.length === 0 || unknown.length > 0)
    throw new RangeError(`languages must be some of ${SEED_LANGUAGES.join(', ')}.`);
  return [...languages];
}

export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const started = performance.now();
  const world = new World({
    seed: String(options.seed ?? DEFAULTS.seed),
    locations: whole(
      'locations',
      options.locations ?? DEFAULTS.locations,
      LIMITS_OF_OPTIONS.locations.min,
      LIMITS_OF_OPTIONS.locations.max,
    ),
    reviews: whole(
      'reviews',
      options.reviews ?? DEFAULTS.reviews,
      LIMITS_OF_OPTIONS.reviews.min,
      LIMITS_OF_OPTIONS.reviews.max,
    ),
    agencyAccounts: whole(
      'agencyAccounts',
      options.agencyAccounts ?? DEFAULTS.agencyAccounts,
      LIMITS_OF_OPTIONS.agencyAccounts.min,
      LIMITS_OF_OPTIONS.agencyAccounts.max,
    ),
    languages: seedLanguages(options.languages ?? DEFAULTS.languages),
    reportDelayMs: whole('reportDelayMs', options.reportDelayMs ?? DEFAULTS.reportDelayMs, 0, 86_400_000),
    optInDelayMs: whole('optInDelayMs', options.optInDelayMs ?? DEFAULTS.optInDelayMs, 0, 86_400_000),
    redirectDomains: options.redirectDomains ?? [...DEFAULTS.redirectDomains],
    now: options.now === undefined ? undefined : new Date(options.now).getTime(),
  });
  const generated = performance.now();
  const { app } = createApp(world, options.log);
  const listener = getRequestListener(app.fetch, {
    errorHandler: (error) => options.log?.(`connection error: ${String(error)}`),
  });
  const server = await listenLoopback(
    listener,
    whole('port', options.port ?? DEFAULTS.port, 0, 65_535),
    options.log,
  );
  world.baseUrl = `http://127.0.0.1:${server.port}`;
  options.log?.(
    `emulator ready in ${Math.round(performance.now() - started)} ms (data ${Math.round(generated - started)} ms): ` +
      `${world.primary.locations.length} locations, ${world.reviews.size} reviews, ${world.publishers.length} publishers`,
  );
  return {
    baseUrl: world.baseUrl,
    authUrl: `http://${AUTH_HOSTNAME}:${server.port}`,
    clientId: world.credentials.app.clientId,
    clientSecret: world.credentials.app.clientSecret,
    apiKey: world.apiKey,
    close: server.close,
  };
}
