/**
 * An account connected (or signed in again) while a run's polls are out: the background asks for
 * a run at once, which joins the one going, whose account list was read before the account
 * existed. The run polls it too before it is over, so its backfill starts now, not at the alarm.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { AccountSummary } from '@/lib/accounts/account-items';
import type { ReviewsApi } from '@/lib/api';
import { countInbox } from '@/lib/reviews/review-cache';
import { type SyncDeps, syncAllAccounts } from '@/lib/sync/sync-runner';
import { loadSyncState } from '@/lib/sync/sync-state';
import { ACCOUNT, clearCache, connectAccount, type Harness, startHarness } from './sync-harness';

const SECOND = 'second';
let harness: Harness;
let accounts: Pick<AccountSummary, 'id' | 'status'>[] = [];
/** Holds every reviews request of the first account until released. */
let gate: Promise<void> = Promise.resolve();
let asked: () => void = () => {};

// Both accounts read the emulator's primary account: what is tested is who gets polled.
const deps: SyncDeps = {
  openReviews: async (accountId, onRateLimit) => {
    const api = harness.client({ onRateLimit }).reviews;
    const list: ReviewsApi['list'] = async (params) => {
      if (accountId === ACCOUNT) {
        asked();
        await gate;
      }
      return api.list(params);
    };
    return { list };
  },
  now: () => harness.now(),
  online: () => true,
  listAccounts: async () => accounts,
  announce: async () => {},
  afterRun: async () => {},
};

/** Holds the first account's requests; resolves once one is held, with the release. */
async function holdFirstAccount(): Promise<{ held: Promise<void>; release: () => void }> {
  let release!: () => void;
  gate = new Promise((resolve) => {
    release = resolve;
  });
  const held = new Promise<void>((resolve) => {
    asked = resolve;
  });
  return { held, release };
}

beforeAll(async () => {
  fakeBrowser.reset();
  await clearCache();
  harness = await startHarness({ reviews: 350 });
  await connectAccount(harness, 'Slice');
});
afterAll(() => harness.close());

describe('an account that joins while a run polls', () => {
  it('connected meanwhile: the run it joins backfills it before it ends', async () => {
    const total = (await harness.client().reviews.list({ limit: 1 })).count;
    accounts = [{ id: ACCOUNT, status: 'connected' }];
    const { held, release } = await holdFirstAccount();
    const first = syncAllAccounts('manual', deps);
    await held;

    accounts = [...accounts, { id: SECOND, status: 'connected' }];
    const joined = syncAllAccounts('manual', deps);
    release();
    const [run, joinedRun] = await Promise.all([first, joined]);

    expect(joinedRun.accounts.map((a) => a.accountId).sort()).toEqual([ACCOUNT, SECOND].sort());
    expect(run.accounts.find((a) => a.accountId === SECOND)?.requests).toBe(Math.ceil(total / 100));
    expect((await loadSyncState(SECOND, harness.now())).backfill).toBeNull();
    expect((await countInbox(SECOND)).total).toBe(total);
  });

  it('signed in again meanwhile: the run that skipped it for sign-in polls it', async () => {
    await harness.advance(5 * 60_000);
    accounts = [
      { id: ACCOUNT, status: 'connected' },
      { id: SECOND, status: 'needsSignIn' },
    ];
    const { held, release } = await holdFirstAccount();
    const first = syncAllAccounts('alarm', deps);
    await held;

    accounts = accounts.map((account) => ({ ...account, status: 'connected' }));
    void syncAllAccounts('manual', deps);
    release();
    const run = await first;

    const second = run.accounts.find((a) => a.accountId === SECOND);
    expect(second?.skipped).toBeUndefined();
    expect(second?.error).toBeUndefined();
    expect(second?.requests).toBeGreaterThan(0);
    expect(run.accounts).toHaveLength(2);
  });
});
