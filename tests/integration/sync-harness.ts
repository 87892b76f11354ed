/**
 * What the reviews integration tests share: a real emulator over loopback, the typed client
 * pointed at it with the primary account's API key, and the admin API (add a review, faults, the
 * request log). The sync and outbox modules get these as their dependencies, exactly where the
 * extension gives them the account client (lib/reviews/reviews-background.ts).
 */
import '../unit/i18n-setup';
import 'fake-indexeddb/auto';
import { type RunningEmulator, startEmulator } from '@/emulator';
import { accountsItem } from '@/lib/accounts/account-items';
import { type ApiClientOptions, createApiClient } from '@/lib/api';
import { announceArrivals } from '@/lib/notify/new-review-notifier';
import type { SyncDeps } from '@/lib/sync/sync-runner';
import { clearStores } from '../unit/clear-stores';

export const ACCOUNT = 'primary';

export interface LoggedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  status: number;
  dropped?: boolean;
}

export interface Harness {
  emulator: RunningEmulator;
  client(
    options?: Pick<ApiClientOptions, 'onRateLimit' | 'retry' | 'fetch'>,
  ): ReturnType<typeof createApiClient>;
  addReview(body: Record<string, unknown>): Promise<{ id: number; locationId: string; publisherId: string }>;
  faults(config: Record<string, unknown>): Promise<void>;
  /** Clears every fault; requests the `hold` fault kept unanswered go on. */
  clearFaults(): Promise<void>;
  /** How many requests the `hold` fault keeps unanswered now. */
  held(): Promise<number>;
  requests(filter?: (request: LoggedRequest) => boolean): Promise<LoggedRequest[]>;
  clearRequests(): Promise<void>;
  /** The test's clock, which sync and the outbox read through their `now` dependency. */
  now(): number;
  /** Moves the test's clock and the emulator's together (quota windows, update times). */
  advance(ms: number): Promise<void>;
  /** Moves both clocks to just past the next top of the hour: a fresh quota window. */
  advanceToNextHour(): Promise<void>;
  close(): Promise<void>;
}

export async function startHarness(
  options: { reviews?: number; languages?: string[] } = {},
): Promise<Harness> {
  const emulator = await startEmulator({
    port: 0,
    seed: 'reviews-it',
    reviews: options.reviews ?? 600,
    ...(options.languages ? { languages: options.languages } : {}),
  });
  const admin = async (path: string, init?: RequestInit) => {
    const response = await fetch(`${emulator.baseUrl}/__emulator/${path}`, init);
    const body = await response.json();
    if (!response.ok) throw new Error(`admin ${path}: ${JSON.stringify(body)}`);
    return body;
  };
  const post = (path: string, body: unknown) =>
    admin(path, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
  let offset = 0;
  const now = () => Date.now() + offset;
  const advance = async (ms: number) => {
    offset += ms;
    await post('clock', { advanceMs: ms });
  };
  return {
    emulator,
    now,
    advance,
    advanceToNextHour: () => advance((Math.floor(now() / 3_600_000) + 1) * 3_600_000 + 60_000 - now()),
    client: (clientOptions = {}) =>
      createApiClient({
        baseUrl: emulator.baseUrl,
        credential: { apiKey: emulator.apiKey },
        ...clientOptions,
      }),
    addReview: (body) => post('reviews', body),
    faults: async (config) => void (await post('faults', config)),
    clearFaults: async () => void (await admin('faults', { method: 'DELETE' })),
    held: async () => (await admin('faults')).faults.held as number,
    requests: async (filter = () => true) =>
      ((await admin('requests')).requests as LoggedRequest[]).filter(
        (request) => request.path.startsWith('/v2/') && filter(request),
      ),
    clearRequests: async () => void (await admin('requests', { method: 'DELETE' })),
    close: () => emulator.close(),
  };
}

/** The cache and the durable database emptied: the file's clean slate. */
export const clearCache = clearStores;

/** Registers the primary account as connected with its API key, as the options page would. */
export async function connectAccount(harness: Harness, name: string): Promise<void> {
  await accountsItem.setValue([
    {
      id: ACCOUNT,
      name,
      mode: 'apiKey',
      serviceUrl: harness.emulator.baseUrl,
      status: 'connected',
      connectedAt: 1,
    },
  ]);
}

/**
 * The sync's dependencies as the background gives them, over the harness: the primary account,
 * connected and online, its arrivals and rating drops announced; `overrides` replace any of them.
 */
export const syncDeps = (harness: Harness, overrides: Partial<SyncDeps> = {}): SyncDeps => ({
  openReviews: async (_accountId, onRateLimit) => harness.client({ onRateLimit }).reviews,
  now: () => harness.now(),
  online: () => true,
  listAccounts: async () => [{ id: ACCOUNT, status: 'connected' }],
  announce: (arrived, drops) => announceArrivals(arrived, harness.now(), drops),
  afterRun: async () => {},
  ...overrides,
});
