import '../../i18n-setup';
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { accountsItem } from '@/lib/accounts/account-items';
import { sendReply } from '@/lib/outbox/outbox-background';
import { readReview } from '@/lib/reviews/review-cache';
import { cacheReviews } from '@/lib/reviews/review-cache-writes';
import { DEFAULT_SYNC_SETTINGS, syncSettingsItem } from '@/lib/reviews/review-settings';
import { reviewsFeature } from '@/lib/reviews/reviews-background';
import { SYNC_ALARM } from '@/lib/sync/sync-alarm';
import { listReview } from './fixtures';

// Sending is not what this file tests: a reply's undo window would leave a 5-second timer behind
// that sends it, and writes the outbox alarm, while another file's tests run in this worker.
vi.mock('@/lib/outbox/outbox-sender', async (original) => ({
  ...(await original<typeof import('@/lib/outbox/outbox-sender')>()),
  sendDueReplies: vi.fn(async () => {}),
}));

describe('the reviews feature of the background', () => {
  beforeEach(() => fakeBrowser.reset());

  it('re-creates the poll alarm on every worker start, and follows the interval setting', async () => {
    reviewsFeature.start?.();
    await expect.poll(() => fakeBrowser.alarms.get(SYNC_ALARM)).toMatchObject({ periodInMinutes: 5 });

    await syncSettingsItem.setValue({ ...DEFAULT_SYNC_SETTINGS, intervalMinutes: 15 });
    await expect.poll(async () => (await fakeBrowser.alarms.get(SYNC_ALARM))?.periodInMinutes).toBe(15);
  });

  it('sets the badge from the start, and again when an account needs sign-in', async () => {
    reviewsFeature.start?.();
    await expect.poll(() => fakeBrowser.action.getTitle({})).toBe('Connect an account to receive reviews');
    await accountsItem.setValue([
      {
        id: 'a',
        name: 'Acme Dental',
        mode: 'oauth',
        serviceUrl: 'http://127.0.0.1',
        status: 'needsSignIn',
        connectedAt: 1,
      },
    ]);
    await expect.poll(() => fakeBrowser.action.getBadgeText({})).toBe('!');
    expect(await fakeBrowser.action.getTitle({})).toBe(
      'Sign in again to keep receiving reviews: Acme Dental',
    );
  });

  it('sending a reply marks the review read, whichever page sent it', async () => {
    await cacheReviews('a', [listReview({ id: 'r1' })], () => 'poll', 1);
    expect(await readReview('a', 'r1')).toMatchObject({ read: false, unreadReason: { kind: 'new' } });
    const item = await sendReply({
      accountId: 'a',
      reviewId: 'r1',
      visibility: 'PUBLIC',
      content: 'Thanks!',
    });
    expect(item.status).toBe('queued');
    const after = await readReview('a', 'r1');
    expect(after?.read).toBe(true);
    expect(after).not.toHaveProperty('unreadReason');
  });

  it("a notification's Mark read, as the browser dispatches it, marks the review read", async () => {
    await cacheReviews('a', [listReview({ id: 'n1' })], () => 'poll', 1);
    expect((await readReview('a', 'n1'))?.read).toBe(false);
    reviewsFeature.start?.();
    await fakeBrowser.notifications.onButtonClicked.trigger('review:a:n1', 1);
    await expect.poll(async () => (await readReview('a', 'n1'))?.read).toBe(true);
  });
});
