import '../../i18n-setup';
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { PopupInbox } from '@/components/reviews/popup-inbox';
import { bootPopup } from '@/components/shell/popup-boot';
import { type AccountSummary, accountsItem, activeAccountIdItem } from '@/lib/accounts/account-items';
import { readActiveAccountHint, rememberActiveAccount } from '@/lib/accounts/active-account-hint';
import { listReview } from '../../lib/reviews/fixtures';
import { fakeSendMessage, resetCache, seedReviews } from '../reviews/fake-background';

const { answeredBy } = await vi.hoisted(() => import('../../fake-messaging'));
vi.mock(
  '@/lib/page-messaging',
  answeredBy(() => fakeSendMessage),
);

const account = (id: string): AccountSummary => ({
  id,
  name: `Account ${id}`,
  mode: 'oauth',
  serviceUrl: 'http://127.0.0.1:4010',
  status: 'connected',
  connectedAt: 0,
});

beforeEach(async () => {
  fakeBrowser.reset();
  localStorage.clear();
  await resetCache();
  await seedReviews('a', [listReview({ id: 'a1', content: 'Review of account A' })]);
  await seedReviews('b', [listReview({ id: 'b1', content: 'Review of account B' })]);
  await accountsItem.setValue([account('a'), account('b')]);
  await activeAccountIdItem.setValue('b');
});
afterEach(cleanup);

/** The popup's first render after the boot: what it shows before any read of its own answers. */
async function firstPaint(accountId: string) {
  await bootPopup();
  render(<PopupInbox accountId={accountId} />);
  return screen.queryByRole('list', { name: /Reviews/ })?.textContent ?? '';
}

describe('bootPopup', () => {
  it('paints the active account inbox at once when the last active account was the same', async () => {
    rememberActiveAccount('b');
    expect(await firstPaint('b')).toContain('Review of account B');
  });

  it('never paints the inbox read ahead for another account: the active one is read instead', async () => {
    rememberActiveAccount('a');
    const shown = await firstPaint('b');
    expect(shown).toContain('Review of account B');
    expect(shown).not.toContain('Review of account A');
    // The next open guesses right.
    expect(readActiveAccountHint()).toBe('b');
  });

  it('with no guess yet (first open), reads the active account in order', async () => {
    expect(await firstPaint('b')).toContain('Review of account B');
    expect(readActiveAccountHint()).toBe('b');
  });
});
