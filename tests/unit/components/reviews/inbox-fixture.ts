/**
 * The inbox the InboxView tests render: three cached reviews (one with a nested, hostile thread)
 * and a background that answers Read and Done by writing the cache, as the real one does.
 */
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { cacheReviews, markReviews } from '@/lib/reviews/review-cache-writes';
import { clearStores } from '../../clear-stores';
import { comment, listReview } from '../../lib/reviews/fixtures';

export const ACCOUNT = 'acc';
export const route = (...path: string[]) => ({ view: 'inbox' as const, path });

/** What the views sent to the background, in order, each once the background has answered it. */
export const sent: { type: string; data: unknown }[] = [];

/** The looks the views said (lib/reviews/looked.ts), apart: one follows every change they show. */
export const looks: string[][] = [];

/** Answers still being written: a test's last ones are over before the next test clears the stores. */
const answering = new Set<Promise<unknown>>();

/** The background's answer to a message (a test's `vi.mock` of `@/lib/messaging` routes here). */
export async function answerInboxMessage(
  type: string,
  data: { accountId: string; reviewIds: string[]; read: boolean; done?: boolean; accountIds?: string[] },
) {
  if (type === 'markLooked') {
    looks.push(data.accountIds ?? []);
    return { ok: true, value: undefined };
  }
  const write =
    type === 'markReviewsRead'
      ? markReviews(data.accountId, data.reviewIds, { read: data.read })
      : type === 'markReviewsDone'
        ? markReviews(data.accountId, data.reviewIds, { done: data.done === true })
        : undefined;
  if (write) answering.add(write);
  await write;
  if (write) answering.delete(write);
  sent.push({ type, data });
  return { ok: true, value: undefined };
}

/** An empty cache holding the three reviews, and the inbox route. */
export async function seedInbox(): Promise<void> {
  fakeBrowser.reset();
  await Promise.allSettled([...answering]);
  await clearStores();
  sent.length = 0;
  looks.length = 0;
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
