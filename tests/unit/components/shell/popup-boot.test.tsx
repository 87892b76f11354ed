import '../../i18n-setup';
import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { PopupInbox } from '@/components/reviews/popup-inbox';
import { bootPopup, primeFromSnapshot } from '@/components/shell/popup-boot';
import { readFirstScreenFromCache } from '@/lib/first-screen/first-screen-read';
import {
  encodeFirstScreen,
  FIRST_SCREEN_VERSION,
  readFirstScreen,
  storeFirstScreen,
} from '@/lib/first-screen/first-screen-snapshot';
import { seedTwoAccounts } from '../../lib/accounts/fixtures';
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
});
afterEach(cleanup);

/** The popup's first render after the boot: what it shows before any read of its own answers. */
async function firstPaint(accountId: string) {
  await bootPopup();
  render(<PopupInbox accountId={accountId} />);
  return screen.queryByRole('list', { name: /Reviews/ })?.textContent ?? '';
}

describe('bootPopup', () => {
  it('paints the active account inbox at once, never another account', async () => {
    const shown = await firstPaint('b');
    expect(shown).toContain('Review of account B');
    expect(shown).not.toContain('Review of account A');
  });
});

/** Stores the first screen as the background would, from what the cache holds now. */
async function storeSnapshot() {
  storeFirstScreen(encodeFirstScreen(await readFirstScreenFromCache()));
}

describe('the first screen from the snapshot', () => {
  it('is on screen in the first render, inert, and the cache read replaces it', async () => {
    await storeSnapshot();
    // Arrived after the snapshot was stored (the background stores again a moment later).
    await seedReviews('b', [
      listReview({ id: 'b2', content: 'Newer than the snapshot', publisherDate: '2026-11-21T09:00' }),
    ]);

    const primed = primeFromSnapshot(readFirstScreen()!);
    expect(primed.activeId).toBe('b');
    render(<PopupInbox accountId="b" />);
    // Before any await: what the popup's first frame shows.
    const list = screen.getByRole('list', { name: /Reviews/ });
    expect(list.textContent).toContain('Review of account B');
    expect(list.textContent).not.toContain('Newer than the snapshot');
    // No click can act on a card that may have changed since.
    expect(list.closest('[inert]')).not.toBeNull();

    await waitFor(() =>
      expect(screen.getByRole('list', { name: /Reviews/ }).textContent).toContain('Newer than the snapshot'),
    );
    expect(screen.getByRole('list', { name: /Reviews/ }).closest('[inert]')).toBeNull();
  });

  it('is not painted when it is of another version or malformed: the popup reads first', async () => {
    await storeSnapshot();
    const stored = JSON.parse(localStorage.getItem('firstScreen')!);
    for (const text of [
      JSON.stringify({ ...stored, v: FIRST_SCREEN_VERSION + 1 }),
      JSON.stringify({ ...stored, reviews: null }),
      '{"v":',
    ]) {
      localStorage.setItem('firstScreen', text);
      expect(readFirstScreen()).toBeUndefined();
      render(<PopupInbox accountId="b" />);
      expect(screen.queryByRole('list', { name: /Reviews/ })).toBeNull();
      cleanup();
    }
  });
});
