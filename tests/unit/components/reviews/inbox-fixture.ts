/**
 * The inbox the InboxView tests render: three cached reviews (one with a nested, hostile thread)
 * and a background that answers Read and Done by writing the cache, as the real one does.
 */
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { CACHE_STORES, openCache } from '@/lib/cache/db';
import { cacheReviews, markReviewsDone, markReviewsRead } from '@/lib/reviews/review-cache-writes';
import { comment, listReview } from '../../lib/reviews/fixtures';

export const ACCOUNT = 'acc';
export const route = (...path: string[]) => ({ view: 'inbox' as const, path });

/** What the views sent to the background, in order. */
export const sent: { type: string; data: unknown }[] = [];

/** The background's answer to a message (a test's `vi.mock` of `@/lib/messaging` routes here). */
export async function answerInboxMessage(
  type: string,
  data: { accountId: string; reviewIds: string[]; read: boolean; done?: boolean },
) {
  sent.push({ type, data });
  if (type === 'markReviewsRead') await markReviewsRead(data.accountId, data.reviewIds, data.read);
  if (type === 'markReviewsDone') await markReviewsDone(data.accountId, data.reviewIds, data.done === true);
  return { ok: true, value: undefined };
}

/** An empty cache holding the three reviews, and the inbox route. */
export async function seedInbox(): Promise<void> {
  fakeBrowser.reset();
  const db = await openCache();
  for (const store of CACHE_STORES) await db.clear(store);
  sent.length = 0;
  window.location.hash = '#/inbox';
  await cacheReviews(
    ACCOUNT,
    [
      listReview({
        id: 'social',
        publisherId: 'BRANDB',
        content: '<img src=x onerror="alert(1)"><script>alert(2)</script>',
        authorName: 'Jordan P.',
        url: 'javascript:alert(3)',
        lastServiceUpdateTime: '2026-11-20T12:00',
        comments: [
          comment({ id: 'c1', message: 'Thanks for coming', publisherDate: '2026-11-20T10:00' }),
          comment({
            id: 'c2',
            parentId: 'c1',
            authorRole: 'CONSUMER',
            authorName: 'Jordan P.',
            message: 'You are welcome',
            visibility: undefined,
            publisherDate: '2026-11-20T11:00',
          }),
          comment({
            id: 'c3',
            parentId: 'c2',
            message: 'See you soon',
            visibility: 'PRIVATE',
            publisherDate: '2026-11-20T11:30',
          }),
        ],
      }),
      listReview({
        id: 'maps',
        publisherId: 'BRANDCMYBUSINESS',
        url: 'https://maps.example/reviews/maps',
        publisherDate: '2026-11-19T09:00',
        lastServiceUpdateTime: '2026-11-19T12:00',
        comments: [comment({ id: 'm1', authorRole: 'CONSUMER', authorName: 'Ana', message: 'Hello' })],
      }),
      listReview({
        id: 'old',
        publisherId: 'BRANDA',
        publisherDate: '2026-11-18T09:00',
        lastServiceUpdateTime: '2026-11-18T12:00',
      }),
    ],
    () => 'poll',
    Date.now(),
  );
}
