import 'fake-indexeddb/auto';
import { vi } from 'vitest';
import type { Review } from '@/lib/api';
import { openCache } from '@/lib/cache/db';
import type { ProtocolMap, Result } from '@/lib/messaging';
import { discardReply, queueReply, retryReply, undoReply } from '@/lib/outbox/reply-outbox';
import { type CachedReview, readReview } from '@/lib/reviews/review-cache';
import { cacheReviews, markReviews } from '@/lib/reviews/review-cache-writes';
import { clearStores } from '../../clear-stores';

/**
 * The background's side of the reviews messages, run in the test against the same (fake)
 * IndexedDB the components read: `sendReply` really queues into the outbox, and so on. Tests mock
 * `@/lib/messaging` with it (tests/unit/fake-messaging.ts).
 */
export const calls: { type: string; data: unknown }[] = [];

type Handlers = { [K in keyof ProtocolMap]?: (data: Parameters<ProtocolMap[K]>[0]) => Promise<unknown> };

export const handlers: Handlers = {
  refreshReviews: async () => ({ arrived: 0, edited: 0 }),
  // Held for the default undo window, as the background does.
  sendReply: (data) => queueReply(data, Date.now(), 5_000),
  undoReply: ({ id }) => undoReply(id),
  retryReply: ({ id }) => retryReply(id),
  discardReply: ({ id }) => discardReply(id),
  markReviewsRead: ({ accountId, reviewIds, read }) => markReviews(accountId, reviewIds, { read }),
};

/** Answers still being written: a test's last ones are over before the next test clears the stores. */
const answering = new Set<Promise<unknown>>();

export const fakeSendMessage = vi.fn(async (type: string, data?: unknown): Promise<Result<unknown>> => {
  calls.push({ type, data });
  const handler = handlers[type as keyof Handlers] as ((data: unknown) => Promise<unknown>) | undefined;
  if (!handler) return { ok: false, error: { kind: 'unknown', message: `no handler for ${type}` } };
  const answer = handler(data);
  answering.add(answer);
  try {
    return { ok: true, value: await answer };
  } catch (error) {
    return { ok: false, error: { kind: 'unknown', message: (error as Error).message } };
  } finally {
    answering.delete(answer);
  }
});

export async function resetCache(): Promise<void> {
  await Promise.allSettled([...answering]);
  await clearStores();
  calls.length = 0;
  fakeSendMessage.mockClear();
}

/** Stores reviews as a poll would (unread) and returns the cached records. */
export async function seedReviews(
  accountId: string,
  reviews: Review[],
  origin: 'poll' | 'backfill' = 'poll',
) {
  await cacheReviews(accountId, reviews, () => origin, Date.now());
  return Promise.all(reviews.map(async (review) => (await readReview(accountId, review.id)) as CachedReview));
}

export const sentReplies = () => calls.filter((call) => call.type === 'sendReply');

/** Caches location and publisher names as the background's directory refresh would. */
export async function seedNames(
  accountId: string,
  names: { locations?: Record<string, string>; publishers?: Record<string, string> },
): Promise<void> {
  const db = await openCache();
  for (const [id, locationName] of Object.entries(names.locations ?? {}))
    await db.put('locations', { accountId, id, locationName });
  for (const [id, name] of Object.entries(names.publishers ?? {}))
    await db.put('publishers', { accountId, id, name });
}
