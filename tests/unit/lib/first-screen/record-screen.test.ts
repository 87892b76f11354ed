import '../../i18n-setup';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { accountsItem, activeAccountIdItem } from '@/lib/accounts/account-items';
import { saveAccount } from '@/lib/accounts/account-registry';
import { readFirstRows, recordScreen } from '@/lib/first-screen/record-screen';
import { readStoredScreen, SCREEN_REVIEWS } from '@/lib/first-screen/stored-screen';
import { newOutboxItem } from '@/lib/outbox/outbox-machine';
import { putOutboxItem } from '@/lib/outbox/outbox-store';
import { readNewest, saveDraft } from '@/lib/reviews/review-cache';
import { readCardDetails } from '@/lib/reviews/review-card-details';
import { seedNames } from '../../components/reviews/fake-background';
import { accountSummary, seedAccounts } from '../accounts/fixtures';
import { comment, listReview } from '../reviews/fixtures';

const reviews = (accountId: string, count: number) =>
  Array.from({ length: count }, (_, n) =>
    listReview({
      id: `${accountId}${n}`,
      locationId: n % 2 ? 'loc1' : 'loc2',
      content: `Review ${n} of ${accountId}`,
      publisherDate: `2026-11-${String(1 + n).padStart(2, '0')}T09:00`,
      comments: [comment({ id: `c${n}`, message: 'Thank you!' })],
    }),
  );

/** The popup's cards as its Reviews tab reads them (components/reviews/popup-inbox.tsx). */
async function popupCards(accountId: string) {
  const inbox = await readNewest(accountId, { limit: 30 });
  return { reviews: inbox, ...(await readCardDetails(accountId, inbox)) };
}

beforeEach(async () => {
  fakeBrowser.reset();
  localStorage.clear();
  await seedAccounts('a', { a: reviews('a', 20), b: reviews('b', 2) });
  await seedNames('a', { locations: { loc1: 'Downtown' }, publishers: { BRANDB: 'BrandB page' } });
});

describe('recordScreen', () => {
  it('keeps the first cards the popup drew, without their threads, with only their names, drafts and replies leaving', async () => {
    const inbox = await readNewest('a', { limit: 30 });
    await saveDraft({ accountId: 'a', reviewId: inbox[0].id, text: 'Hi' });
    await saveDraft({ accountId: 'a', reviewId: inbox[9].id, text: 'Not on the first screen' });
    await putOutboxItem(
      newOutboxItem(
        { accountId: 'a', reviewId: inbox[1].id, visibility: 'PUBLIC', content: 'Thanks' },
        'o1',
        1,
      ),
    );
    await recordScreen('popup', 'a', await popupCards('a'));

    const stored = readStoredScreen('popup');
    expect(stored?.activeId).toBe('a');
    expect(stored?.accounts.map((account) => account.id)).toEqual(['a', 'b']);
    expect(stored?.reviews.map((review) => review.id)).toEqual(
      inbox.slice(0, SCREEN_REVIEWS.popup).map((review) => review.id),
    );
    expect(stored?.reviews.every((review) => review.comments.length === 0)).toBe(true);
    expect(stored?.locations).toEqual([['loc1', 'Downtown']]);
    expect(stored?.publishers).toEqual([['BRANDB', 'BrandB page']]);
    expect(stored?.drafts).toEqual([inbox[0].id]);
    expect(stored?.leaving).toEqual([inbox[1].id]);
    expect(readStoredScreen('panel')).toBeUndefined();
  });

  it("keeps the side panel's newest rows apart from the popup's", async () => {
    await recordScreen('panel', 'a', await readFirstRows('a'));
    expect(readStoredScreen('panel')?.reviews.map((review) => review.id)).toEqual(
      Array.from({ length: SCREEN_REVIEWS.panel }, (_, n) => `a${19 - n}`),
    );
    expect(readStoredScreen('popup')).toBeUndefined();
  });

  it('holds no credential: only the account summaries pages already see', async () => {
    await saveAccount(
      { id: 'a', name: 'Account a', mode: 'oauth', serviceUrl: 'http://127.0.0.1:4010' },
      { accessToken: 'secret-token-1234' },
    );
    await recordScreen('popup', 'a', await popupCards('a'));
    const text = localStorage.getItem('firstScreen') ?? '';
    expect(text).toContain('Account a');
    expect(text).not.toContain('secret-token-1234');
  });

  it('drops the record for an account that must sign in again, and for an empty inbox', async () => {
    await recordScreen('popup', 'a', await popupCards('a'));
    await accountsItem.setValue([accountSummary('a', 'needsSignIn'), accountSummary('b')]);
    await recordScreen('popup', 'a', await popupCards('a'));
    expect(localStorage.getItem('firstScreen')).toBeNull();

    await accountsItem.setValue([accountSummary('a'), accountSummary('b')]);
    await recordScreen('popup', 'a', await popupCards('a'));
    await recordScreen('popup', 'a', { ...(await popupCards('a')), reviews: [] });
    expect(localStorage.getItem('firstScreen')).toBeNull();
  });

  it('records nothing for an account that is no longer the active one (a switch under way)', async () => {
    await recordScreen('popup', 'a', await popupCards('a'));
    await activeAccountIdItem.setValue('b');
    await recordScreen('popup', 'a', { ...(await popupCards('a')), reviews: [] });
    expect(readStoredScreen('popup')?.activeId).toBe('a');
    await recordScreen('popup', 'b', await popupCards('b'));
    expect(readStoredScreen('popup')?.reviews.map((review) => review.content)).toEqual([
      'Review 1 of b',
      'Review 0 of b',
    ]);
  });

  it('keeps the last drawing when records are asked in a burst', async () => {
    const cards = await popupCards('a');
    const last = { ...cards, reviews: cards.reviews.slice(3) };
    await Promise.all([recordScreen('popup', 'a', cards), recordScreen('popup', 'a', last)]);
    expect(readStoredScreen('popup')?.reviews[0]?.id).toBe(last.reviews[0].id);
  });
});
