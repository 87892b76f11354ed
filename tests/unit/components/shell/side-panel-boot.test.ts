import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { takeFirstNames, takeFirstScreen } from '@/components/reviews/inbox/first-screen';
import { bootSidePanel, primePanelFromSnapshot } from '@/components/shell/side-panel-boot';
import { accountsItem, activeAccountIdItem } from '@/lib/accounts/account-items';
import { readFirstScreenFromCache } from '@/lib/first-screen/first-screen-read';
import { encodeFirstScreen, storeFirstScreen } from '@/lib/first-screen/first-screen-snapshot';
import { withPanelScreen } from '@/lib/first-screen/panel-screen-read';
import { inboxSortItem } from '@/lib/reviews/inbox-sort-setting';
import { accountSummary } from '../../lib/accounts/fixtures';
import { listReview } from '../../lib/reviews/fixtures';
import { resetCache, seedReviews } from '../reviews/fake-background';

// The view's code: the storage keys already asked for when the boot starts loading it.
const code = vi.hoisted(() => ({ keysAskedBefore: [] as string[] }));
const storageGets = vi.hoisted(() => ({ keys: [] as string[] }));
vi.mock('@/components/shell/side-panel-view', () => ({
  preloadView: () => {
    code.keysAskedBefore = [...storageGets.keys];
    return Promise.resolve();
  },
}));

beforeEach(async () => {
  fakeBrowser.reset();
  await resetCache();
  await seedReviews('a', [listReview({ id: 'a1' })]);
  await seedReviews('b', [
    listReview({ id: 'b1', publisherDate: '2026-11-01T10:00' }),
    listReview({ id: 'b2', publisherDate: '2026-11-02T10:00' }),
  ]);
  await accountsItem.setValue([accountSummary('a'), accountSummary('b')]);
  await activeAccountIdItem.setValue('b');
  window.location.hash = '#/inbox';
  storageGets.keys = [];
  const get = fakeBrowser.storage.local.get.bind(fakeBrowser.storage.local);
  vi.spyOn(fakeBrowser.storage.local, 'get').mockImplementation(((keys?: string | string[] | null) => {
    storageGets.keys.push(...(keys == null ? [] : [keys].flat()));
    return get(keys as string[]);
  }) as typeof fakeBrowser.storage.local.get);
});
afterEach(() => {
  vi.restoreAllMocks();
  takeFirstScreen('', 'newest');
  takeFirstNames('');
  storeFirstScreen(null);
});

describe('bootSidePanel', () => {
  it('asks for the accounts and the inbox order before it loads the view code', async () => {
    await bootSidePanel();
    // Requesting the code's files holds the page a while: reads asked for after it waited too.
    expect(code.keysAskedBefore).toEqual(
      expect.arrayContaining(['accounts.list', 'accounts.active', 'settings.inbox.sort']),
    );
  });

  it('hands over the accounts, and the first screen of the active account, newest first', async () => {
    expect(await bootSidePanel()).toEqual({
      accounts: [accountSummary('a'), accountSummary('b')],
      activeId: 'b',
    });
    expect(takeFirstScreen('b', 'newest')?.reviews.map((review) => review.id)).toEqual(['b2', 'b1']);
  });

  it('reads no first screen for another order: the inbox waits for its index then', async () => {
    await inboxSortItem.setValue('oldest');
    await bootSidePanel();
    expect(takeFirstScreen('b', 'oldest')).toBeUndefined();
    expect(takeFirstScreen('b', 'newest')).toBeUndefined();
  });

  it('with no account yet, hands over none and reads nothing ahead', async () => {
    await accountsItem.setValue([]);
    await activeAccountIdItem.setValue(null);
    expect(await bootSidePanel()).toEqual({ accounts: [], activeId: null });
    expect(takeFirstScreen('b', 'newest')).toBeUndefined();
  });
});

describe('primePanelFromSnapshot', () => {
  /** The snapshot as the background stores it (lib/first-screen/first-screen-writer.ts). */
  const storeSnapshot = async () =>
    storeFirstScreen(encodeFirstScreen(await withPanelScreen(await readFirstScreenFromCache())));

  it("hands over the snapshot's accounts, and its rows as the inbox's first screen, to be read again", async () => {
    await storeSnapshot();
    expect(primePanelFromSnapshot()).toEqual({
      accounts: [accountSummary('a'), accountSummary('b')],
      activeId: 'b',
    });
    const screen = takeFirstScreen('b', 'newest');
    expect(screen?.reviews.map((review) => review.id)).toEqual(['b2', 'b1']);
    expect(screen?.provisional).toBe(true);
    expect(takeFirstNames('b')).toBeDefined();
  });

  it('paints nothing when the panel opens on another view or on a location’s reviews', async () => {
    await storeSnapshot();
    window.location.hash = '#/reputation';
    expect(primePanelFromSnapshot()).toBeUndefined();
    window.location.hash = '#/inbox/location/loc1';
    expect(primePanelFromSnapshot()).toBeUndefined();
    expect(takeFirstScreen('b', 'newest')).toBeUndefined();
  });

  it('paints nothing without a snapshot, or one without the panel’s part (another order)', async () => {
    expect(primePanelFromSnapshot()).toBeUndefined();
    await inboxSortItem.setValue('oldest');
    await storeSnapshot();
    expect(primePanelFromSnapshot()).toBeUndefined();
  });
});
