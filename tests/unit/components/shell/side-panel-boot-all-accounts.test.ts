import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { takeFirstNames, takeFirstScreen } from '@/components/reviews/inbox/first-screen';
import { primePanelFromStored } from '@/components/shell/side-panel-boot';
import { accountsItem, activeAccountIdItem } from '@/lib/accounts/account-items';
import { readFirstRowsOfAccounts, recordScreen } from '@/lib/first-screen/record-screen';
import { saveDraft } from '@/lib/reviews/reply-drafts';
import { reviewKey, reviewScope } from '@/lib/reviews/review-keys';
import { accountSummary } from '../../lib/accounts/fixtures';
import { listReview } from '../../lib/reviews/fixtures';
import { resetCache, seedReviews } from '../reviews/fake-background';

const LISTED = ['a', 'b'];

beforeEach(async () => {
  fakeBrowser.reset();
  localStorage.clear();
  await resetCache();
  await seedReviews('a', [listReview({ id: '1', publisherDate: '2026-11-03T10:00' })]);
  await seedReviews('b', [
    listReview({ id: '1', publisherDate: '2026-11-01T10:00' }),
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

describe('the first screen of All accounts', () => {
  it('is painted in the panel’s first frame: every account’s newest, merged, for the same accounts listed', async () => {
    await saveDraft({ accountId: 'b', reviewId: '1', text: 'Thanks!' });
    await recordScreen('panel', 'b', await readFirstRowsOfAccounts(LISTED), LISTED);
    expect(primePanelFromStored()).toEqual({
      accounts: [accountSummary('a'), accountSummary('b')],
      activeId: 'b',
      scope: 'all',
    });
    // Not for one account's list.
    expect(takeFirstScreen('b', 'newest')).toBeUndefined();
    primePanelFromStored();
    const rows = takeFirstScreen(reviewScope(LISTED).id, 'newest');
    expect(rows?.map((review) => `${review.accountId}/${review.id}`)).toEqual(['a/1', 'b/b2', 'b/1']);
    expect(JSON.parse(localStorage.getItem('firstScreen.panel') ?? '{}').drafts).toEqual([
      reviewKey('b', '1'),
    ]);
  });

  it('is one account’s again when one account is chosen', async () => {
    await recordScreen('panel', 'b', await readFirstRowsOfAccounts(LISTED), LISTED);
    await recordScreen('panel', 'b', await readFirstRowsOfAccounts(['b']));
    expect(primePanelFromStored()?.scope).toBeUndefined();
    expect(takeFirstScreen('b', 'newest')?.map((review) => review.id)).toEqual(['b2', '1']);
  });
});
