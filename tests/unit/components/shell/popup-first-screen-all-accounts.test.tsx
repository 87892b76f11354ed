import '../../i18n-setup';
import { cleanup, render as renderForTest, screen, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { primeFromStored } from '@/components/shell/popup-boot';
import { PopupFirstScreen } from '@/components/shell/popup-first-screen';
import { WithPageSession } from '@/components/shell/with-page-session';
import { App } from '@/entrypoints/popup/app';
import { accountScopeItem } from '@/lib/accounts/account-scope';
import { recordScreen } from '@/lib/first-screen/record-screen';
import { readStoredScreen, type StoredScreen } from '@/lib/first-screen/stored-screen';
import { readCardDetailsOfAccounts, readNewestOfAccounts } from '@/lib/reviews/merged-reviews';
import { seedTwoAccounts } from '../../lib/accounts/fixtures';
import { fakeSendMessage } from '../reviews/fake-background';
import { firstPass } from './first-pass';

const { answeredBy } = await vi.hoisted(() => import('../../fake-messaging'));
vi.mock(
  '@/lib/messaging',
  answeredBy(() => fakeSendMessage),
);

const LISTED = ['a', 'b'];

/** What the popup drew last with All accounts chosen: both accounts' reviews, merged. */
async function lastDrawn(): Promise<StoredScreen> {
  await seedTwoAccounts('b');
  await accountScopeItem.setValue('all');
  const inbox = await readNewestOfAccounts(LISTED, 30);
  await recordScreen('popup', 'b', { reviews: inbox, ...(await readCardDetailsOfAccounts(inbox)) }, LISTED);
  return readStoredScreen('popup')!;
}

beforeEach(() => {
  fakeBrowser.reset();
  localStorage.clear();
});
afterEach(cleanup);

describe('the popup’s first screen of All accounts', () => {
  it('paints every account’s cards last drawn, each naming its account, under All accounts', async () => {
    const stored = await lastDrawn();
    expect(stored.listed).toEqual(LISTED);
    renderForTest(<PopupFirstScreen screen={stored} />);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Account' }).value).toBe('__all__');
    const cards = within(screen.getByRole('list', { name: /Reviews/ })).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/Account: Account a.*Review of account A/),
        expect.stringMatching(/Account: Account b.*Review of account B/),
      ]),
    );
  });

  it('is, to the markup, the live popup’s first render of the same record', async () => {
    const first = await lastDrawn();
    const painted = firstPass(<PopupFirstScreen screen={first} />);
    const live = firstPass(
      <WithPageSession primed={primeFromStored(first)}>{(slots) => <App {...slots} />}</WithPageSession>,
    );
    expect(painted).toContain('Review of account B');
    expect(painted.replace('<div class="popup-shell" inert="">', '<div class="popup-shell">')).toBe(live);
  });
});
