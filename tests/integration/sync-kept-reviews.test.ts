/**
 * The reviews backfill is bounded: it keeps the newest reviews up to the cache's size per account
 * (injected small here, as `maxReviews`, where the background leaves REVIEWS_PER_ACCOUNT), says
 * older ones were left out, and a `count` that grows with every page cannot keep its walk going.
 * Reviews that arrive later take the cache past that size until a margin, then the oldest leave.
 * Against the emulator over loopback.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { ReviewsApi } from '@/lib/api';
import { openCache } from '@/lib/cache/db';
import { markFailed, markSent, newOutboxItem, startAttempt } from '@/lib/outbox/outbox-machine';
import { putOutboxItem } from '@/lib/outbox/outbox-store';
import { readReviewFacts } from '@/lib/reputation/fact-cache';
import { countInbox, readDraft, readReview, readReviewsByIds, saveDraft } from '@/lib/reviews/review-cache';
import { markReviews } from '@/lib/reviews/review-cache-writes';
import { ReviewIndex } from '@/lib/reviews/review-index';
import { readAccountMarks } from '@/lib/reviews/review-marks';
import { TEXT_CHUNK, type TextChunk } from '@/lib/reviews/review-rows';
import { trimMargin } from '@/lib/reviews/review-trim';
import { readOlderLeftOut } from '@/lib/sync/kept-reviews';
import { syncAllAccounts } from '@/lib/sync/sync-runner';
import { initialSyncState, loadSyncState, saveSyncState } from '@/lib/sync/sync-state';
import { ACCOUNT, clearCache, connectAccount, type Harness, startHarness, syncDeps } from './sync-harness';

let harness: Harness;
/** Reviews on the service now (a test adds one). */
const serviceTotal = async () => (await harness.client().reviews.list({ limit: 1 })).count;

beforeAll(async () => {
  harness = await startHarness({ reviews: 500 });
});
afterAll(() => harness.close());
beforeEach(async () => {
  fakeBrowser.reset();
  await clearCache();
  await connectAccount(harness, 'Slice');
  await harness.clearRequests();
});

describe('the cache keeps the newest reviews per account', () => {
  it('stops the backfill at the cap, keeps the newest, says older are left out, and syncs on', async () => {
    const run = await syncAllAccounts('startup', syncDeps(harness, { maxReviews: 250 }));
    expect(run.accounts[0].error).toBeUndefined();
    expect((await countInbox(ACCOUNT)).total).toBe(250);
    // Nothing past the cap was asked for, ahead or not.
    expect((await harness.requests()).map((request) => Number(request.query.offset))).toEqual([0, 100, 200]);
    // The newest 250, as the service lists them, and none older.
    const newest = (await harness.client().reviews.list({ limit: 100, offset: 200 })).reviews;
    expect(await readReviewsByIds(ACCOUNT, [newest[49].id])).toHaveLength(1);
    expect(await readReviewsByIds(ACCOUNT, [newest[50].id])).toEqual([]);
    const state = await loadSyncState(ACCOUNT, harness.now());
    expect(state.backfill).toBeNull();
    expect(state.olderLeftOut).toBe(250);
    expect(await readOlderLeftOut([ACCOUNT])).toBe(250);

    // New reviews still arrive on top.
    await harness.advance(5 * 60_000);
    const arrived = await harness.addReview({ rating: 2, publisherId: 'BRANDB' });
    await harness.advance(60_000);
    const next = await syncAllAccounts('alarm', syncDeps(harness, { maxReviews: 250 }));
    expect(next.accounts[0].arrived.map((review) => review.id)).toEqual([String(arrived.id)]);
  });

  it('says nothing is left out when the whole list fits', async () => {
    const total = await serviceTotal();
    await syncAllAccounts('startup', syncDeps(harness, { maxReviews: total + 1 }));
    expect((await countInbox(ACCOUNT)).total).toBe(total);
    expect((await loadSyncState(ACCOUNT, harness.now())).olderLeftOut).toBeUndefined();
    expect(await readOlderLeftOut([ACCOUNT])).toBeUndefined();
  });
});

