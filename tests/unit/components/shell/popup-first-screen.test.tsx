import '../../i18n-setup';
import { cleanup, render as renderForTest, screen, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { primeFromStored } from '@/components/shell/popup-boot';
import { loadLivePopup, PopupFirstScreen, paintFirstScreen } from '@/components/shell/popup-first-screen';
import { WithPageSession } from '@/components/shell/with-page-session';
import { App } from '@/entrypoints/popup/app';
import { recordScreen } from '@/lib/first-screen/record-screen';
import {
  forgetStoredScreens,
  readStoredScreen,
  type StoredScreen,
  writeStoredScreen,
} from '@/lib/first-screen/stored-screen';
import { readNewest, saveDraft } from '@/lib/reviews/review-cache';
import { readCardDetails } from '@/lib/reviews/review-card-details';
import { seedTwoAccounts } from '../../lib/accounts/fixtures';
import { listReview } from '../../lib/reviews/fixtures';
import { fakeSendMessage, seedNames, seedReviews } from '../reviews/fake-background';
import { firstPass } from './first-pass';

const { answeredBy } = await vi.hoisted(() => import('../../fake-messaging'));
vi.mock(
  '@/lib/messaging',
  answeredBy(() => fakeSendMessage),
);

/** What the popup drew last, as it records it: account b active, names, a draft, an unread follow-up. */
async function lastDrawn(): Promise<StoredScreen> {
  await seedTwoAccounts('b');
  await seedReviews('b', [
    listReview({ id: 'b2', content: 'Parking was hard', rating: 2, publisherDate: '2026-11-21T09:00' }),
    listReview({ id: 'b3', title: 'Great', publisherId: 'YELP', publisherDate: '2026-11-19T09:00' }),
  ]);
  await seedNames('b', { locations: { loc1: 'Downtown clinic' }, publishers: { BRANDB: 'BrandB page' } });
  await saveDraft({ accountId: 'b', reviewId: 'b2', text: 'Thanks for' });
  const inbox = await readNewest('b');
  await recordScreen('popup', 'b', { reviews: inbox, ...(await readCardDetails('b', inbox)) });
  return readStoredScreen('popup')!;
}

beforeEach(() => {
  fakeBrowser.reset();
  localStorage.clear();
});
afterEach(cleanup);

describe('the popup’s first screen', () => {
  it('shows the account and cards last drawn, with their names and marks, and nothing on it acts', async () => {
    renderForTest(<PopupFirstScreen screen={await lastDrawn()} />);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Account' }).value).toBe('b');
    const cards = within(screen.getByRole('list', { name: /Reviews/ })).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringMatching(/BrandB page · Downtown clinic.*Draft.*Parking was hard/),
      expect.stringContaining('Review of account B'),
      // A publisher that takes no replies: its cards folded into one line.
      'Yelp: 1 review, replies not possible here',
    ]);
    // The live popup takes over a frame later: until then no click acts.
    expect(document.querySelector('.popup-shell')?.hasAttribute('inert')).toBe(true);
  });

  it('is, to the markup, the live popup’s first render of the same record', async () => {
    const first = await lastDrawn();
    const painted = firstPass(<PopupFirstScreen screen={first} />);
    const live = firstPass(
      <WithPageSession primed={primeFromStored(first)}>{(slots) => <App {...slots} />}</WithPageSession>,
    );
    expect(painted).toContain('Parking was hard');
    // Only the shell's inert differs: the live popup acts.
    expect(painted.replace('<div class="popup-shell" inert="">', '<div class="popup-shell">')).toBe(live);
  });
});

describe('paintFirstScreen', () => {
  it('paints what the popup last drew at once, and nothing when it drew nothing yet', async () => {
    const app = document.createElement('div');
    expect(paintFirstScreen(app)).toBeUndefined();
    expect(app.innerHTML).toBe('');

    const stored = await lastDrawn();
    expect(paintFirstScreen(app)).toEqual(stored);
    expect(app.textContent).toContain('Parking was hard');
  });

  it('paints nothing of an account disconnected since, even a record a page still open wrote after', async () => {
    const stored = await lastDrawn();
    forgetStoredScreens('a');
    const app = document.createElement('div');
    expect(paintFirstScreen(app)).toBeUndefined();
    writeStoredScreen('popup', stored);
    localStorage.setItem('firstScreen', JSON.stringify(stored));
    expect(paintFirstScreen(app)).toBeUndefined();
    expect(app.innerHTML).toBe('');
  });

  it('leaves the page empty for a record that decodes but cannot be rendered: the live popup reads', async () => {
    const stored = await lastDrawn();
    // Of the right shape as far as the decoder looks, wrong within: a card cannot show it.
    const broken = { ...stored, reviews: stored.reviews.map((review) => ({ ...review, authorName: 5 })) };
    localStorage.setItem('firstScreen', JSON.stringify(broken));
    const app = document.createElement('div');
    expect(paintFirstScreen(app)).toBeUndefined();
    expect(app.innerHTML).toBe('');
  });
});

describe('loadLivePopup', () => {
  it('hands the page to the live popup once its code is there', async () => {
    const stored = await lastDrawn();
    const app = document.createElement('div');
    const startPopup = vi.fn();
    await loadLivePopup(app, stored, async () => ({ startPopup }));
    expect(startPopup).toHaveBeenCalledWith(app, stored);
  });

  it('replaces the inert first screen with a way out when that code cannot be fetched', async () => {
    const stored = await lastDrawn();
    const app = document.createElement('div');
    paintFirstScreen(app);
    await loadLivePopup(app, stored, () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    expect(app.textContent).not.toContain('Parking was hard');
    const alert = within(app).getByRole('alert');
    expect(alert.textContent).toContain('This view could not load');
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});
