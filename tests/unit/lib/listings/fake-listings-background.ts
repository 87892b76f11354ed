import { vi } from 'vitest';
import type { FeatureDeps } from '@/lib/background/feature';
import type { Result } from '@/lib/errors/error-data';
import { toErrorData } from '@/lib/errors/error-data';
import { refreshLocationListings, refreshOverview } from '@/lib/listings/listing-refresh';
import { startOptIn } from '@/lib/listings/opt-in-job';
import { resolveSuggestion } from '@/lib/listings/suggestion-actions';

/**
 * The background's side of the listings messages, run in the test with the real handlers against
 * a fake platform (fake-world.ts) and the same fake IndexedDB the views read. Tests mock
 * `@/lib/messaging`'s `sendMessage` with `fakeSendMessage` after `useWorld(deps)`.
 */
export const calls: { type: string; data: unknown }[] = [];
let deps: FeatureDeps | undefined;

export function useWorld(next: FeatureDeps): void {
  deps = next;
  calls.length = 0;
}

type Data = { accountId: string } & Record<string, unknown>;

const handlers: Record<string, (deps: FeatureDeps, data: Data) => Promise<unknown>> = {
  refreshListingOverview: (d, data) =>
    refreshOverview(d, data.accountId, { force: data.force as boolean, parts: data.parts as never }),
  refreshLocationListings: async (d, data) => ({
    listings: await refreshLocationListings(d, data.accountId, data.locationIds as string[]),
  }),
  startOptIn: (d, data) => startOptIn(d, data.accountId, data.pairs as never),
  resolveSuggestion: (d, data) => resolveSuggestion(d, data.accountId, data as never),
};

export const fakeSendMessage = vi.fn(async (type: string, data?: unknown): Promise<Result<unknown>> => {
  calls.push({ type, data });
  const handler = handlers[type];
  if (!handler || !deps) return { ok: false, error: { kind: 'unknown', message: `no handler for ${type}` } };
  try {
    return { ok: true, value: await handler(deps, data as Data) };
  } catch (error) {
    return { ok: false, error: toErrorData(error) };
  }
});