describe('arrivals past the reviews kept', () => {
  /** Adds `n` reviews on the service ("<label> <i>, thanks"), as arrivals of the next sync. */
  const arrive = async (n: number, label = 'Arrival'): Promise<string[]> => {
    await harness.advance(5 * 60_000);
    const ids: string[] = [];
    for (let i = 0; i < n; i++)
      ids.push(
        String(
          (await harness.addReview({ rating: 4, content: `${label} ${i}, thanks`, publisherId: 'BRANDB' }))
            .id,
        ),
      );
    await harness.advance(60_000);
    return ids;
  };
  /** The search text the cache holds at these rows. */
  const textsAt = async (rows: number[]): Promise<string[]> => {
    const db = await openCache();
    return Promise.all(
      rows.map(async (row) => {
        const chunk = (await db.get('reviewText', [
          ACCOUNT,
          Math.floor(row / TEXT_CHUNK),
        ])) as unknown as TextChunk;
        return chunk.text[row % TEXT_CHUNK] ?? '';
      }),
    );
  };

  it('grows to the margin, then leaves the oldest out of the cache, the lists, the counts and the figures', async () => {
    const kept = 250;
    const deps = syncDeps(harness, { maxReviews: kept });
    await syncAllAccounts('startup', deps);
    expect((await countInbox(ACCOUNT)).total).toBe(kept);
    // The service's order, newest first: the cache holds its first 250.
    const listed = [
      ...(await harness.client().reviews.list({ limit: 100, offset: 0 })).reviews,
      ...(await harness.client().reviews.list({ limit: 100, offset: 100 })).reviews,
      ...(await harness.client().reviews.list({ limit: 100, offset: 200 })).reviews.slice(0, 50),
    ].map((review) => review.id);
    const margin = trimMargin(kept);
    const oldest = listed.slice(kept - margin - 1);
    const doneKept = listed[0];
    const doneTrimmed = oldest[oldest.length - 1];
    await markReviews(ACCOUNT, [doneKept, doneTrimmed], { done: true }, harness.now());
    const oldRows = (await readReviewsByIds(ACCOUNT, oldest)).map((review) => review.row as number);
    expect(oldRows).toHaveLength(oldest.length);
    expect((await textsAt(oldRows)).every((text) => text !== '')).toBe(true);

    // Up to the margin, arrivals are added on top.
    const first = await arrive(margin);
    const within = await syncAllAccounts('alarm', deps);
    expect(within.accounts[0].arrived).toHaveLength(margin);
    expect((await countInbox(ACCOUNT)).total).toBe(kept + margin);

    // One more: the oldest beyond the size leave.
    const last = await arrive(1, 'Latest');
    const past = await syncAllAccounts('alarm', deps);
    expect(past.accounts[0].error).toBeUndefined();
    expect(past.accounts[0].arrived.map((review) => review.id)).toEqual(last);
    expect((await countInbox(ACCOUNT)).total).toBe(kept);
    expect(await readReviewsByIds(ACCOUNT, oldest)).toEqual([]);
    expect(await textsAt(oldRows)).toEqual(oldRows.map(() => ''));

    const index = await ReviewIndex.build(ACCOUNT);
    expect(index.size).toBe(kept);
    const inbox = index.query({});
    const doneList = index.query({ done: true });
    expect(inbox).toHaveLength(kept - 1);
    expect(doneList).toEqual([doneKept]);
    for (const id of oldest) expect(inbox).not.toContain(id);
    for (const id of [...first, ...last]) expect(inbox).toContain(id);
    await index.loadText();
    expect(index.query({ text: 'Arrival 0, thanks' })).toEqual([first[0]]);

    const facts = (await readReviewFacts(ACCOUNT)).facts.map((fact) => fact.id);
    expect(facts).toHaveLength(kept);
    for (const id of oldest) expect(facts).not.toContain(id);
    for (const id of [...first, ...last]) expect(facts).toContain(id);

    // The kept review is still Done; the trimmed one's mark is kept for when it comes back.
    expect((await readReview(ACCOUNT, doneKept))?.doneAt).toEqual(expect.any(Number));
    expect((await readAccountMarks(ACCOUNT)).get(doneTrimmed)?.doneAt).toEqual(expect.any(Number));
    expect(await readOlderLeftOut([ACCOUNT])).toBe(kept);
  });

  it('keeps a review with a half-written reply, or one its card still speaks of, however old: listed after the trim', async () => {
    const kept = 250;
    const deps = syncDeps(harness, { maxReviews: kept });
    await syncAllAccounts('startup', deps);
    const listed = (await harness.client().reviews.list({ limit: 100, offset: 200 })).reviews;
    // The oldest reviews kept: the first to leave at a trim.
    const drafted = listed[49].id;
    const unsent = listed[48].id;
    const doubled = listed[47].id;
    const answered = listed[46].id;
    const leaving = listed[45].id;
    await saveDraft({ accountId: ACCOUNT, reviewId: drafted, text: 'Dear Sam, about your visit' });
    const reply = {
      accountId: ACCOUNT,
      reviewId: unsent,
      visibility: 'PUBLIC' as const,
      content: 'Thank you',
    };
    const now = harness.now();
    await putOutboxItem(
      markFailed(
        startAttempt(newOutboxItem(reply, 'unsent-1', now), now),
        { message: 'HTTP 503', status: 503 },
        now,
      ),
    );
    // Sent twice (its card says so, and nothing else does); sent once (nothing left to say).
    const sent = (reviewId: string, id: string, extra: string[]) =>
      putOutboxItem(
        markSent(startAttempt(newOutboxItem({ ...reply, reviewId }, id, now), now), `${id}-c`, now, extra),
      );
    await sent(doubled, 'doubled-1', ['doubled-1-c2']);
    await sent(answered, 'answered-1', []);

    await arrive(trimMargin(kept) + 1);
    const run = await syncAllAccounts('alarm', deps);
    expect(run.accounts[0].error).toBeUndefined();
    expect(await readReviewsByIds(ACCOUNT, [leaving, answered])).toEqual([]);
    expect(await readReviewsByIds(ACCOUNT, [drafted, unsent, doubled])).toHaveLength(3);
    // Back to the size: the next oldest left in its place.
    expect((await countInbox(ACCOUNT)).total).toBe(kept);
    const index = await ReviewIndex.build(ACCOUNT);
    // Listed, so the Drafts filter (the listed reviews with a draft) finds it.
    expect(index.query({})).toContain(drafted);
    expect(index.query({})).toContain(unsent);
    expect(index.query({})).toContain(doubled);
    expect(index.query({})).not.toContain(leaving);
    expect((await readDraft(ACCOUNT, drafted))?.text).toBe('Dear Sam, about your visit');
  });

  it('says older reviews are left out once arrivals trimmed a cache that held the whole list', async () => {
    const kept = await serviceTotal();
    const deps = syncDeps(harness, { maxReviews: kept });
    await syncAllAccounts('startup', deps);
    expect(await readOlderLeftOut([ACCOUNT])).toBeUndefined();
    await arrive(trimMargin(kept) + 1);
    await syncAllAccounts('alarm', deps);
    expect((await countInbox(ACCOUNT)).total).toBe(kept);
    expect((await loadSyncState(ACCOUNT, harness.now())).olderLeftOut).toBe(kept);
    expect(await readOlderLeftOut([ACCOUNT])).toBe(kept);
  });
});

