/**
 * The pages' stored first screens (lib/first-screen) against the emulator: after the sync's real
 * backfill, what the popup and the side panel record from their reads is the account's first cards
 * and rows, with no credential; while no page is open nothing records, so a review that arrives
 * then is on the next open's first paint only once a page has drawn it; and Disconnect, asked
 * from a page, leaves no screen of the account to paint, not even one a page still open records.
 */
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { disconnect } from '@/lib/accounts/account-actions';
import { accountsItem, activeAccountIdItem } from '@/lib/accounts/account-items';
import { onAccountRemoved } from '@/lib/accounts/account-removal';
import { clearAccountCache } from '@/lib/cache/clear-account';
import { readFirstRows, recordScreen } from '@/lib/first-screen/record-screen';
import { forgetStoredScreens, readStoredScreen, SCREEN_REVIEWS } from '@/lib/first-screen/stored-screen';
import { readNewest } from '@/lib/reviews/review-cache';
import { readCardDetails } from '@/lib/reviews/review-card-details';
import { type SyncDeps, syncAllAccounts } from '@/lib/sync/sync-runner';
import { ACCOUNT, clearCache, connectAccount, type Harness, startHarness } from './sync-harness';

let harness: Harness;

const deps = (): SyncDeps => ({
  openReviews: async (_accountId, onRateLimit) => harness.client({ onRateLimit }).reviews,
  now: () => harness.now(),
  online: () => true,
  listAccounts: () => accountsItem.getValue(),
  announce: async () => {},
  afterRun: async () => {},
});

/** The popup draws its Reviews tab (components/reviews/popup-inbox.tsx) and records it. */
async function popupDraws(): Promise<void> {
  const inbox = await readNewest(ACCOUNT, { limit: 30 });
  await recordScreen('popup', ACCOUNT, { reviews: inbox, ...(await readCardDetails(ACCOUNT, inbox)) });
}
const panelDraws = async () => recordScreen('panel', ACCOUNT, await readFirstRows(ACCOUNT));
const firstCards = () => readStoredScreen('popup')?.reviews.map((review) => review.id);

beforeAll(async () => {
  fakeBrowser.reset();
  globalThis.localStorage = new Window().localStorage as unknown as Storage;
  await clearCache();
  harness = await startHarness({ reviews: 60 });
  await connectAccount(harness, 'Slice of Chicago');
  await activeAccountIdItem.setValue(ACCOUNT);
  onAccountRemoved(clearAccountCache);
});
afterAll(async () => {
  await harness.close();
  delete (globalThis as { localStorage?: Storage }).localStorage;
});

describe("the pages' stored first screens, after a real sync", () => {
  it("are the synced account's first cards and rows, with the account and no credential", async () => {
    await syncAllAccounts('startup', deps());
    await popupDraws();
    await panelDraws();
    const inbox = await readNewest(ACCOUNT, { limit: SCREEN_REVIEWS.popup });
    expect(inbox).toHaveLength(SCREEN_REVIEWS.popup);
    expect(firstCards()).toEqual(inbox.map((review) => review.id));
    expect(readStoredScreen('popup')?.accounts.map((account) => account.name)).toEqual(['Slice of Chicago']);
    expect(readStoredScreen('panel')?.reviews).toHaveLength(SCREEN_REVIEWS.panel);
    const stored = `${localStorage.getItem('firstScreen')}${localStorage.getItem('firstScreen.panel')}`;
    expect(stored).not.toContain(harness.emulator.apiKey);
  });

  it('keep the last drawing while no page is open; a review that arrived is on it once a page drew it', async () => {
    const before = firstCards();
    const content = `Arrived while the popup was closed ${Date.now()}`;
    await harness.advance(60_000);
    await harness.addReview({ publisherId: 'BRANDB', rating: 2, content });
    await syncAllAccounts('alarm', deps());
    expect(firstCards()).toEqual(before);
    await popupDraws();
    expect(readStoredScreen('popup')?.reviews[0]?.content).toBe(content);
  });

  it('Disconnect from a page: no screen of the account is left to paint, even one a page still open records', async () => {
    // The options page's order (components/options/account-row.tsx): forget, then ask the background.
    forgetStoredScreens(ACCOUNT);
    expect(readStoredScreen('popup')).toBeUndefined();
    expect(readStoredScreen('panel')).toBeUndefined();
    // The side panel, still open, draws the account once more before the removal reaches it.
    await panelDraws();
    expect(readStoredScreen('panel')).toBeUndefined();
    await disconnect(ACCOUNT);
    expect(await accountsItem.getValue()).toEqual([]);
    await popupDraws();
    expect(readStoredScreen('popup')).toBeUndefined();
  });
});
