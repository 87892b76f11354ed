import '../../i18n-setup';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { accountsItem, activeAccountIdItem } from '@/lib/accounts/account-items';
import { readFirstScreen } from '@/lib/first-screen/first-screen-snapshot';
import { refreshFirstScreen, withFirstScreenWithheld } from '@/lib/first-screen/first-screen-writer';
import { markReviews } from '@/lib/reviews/review-cache-writes';
import { accountSummary, seedTwoAccounts } from '../accounts/fixtures';

beforeEach(async () => {
  fakeBrowser.reset();
  localStorage.clear();
  await seedTwoAccounts('a');
});

// The background's page (Firefox) has localStorage: these run the writer there.
describe('the first-screen writer', () => {
  it('stores the first screen, again when it changes, and not when nothing it shows changed', async () => {
    await refreshFirstScreen();
    expect(readFirstScreen()?.reviews.map((review) => review.read)).toEqual([false]);

    // A mark only a store would overwrite.
    localStorage.setItem('firstScreen', 'untouched');
    await refreshFirstScreen();
    expect(localStorage.getItem('firstScreen')).toBe('untouched');

    await markReviews('a', ['a1'], { read: true });
    await refreshFirstScreen();
    expect(readFirstScreen()?.reviews.map((review) => review.read)).toEqual([true]);
  });

  it('follows a switch of account', async () => {
    await refreshFirstScreen();
    await activeAccountIdItem.setValue('b');
    await refreshFirstScreen();
    expect(readFirstScreen()?.reviews.map((review) => review.content)).toEqual(['Review of account B']);
  });

  it("drops a disconnected account's snapshot before the account leaves the list, then stores the next one's", async () => {
    await refreshFirstScreen();
    let seenByRemoval: string | undefined = 'not run';
    await withFirstScreenWithheld('a', async () => {
      seenByRemoval = readFirstScreen()?.activeId;
      // A change announced while the account is leaving stores nothing of it.
      await refreshFirstScreen();
      seenByRemoval ??= readFirstScreen()?.activeId;
      await accountsItem.setValue([accountSummary('b')]);
      await activeAccountIdItem.setValue('b');
    });
    expect(seenByRemoval).toBeUndefined();
    await refreshFirstScreen();
    expect(readFirstScreen()?.activeId).toBe('b');
  });

  it('drops the snapshot when no account is left', async () => {
    await refreshFirstScreen();
    await accountsItem.setValue([]);
    await activeAccountIdItem.setValue(null);
    await refreshFirstScreen();
    expect(readFirstScreen()).toBeUndefined();
  });
});
