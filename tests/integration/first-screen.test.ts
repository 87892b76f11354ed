/**
 * The popup's first-screen snapshot kept by the background against the emulator: the sync's own
 * cache writes make the background store it, a new review that changes the first screen stores it
 * again, an idle poll stores nothing, and Disconnect drops it before the account leaves the list.
 * The background here is Firefox's kind, a page with the extension origin's localStorage (the
 * Chrome worker's offscreen document is covered end to end in tests/e2e/popup-first-screen.spec.ts).
 */
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { disconnect } from '@/lib/accounts/account-actions';
import { accountsItem, activeAccountIdItem } from '@/lib/accounts/account-items';
import { onAccountRemoved } from '@/lib/accounts/account-removal';
import { clearAccountCache } from '@/lib/cache/clear-account';
import { firstScreenFeature } from '@/lib/first-screen/first-screen-background';
import { readFirstScreen } from '@/lib/first-screen/first-screen-snapshot';
import { refreshFirstScreen } from '@/lib/first-screen/first-screen-writer';
import { readInbox } from '@/lib/reviews/review-cache';
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

const firstCards = () => readFirstScreen()?.reviews.map((review) => review.id);

beforeAll(async () => {
  fakeBrowser.reset();
  globalThis.localStorage = new Window().localStorage as unknown as Storage;
  await clearCache();
  harness = await startHarness({ reviews: 60 });
  await connectAccount(harness, 'Slice of Chicago');
  await activeAccountIdItem.setValue(ACCOUNT);
  onAccountRemoved(clearAccountCache);
  firstScreenFeature.start?.();
});
afterAll(async () => {
  await harness.close();
  delete (globalThis as { localStorage?: Storage }).localStorage;
});

describe("the background keeps the popup's first screen", () => {
  it("stores the first cards once the sync's backfill has cached them", async () => {
    await syncAllAccounts('startup', deps());
    const inbox = await readInbox(ACCOUNT, { limit: 6 });
    expect(inbox).toHaveLength(6);
    await expect.poll(firstCards).toEqual(inbox.map((review) => review.id));
    expect(readFirstScreen()?.accounts.map((account) => account.name)).toEqual(['Slice of Chicago']);
  });

  it('stores it again when a poll brings a review that changes the first screen', async () => {
    const content = `Arrived while the popup was closed ${Date.now()}`;
    await harness.advance(60_000);
    await harness.addReview({ publisherId: 'BRANDB', rating: 2, content });
    await syncAllAccounts('alarm', deps());
    await expect.poll(() => readFirstScreen()?.reviews[0]?.content).toBe(content);
  });

  it('stores nothing after an idle poll', async () => {
    await refreshFirstScreen();
    // A mark that only a store would overwrite.
    const stored = localStorage.getItem('firstScreen');
    localStorage.setItem('firstScreen', 'untouched');
    await harness.advance(60_000);
    await syncAllAccounts('alarm', deps());
    await refreshFirstScreen();
    expect(localStorage.getItem('firstScreen')).toBe('untouched');
    localStorage.setItem('firstScreen', stored!);
  });

  it('Disconnect drops it before the account leaves the list', async () => {
    const seenWhenListChanged: (string[] | undefined)[] = [];
    const unwatch = accountsItem.watch(() => seenWhenListChanged.push(firstCards()));
    await disconnect(ACCOUNT);
    unwatch();
    expect(await accountsItem.getValue()).toEqual([]);
    await expect.poll(() => seenWhenListChanged.length).toBe(1);
    expect(seenWhenListChanged).toEqual([undefined]);
    await refreshFirstScreen();
    expect(readFirstScreen()).toBeUndefined();
  });
});