describe('a count that lies', () => {
  /** The real list, with a count that always says 150 more than the page's offset. */
  const lying: typeof syncDeps = (h, overrides) =>
    syncDeps(h, {
      openReviews: async (_id, onRateLimit) => {
        const api = h.client({ onRateLimit }).reviews;
        const list: ReviewsApi['list'] = async (params) => ({
          ...(await api.list(params)),
          count: (params?.offset ?? 0) + 150,
        });
        return { list };
      },
      ...overrides,
    });

  it('stops the backfill two pages past what the first page counted, in words, not complete, then goes on', async () => {
    const total = await serviceTotal();
    await harness.clearRequests();
    const run = await syncAllAccounts('startup', lying(harness));
    expect(run.accounts[0].error).toBe('error');
    expect(run.accounts[0].message).toBe(
      "The service kept sending reviews past the 150 it counted at first, so the download stopped there and is not complete. It goes on at the next sync; if this stays, tell the service's operator.",
    );
    const state = await loadSyncState(ACCOUNT, harness.now());
    expect(state.lastError?.message).toBe(run.accounts[0].message);
    // The pages before it are kept, and the backfill is not taken for done.
    expect(state.backfill).toMatchObject({ offset: 300 });
    expect(state.cursor).toBeUndefined();
    expect((await countInbox(ACCOUNT)).total).toBe(300);

    // The service behaves again: the next run finishes the backfill.
    await harness.advance(5 * 60_000);
    const after = await syncAllAccounts('alarm', syncDeps(harness));
    expect(after.accounts[0].error).toBeUndefined();
    expect((await loadSyncState(ACCOUNT, harness.now())).backfill).toBeNull();
    expect((await countInbox(ACCOUNT)).total).toBe(total);
  });
});

describe('an incremental pass that never meets a known review', () => {
  it('stops past the reviews the cache keeps, in words, its cursor unmoved, and starts again next run', async () => {
    // A backfill long done, and a last look so old that every review on the service is new to it.
    await saveSyncState({
      ...initialSyncState(ACCOUNT, harness.now()),
      backfill: null,
      cursor: '2000-01-01T00:00:00Z',
    });
    const run = await syncAllAccounts('alarm', syncDeps(harness, { maxReviews: 150 }));
    expect(run.accounts[0].message).toBe(
      "The service sent more than 150 new reviews in one check, more than this device keeps for an account, so the check stopped and is not complete. It starts again at the next sync; if this stays, tell the service's operator.",
    );
    const state = await loadSyncState(ACCOUNT, harness.now());
    expect(state.cursor).toBe('2000-01-01T00:00:00Z');
    expect(state.pass).toBeUndefined();
    expect((await countInbox(ACCOUNT)).total).toBe(100);
  });
});
