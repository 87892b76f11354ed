import '../../i18n-setup';
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PendingReplyText } from '@/components/reviews/pending-reply-note';
import { ReplyOutboxBlock } from '@/components/reviews/reply-outbox-block';
import { SyncStatus } from '@/components/ui/sync-status';
import { formatClockTime } from '@/lib/clock/clock-time';
import { markFailed, newOutboxItem, startAttempt } from '@/lib/outbox/outbox-machine';
import { putOutboxItem } from '@/lib/outbox/outbox-store';
import { fakeSendMessage, resetCache } from './fake-background';

const { answeredBy } = await vi.hoisted(() => import('../../fake-messaging'));
vi.mock(
  '@/lib/messaging',
  answeredBy(() => fakeSendMessage),
);

beforeEach(resetCache);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// 3:39 PM and 3:42 PM today: the hour has one digit in en-US, where a padded "03:39 PM" was shown.
const NOW = new Date(2026, 10, 20, 15, 30).getTime();
const REPLY_AT = new Date(2026, 10, 20, 15, 39).getTime();
const HEADER_AT = new Date(2026, 10, 20, 15, 42).getTime();

describe('a reply and the header write their times the same way', () => {
  it('"next try" on a card, in the outbox and in the header', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const time = formatClockTime(REPLY_AT, NOW);
    expect(time).not.toMatch(/^0/);

    render(<PendingReplyText pending={{ kind: 'waiting', at: REPLY_AT }} class="x" />);
    expect(screen.getByText(`Reply waiting · next try ${time}`)).toBeTruthy();

    const item = markFailed(
      startAttempt(
        newOutboxItem(
          { accountId: 'acc', reviewId: 'r1', visibility: 'PUBLIC', content: 'Thanks!' },
          'o1',
          NOW,
        ),
        NOW,
      ),
      { message: 'The service is having trouble (HTTP 503)', status: 503 },
      NOW,
    );
    await putOutboxItem({ ...item, nextAttemptAt: REPLY_AT });
    render(<ReplyOutboxBlock accountId="acc" reviewId="r1" publisher="Brand B" />);
    expect((await screen.findByText(/Next try at/)).textContent).toContain(`Next try at ${time}.`);

    render(
      <SyncStatus
        status={{ kind: 'failed', reason: 'HTTP 503', at: NOW, lastSyncedAt: NOW, nextTryAt: HEADER_AT }}
        now={NOW}
        onRefresh={() => {}}
      />,
    );
    const next = screen.getByText(`next try ${formatClockTime(HEADER_AT, NOW)}`, { exact: false });
    // Where the header is narrow, CSS draws the shorter phrase, with the same time.
    expect(next.dataset.short).toBe(`retry ${formatClockTime(HEADER_AT, NOW)}`);
  });
});
