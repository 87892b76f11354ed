import 'fake-indexeddb/auto';
import { h } from 'preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { PrimedAccounts } from '@/components/account/use-account-session';
import { takeFirstNames, takeFirstScreen } from '@/components/reviews/inbox/first-screen';
import { primePanelFromStored, renderSidePanel } from '@/components/shell/side-panel-boot';
import { accountsItem, activeAccountIdItem } from '@/lib/accounts/account-items';
import { readFirstRows, recordScreen } from '@/lib/first-screen/record-screen';
import { forgetStoredScreens, readStoredScreen } from '@/lib/first-screen/stored-screen';
import { accountSummary } from '../../lib/accounts/fixtures';
import { listReview } from '../../lib/reviews/fixtures';
import { resetCache, seedReviews } from '../reviews/fake-background';

beforeEach(async () => {
  fakeBrowser.reset();
  localStorage.clear();
  await resetCache();
  await seedReviews('a', [listReview({ id: 'a1' })]);
  await seedReviews('b', [
    listReview({ id: 'b1', publisherDate: '2026-11-01T10:00' }),
    listReview({ id: 'b2', publisherDate: '2026-11-02T10:00' }),
  ]);
  await accountsItem.setValue([accountSummary('a'), accountSummary('b')]);
  await activeAccountIdItem.setValue('b');
  window.location.hash = '#/inbox';
});
afterEach(() => {
  takeFirstScreen('', 'newest');
  takeFirstNames('');
});

/** The rows as the panel records them when it draws the inbox (components/reviews/inbox/first-screen.ts). */
const recordRows = async () => recordScreen('panel', 'b', await readFirstRows('b'));

describe('primePanelFromStored', () => {
  it('hands over the recorded accounts, and the rows as the inbox’s first screen, to be read again', async () => {
    await recordRows();
    expect(primePanelFromStored()).toEqual({
      accounts: [accountSummary('a'), accountSummary('b')],
      activeId: 'b',
    });
    expect(takeFirstScreen('b', 'newest')?.map((review) => review.id)).toEqual(['b2', 'b1']);
    expect(takeFirstNames('b')).toBeDefined();
  });

  it('paints nothing when the panel opens on another view or on a location’s reviews', async () => {
    await recordRows();
    window.location.hash = '#/reputation';
    expect(primePanelFromStored()).toBeUndefined();
    window.location.hash = '#/inbox/location/loc1';
    expect(primePanelFromStored()).toBeUndefined();
    expect(takeFirstScreen('b', 'newest')).toBeUndefined();
  });

  it('paints nothing before the panel drew its rows once, nor after a Disconnect', async () => {
    expect(primePanelFromStored()).toBeUndefined();
    await recordRows();
    forgetStoredScreens('a');
    expect(primePanelFromStored()).toBeUndefined();
  });
});

describe('renderSidePanel', () => {
  const app = () => document.createElement('div');
  /** A page whose first render shows which accounts it was primed with. */
  const page = (primed?: PrimedAccounts) => h('p', null, primed ? `primed ${primed.activeId}` : 'reading');

  it('renders once, on the recorded rows when there are some', async () => {
    const empty = app();
    expect(renderSidePanel(empty, page)).toBe(false);
    expect(empty.textContent).toBe('reading');
    await recordRows();
    const primed = app();
    expect(renderSidePanel(primed, page)).toBe(true);
    expect(primed.textContent).toBe('primed b');
  });

  it('renders as on a first open when the recorded rows cannot be drawn', async () => {
    await recordRows();
    const broken = (primed?: PrimedAccounts) => {
      if (primed) throw new TypeError('a row cannot be drawn');
      return page();
    };
    const container = app();
    expect(renderSidePanel(container, broken)).toBe(false);
    expect(container.textContent).toBe('reading');
    // The rows it could not draw are not handed to the inbox either.
    expect(takeFirstScreen('b', 'newest')).toBeUndefined();
    expect(readStoredScreen('panel')).toBeDefined();
  });
});
