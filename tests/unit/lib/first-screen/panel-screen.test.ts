import '../../i18n-setup';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { accountsItem, activeAccountIdItem } from '@/lib/accounts/account-items';
import { readFirstScreenFromCache } from '@/lib/first-screen/first-screen-read';
import { decodeFirstScreen, encodeFirstScreen } from '@/lib/first-screen/first-screen-snapshot';
import { PANEL_SCREEN_REVIEWS, panelScreenOf } from '@/lib/first-screen/panel-screen';
import { withPanelScreen } from '@/lib/first-screen/panel-screen-read';
import { inboxSortItem } from '@/lib/reviews/inbox-sort-setting';
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

/** The snapshot as the background stores it and a page reads it back. */
const stored = async () =>
  decodeFirstScreen(encodeFirstScreen(await withPanelScreen(await readFirstScreenFromCache())));

beforeEach(async () => {
  fakeBrowser.reset();
  await seedAccounts('a', { a: reviews('a', 20), b: reviews('b', 2) });
  await seedNames('a', { locations: { loc1: 'Downtown' }, publishers: { BRANDB: 'BrandB page' } });
});

describe("the side panel's part of the first-screen snapshot", () => {
  it("holds the active account's newest rows without their threads, and the names they show", async () => {
    const panel = panelScreenOf(await stored());
    expect(panel?.reviews.map((review) => review.id)).toEqual(
      Array.from({ length: PANEL_SCREEN_REVIEWS }, (_, n) => `a${19 - n}`),
    );
    expect(panel?.reviews.every((review) => review.comments.length === 0)).toBe(true);
    expect(panel?.locations).toEqual([['loc1', 'Downtown']]);
    expect(panel?.publishers).toEqual([['BRANDB', 'BrandB page']]);
  });

  it("follows the account the popup's part shows", async () => {
    await activeAccountIdItem.setValue('b');
    expect(panelScreenOf(await stored())?.reviews.map((review) => review.id)).toEqual(['b1', 'b0']);
  });

  it('is left out for another order than the newest first: those rows need the panel’s index', async () => {
    await inboxSortItem.setValue('waiting');
    const snapshot = await stored();
    expect(snapshot?.reviews.length).toBeGreaterThan(0);
    expect(panelScreenOf(snapshot)).toBeUndefined();
  });

  it('goes with the popup’s part: no snapshot for an account that must sign in again', async () => {
    await accountsItem.setValue([{ ...accountSummary('a'), status: 'needsSignIn' }, accountSummary('b')]);
    expect(await withPanelScreen(await readFirstScreenFromCache())).toBeNull();
  });

  it('is not painted when it is not of the shape the panel walks', async () => {
    const snapshot = (await stored())!;
    const panel = panelScreenOf(snapshot)!;
    expect(panelScreenOf({ ...snapshot, panel: { ...panel, reviews: [] } } as never)).toBeUndefined();
    expect(panelScreenOf({ ...snapshot, panel: { ...panel, sort: 'oldest' } } as never)).toBeUndefined();
    expect(panelScreenOf({ ...snapshot, panel: { ...panel, locations: 'x' } } as never)).toBeUndefined();
    expect(panelScreenOf({ ...snapshot, panel: { ...panel, reviews: [{}] } } as never)).toBeUndefined();
  });
});
