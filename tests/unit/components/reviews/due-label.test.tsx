/**
 * "Due in 3 hr" / "Overdue by 5 hr" as a person reads it on the popup card, the side panel's row
 * and the open thread: against Options › Response targets as they are now, per account, overdue
 * told by its word and a warning shape, and no label where the rules give none.
 */
import '../../i18n-setup';
import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DueLabel } from '@/components/reviews/due/due-label';
import { ReviewRow } from '@/components/reviews/inbox/review-row';
import { PopupReviewItem } from '@/components/reviews/popup-review-item';
import { formatWait } from '@/lib/clock/durations';
import { displayNames, NO_NAMES } from '@/lib/names/cached-names';
import { type CachedReview, toCachedReview, withTriage } from '@/lib/reviews/cached-review';
import { DEFAULT_RESPONSE_TARGETS, saveResponseTargets } from '@/lib/reviews/response-targets';
import { comment, listReview } from '../../lib/reviews/fixtures';

const { answeredBy } = await vi.hoisted(() => import('../../fake-messaging'));
vi.mock(
  '@/lib/messaging',
  answeredBy(() => async () => ({ ok: true, value: undefined })),
);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const NOW = Date.UTC(2026, 10, 27, 12, 0);
const stamp = (at: number) => new Date(at).toISOString().slice(0, 16);

function review(overrides: Parameters<typeof listReview>[0] = {}, accountId = 'acct'): CachedReview {
  return toCachedReview(accountId, listReview(overrides), undefined, { origin: 'backfill', now: NOW });
}

// One page's targets, read once and watched (use-response-targets.ts): the storage stays as set.
beforeAll(async () => {
  fakeBrowser.reset();
  await saveResponseTargets(DEFAULT_RESPONSE_TARGETS);
});
afterEach(async () => {
  cleanup();
  await saveResponseTargets(DEFAULT_RESPONSE_TARGETS);
});

describe('the due label', () => {
  it('a 1★ review written 3 h ago: "Due in 21 hr", with the time it is due in its tooltip', async () => {
    render(<DueLabel review={review({ rating: 1, publisherDate: stamp(NOW - 3 * HOUR) })} now={NOW} />);
    const label = (await screen.findByText('Due in 21 hr')).closest('[data-due]') as HTMLElement;
    expect(label.getAttribute('data-due')).toBe('due');
    expect(label.getAttribute('title')).toMatch(/^Answer by /);
  });

  it('past its target: "Overdue by 5 hr", told by the word and a warning shape, not colour alone', async () => {
    render(<DueLabel review={review({ rating: 2, publisherDate: stamp(NOW - 29 * HOUR) })} now={NOW} />);
    const label = (await screen.findByText('Overdue by 5 hr')).closest('[data-due]') as HTMLElement;
    expect(label.getAttribute('data-due')).toBe('overdue');
    expect(label.querySelector('svg')).toBeTruthy();
  });

  it('the rest wait 72 h; hours up to three days, days beyond, months past two', async () => {
    render(<DueLabel review={review({ rating: 5, publisherDate: stamp(NOW - 10 * 24 * HOUR) })} now={NOW} />);
    expect(await screen.findByText('Overdue by 7 days')).toBeTruthy();
    expect(formatWait(45 * MINUTE)).toBe('45 min');
    expect(formatWait(70 * HOUR)).toBe('70 hr');
    expect(formatWait(72 * HOUR)).toBe('3 days');
    expect(formatWait(20 * 1000)).toBe('1 min');
    // Long overdue, in whole months from two of them: days until then.
    expect(formatWait(60 * 24 * HOUR)).toBe('60 days');
    expect(formatWait(61 * 24 * HOUR)).toBe('2 mths');
    expect(formatWait(544 * 24 * HOUR)).toBe('17 mths');
  });

  it('follows Options at once, and an account with targets of its own', async () => {
    const waiting = review({ rating: 1, publisherDate: stamp(NOW - 3 * HOUR) });
    const { container } = render(
      <>
        <DueLabel review={waiting} now={NOW} />
        <DueLabel review={{ ...waiting, accountId: 'other' }} now={NOW} />
      </>,
    );
    await screen.findAllByText('Due in 21 hr');
    await saveResponseTargets({ all: { low: 2, rest: 72 }, accounts: { other: { low: null, rest: 72 } } });
    await waitFor(() => expect(container.textContent).toBe('Overdue by 1 hr'));
  });

  it('no label: answered, a publisher that takes no replies, removed, Done, its target turned off', async () => {
    const old = stamp(NOW - 90 * 24 * HOUR);
    const none = [
      review({ rating: 1, publisherDate: old, comments: [comment()] }),
      review({ rating: 1, publisherDate: old, publisherId: 'BRANDA' }),
      review({ rating: 1, publisherDate: old, status: 'REMOVED' }),
      withTriage(review({ rating: 1, publisherDate: old }), { done: true }, NOW),
    ];
    const { container } = render(
      <>
        <DueLabel review={review({ rating: 1, publisherDate: old })} now={NOW} />
        {none.map((item, i) => (
          <DueLabel key={i} review={item} now={NOW} />
        ))}
      </>,
    );
    await waitFor(() => expect(container.querySelectorAll('[data-due]')).toHaveLength(1));
    await saveResponseTargets({ all: { low: null, rest: 72 }, accounts: {} });
    await waitFor(() => expect(container.querySelectorAll('[data-due]')).toHaveLength(0));
  });
});

describe('where it shows', () => {
  const overdue = review({ id: 'late', rating: 1, publisherDate: stamp(Date.now() - 30 * HOUR) });
  const renderCard = (shown: CachedReview) =>
    render(
      <ul>
        <PopupReviewItem
          accountId="acct"
          review={shown}
          names={displayNames(NO_NAMES)}
          replying={false}
          onReply={() => {}}
          onOpenInPanel={() => {}}
        />
      </ul>,
    );

  it('on the popup card', async () => {
    renderCard(overdue);
    expect(await screen.findByText(/^Overdue by 6 hr$/)).toBeTruthy();
    // The due time says it awaits a response, in the room a narrow card has for one of them.
    expect(screen.queryByText('Awaiting response')).toBeNull();
  });

  it('on the popup card without a due time: "Awaiting response" in its place', async () => {
    await saveResponseTargets({ all: { low: null, rest: 72 }, accounts: {} });
    renderCard(overdue);
    expect(await screen.findByText('Awaiting response')).toBeTruthy();
    expect(screen.queryByText(/^Overdue by/)).toBeNull();
  });

  it("on the side panel's row", async () => {
    render(
      <div role="listbox" aria-label="Reviews">
        <ReviewRow review={overdue} id="late" selected={false} at={1} of={1} names={displayNames(NO_NAMES)} />
      </div>,
    );
    const row = await screen.findByRole('option');
    await waitFor(() => expect(row.textContent).toContain('Overdue by 6 hr'));
  });
});
