import '../../i18n-setup';
import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { PopupInbox } from '@/components/reviews/popup-inbox';
import { primeFromStored } from '@/components/shell/popup-boot';
import { readStoredScreen } from '@/lib/first-screen/stored-screen';
import { saveResponseTargets } from '@/lib/reviews/response-targets';
import { accountSummary, seedTwoAccounts } from '../../lib/accounts/fixtures';
import { listReview } from '../../lib/reviews/fixtures';
import { fakeSendMessage, seedReviews } from '../reviews/fake-background';

const { answeredBy } = await vi.hoisted(() => import('../../fake-messaging'));
vi.mock(
  '@/lib/messaging',
  answeredBy(() => fakeSendMessage),
);

beforeEach(async () => {
  fakeBrowser.reset();
  localStorage.clear();
  await seedTwoAccounts('b');
  // Newest first, as these tests read it: with no response targets no review is overdue, so none
  // leads the list (components/reviews/due/overdue-first.ts; popup-inbox.test.tsx tests the lead).
  await saveResponseTargets({ all: { low: null, rest: null }, accounts: {} });
});
afterEach(cleanup);

const cards = () => screen.queryByRole('list', { name: /Reviews/ })?.textContent ?? '';

/** One open of the popup's Reviews tab, on what the last open drew; resolves once its read is in. */
async function open(accountId: string) {
  const stored = readStoredScreen('popup');
  if (stored) primeFromStored(stored);
  render(<PopupInbox accountId={accountId} />);
  return { stored, firstRender: cards(), inert: screen.queryByRole('list')?.closest('[inert]') !== null };
}

describe('the popup’s Reviews tab and what it last drew', () => {
  it('starts empty on the first open, reads, and records what it drew for the next open', async () => {
    const first = await open('b');
    expect(first.stored).toBeUndefined();
    expect(first.firstRender).toBe('');
    await waitFor(() => expect(cards()).toContain('Review of account B'));
    await waitFor(() => expect(readStoredScreen('popup')?.activeId).toBe('b'));
    expect(readStoredScreen('popup')?.reviews.map((review) => review.content)).toEqual([
      'Review of account B',
    ]);
  });

  it('paints the last drawing in its first render, inert; a review that arrived since replaces it in the same open', async () => {
    await open('b');
    await waitFor(() => expect(readStoredScreen('popup')).toBeDefined());
    cleanup();
    // Arrived while the popup was closed.
    await seedReviews('b', [
      listReview({ id: 'b2', content: 'Arrived while closed', publisherDate: '2026-11-21T09:00' }),
    ]);

    const again = await open('b');
    // Before any await: what the live popup's first render shows.
    expect(again.firstRender).toContain('Review of account B');
    expect(again.firstRender).not.toContain('Arrived while closed');
    expect(again.inert).toBe(true);

    await waitFor(() => expect(cards()).toContain('Arrived while closed'));
    expect(screen.getByRole('list', { name: /Reviews/ }).closest('[inert]')).toBeNull();
    // And that is what the next open paints first.
    await waitFor(() => expect(readStoredScreen('popup')?.reviews[0]?.content).toBe('Arrived while closed'));
  });

  it('hands the live popup the recorded accounts, so its first render is connected at once', async () => {
    await open('b');
    await waitFor(() => expect(readStoredScreen('popup')).toBeDefined());
    cleanup();
    expect(primeFromStored(readStoredScreen('popup')!)).toEqual({
      accounts: [accountSummary('a'), accountSummary('b')],
      activeId: 'b',
    });
  });
});
