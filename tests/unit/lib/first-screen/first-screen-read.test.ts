import '../../i18n-setup';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { accountsItem, activeAccountIdItem } from '@/lib/accounts/account-items';
import { readFirstScreenFromCache } from '@/lib/first-screen/first-screen-read';
import { FIRST_SCREEN_REVIEWS } from '@/lib/first-screen/first-screen-snapshot';
import { newOutboxItem } from '@/lib/outbox/outbox-machine';
import { putOutboxItem } from '@/lib/outbox/outbox-store';
import { readInbox, saveDraft } from '@/lib/reviews/review-cache';
import { seedNames } from '../../components/reviews/fake-background';
import { accountSummary, seedAccounts } from '../accounts/fixtures';
import { comment, listReview } from '../reviews/fixtures';

const reviews = (accountId: string, count: number) =>
  Array.from({ length: count }, (_, n) =>
    listReview({
      id: `${accountId}${n}`,
      content: `Review ${n} of ${accountId}`,
      publisherDate: `2026-11-${String(10 + n).padStart(2, '0')}T09:00`,
      comments: [comment({ id: `c${n}`, message: 'Thank you!' })],
    }),
  );

beforeEach(async () => {
  fakeBrowser.reset();
  await seedAccounts('a', { a: reviews('a', 10), b: reviews('b', 2) });
  await seedNames('a', { locations: { loc1: 'Downtown' }, publishers: { BRANDB: 'BrandB page' } });
});

describe('the first screen read from the cache', () => {
  it("is the active account's first cards as the popup lists them, with their names, drafts and replies leaving", async () => {
    const inbox = await readInbox('a', { limit: 30 });
    await saveDraft({ accountId: 'a', reviewId: inbox[0].id, text: 'Hi' });
    await saveDraft({ accountId: 'a', reviewId: inbox[9].id, text: 'Not on the first screen' });
    await putOutboxItem(
      newOutboxItem(
        { accountId: 'a', reviewId: inbox[1].id, visibility: 'PUBLIC', content: 'Thanks' },
        'o1',
        1,
      ),
    );

    const screen = await readFirstScreenFromCache();

    expect(screen?.activeId).toBe('a');
    expect(screen?.accounts.map((each) => each.id)).toEqual(['a', 'b']);
    expect(screen?.reviews.map((review) => review.id)).toEqual(
      inbox.slice(0, FIRST_SCREEN_REVIEWS).map((review) => review.id),
    );
    // The cards never show a thread: it is not copied out of the cache.
    expect(screen?.reviews.every((review) => review.comments.length === 0)).toBe(true);
    expect(screen?.locations).toEqual([['loc1', 'Downtown']]);
    expect(screen?.publishers).toEqual([['BRANDB', 'BrandB page']]);
    expect(screen?.drafts).toEqual([inbox[0].id]);
    expect(screen?.leaving).toEqual([inbox[1].id]);
  });

  it('follows the active account, and falls back to the first one as the popup does', async () => {
    await activeAccountIdItem.setValue('b');
    expect((await readFirstScreenFromCache())?.reviews.map((review) => review.id).sort()).toEqual([
      'b0',
      'b1',
    ]);
    await activeAccountIdItem.setValue(null);
    expect((await readFirstScreenFromCache())?.activeId).toBe('a');
  });

  it('is nothing without an account, for an account that must sign in again, or one being disconnected', async () => {
    await accountsItem.setValue([accountSummary('a', 'needsSignIn'), accountSummary('b')]);
    expect(await readFirstScreenFromCache()).toBeNull();
    await accountsItem.setValue([accountSummary('a'), accountSummary('b')]);
    expect(await readFirstScreenFromCache(new Set(['a']))).toBeNull();
    await accountsItem.setValue([]);
    await activeAccountIdItem.setValue(null);
    expect(await readFirstScreenFromCache()).toBeNull();
  });

  it('is nothing for an account with no reviews yet (the popup says so itself)', async () => {
    await accountsItem.setValue([accountSummary('c')]);
    await activeAccountIdItem.setValue('c');
    expect(await readFirstScreenFromCache()).toBeNull();
  });
});
